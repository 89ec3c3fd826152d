// @vitest-environment jsdom
// SafeHtml against the hostile payloads of the XSS tests (e2e/support/hostile.ts): nothing of them
// can run or act, and the harmless markup around them still renders.
import { afterEach, describe, expect, it } from 'vitest';
import { Trans } from '@lingui/react';
import { HOSTILE_HTML, HOSTILE_TEXT, HOSTILE_TRACKING, HTML_INJECTIONS, XSS_PAYLOADS, liveMarkup } from '../../e2e/support/hostile.ts';
import { literal } from '../../src/ui/literal.tsx';
import { SafeHtml, sanitizeHtml } from '../../src/ui/safe-html.tsx';
import { renderUi } from './support/render.tsx';


const HARMLESS = '<p>Envía el monto desde tu banco.</p><ul><li><strong>Correo:</strong> pagos@casillero.example</li></ul>';

afterEach(() => {
  expect(window.__xss).toBeUndefined();
});

describe('SafeHtml with hostile payloads', () => {
  it.each([...XSS_PAYLOADS, ...HTML_INJECTIONS])('renders %s inert', (payload) => {
    const { container } = renderUi(<SafeHtml html={HARMLESS + payload} />);
    expect(liveMarkup(container)).toEqual([]);
    expect(container.querySelector('li strong')?.textContent).toBe('Correo:');
  });

  it('renders all of them at once inert, keeping the harmless markup and the link text', () => {
    const { container } = renderUi(<SafeHtml html={HARMLESS + HOSTILE_HTML} />);
    expect(liveMarkup(container)).toEqual([]);
    expect(container.querySelector('p')?.textContent).toBe('Envía el monto desde tu banco.');
    // The javascript: link keeps its text but loses its address.
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'click');
    expect(link?.hasAttribute('href')).toBe(false);
    expect(container.innerHTML).not.toMatch(/__xss|evil\.example|http-equiv|display:\s*none/i);
  });

  it('finds what it is looking for (the check itself can fail)', () => {
    const root = document.createElement('div');
    root.innerHTML = XSS_PAYLOADS.join('') + HTML_INJECTIONS.join('');
    expect(liveMarkup(root)).toEqual(
      expect.arrayContaining(['<script>', '<iframe>', '<style>', '<form>', '<input>', '<button>', '<meta>', 'img[onerror]', 'svg[onload]']),
    );
    expect(liveMarkup(root).some((entry) => entry.startsWith('a[href=javascript:'))).toBe(true);
  });

  it('leaves nothing of a payload that is all script', () => {
    expect(sanitizeHtml('<script>window.__xss=1</script>')).toBe('');
    expect(sanitizeHtml('<svg onload="window.__xss=1">')).not.toMatch(/onload/);
  });
});

describe('server text in a translated message (literal)', () => {
  // What the Lingui macro makes of <Trans>Pre-alert {tracking}</Trans>.
  const heading = (tracking: unknown) => (
    <h1>
      <Trans id="pre-alert-heading" message="Pre-alert {tracking}" values={{ tracking }} />
    </h1>
  );

  it.each([HOSTILE_TRACKING, HOSTILE_TEXT])('shows %s exactly', (text) => {
    const { container } = renderUi(heading(literal(text)));
    expect(container.textContent).toBe(`Pre-alert ${text}`);
    expect(liveMarkup(container)).toEqual([]);
  });

  it('is needed: a plain string value loses its tags to the message (the check can fail)', () => {
    const { container } = renderUi(heading(HOSTILE_TRACKING));
    expect(container.textContent).not.toBe(`Pre-alert ${HOSTILE_TRACKING}`);
  });
});
