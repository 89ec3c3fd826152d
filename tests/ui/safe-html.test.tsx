// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from '../../src/ui/safe-html.tsx';
import { renderUi } from './support/render.tsx';

describe('SafeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const { container } = renderUi(
      <SafeHtml
        html={[
          '<p>Terms<script>window.hacked = true</script></p>',
          '<img src="x.png" onerror="window.hacked = true" alt="x">',
          '<a href="javascript:alert(1)">click</a>',
          '<a href="JaVaScRiPt:alert(1)">again</a>',
          '<div onclick="window.hacked = true">box</div>',
          '<iframe src="https://evil.example"></iframe>',
        ].join('')}
      />,
    );
    const html = container.innerHTML;
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(html).not.toMatch(/onerror|onclick|javascript:|hacked/i);
    expect(container.querySelectorAll('a[href]')).toHaveLength(0);
    expect(container.textContent).toBe('Termsclickagainbox');
  });

  it('keeps text formatting, and opens links in a new tab without access to the page', () => {
    const { container } = renderUi(
      <SafeHtml
        className="terms"
        html='<h2>Shipping</h2><ul><li><strong>Air</strong></li></ul><a href="https://casillero.example/terms" target="_self">terms</a>'
      />,
    );
    const root = container.firstElementChild!;
    expect(root.className).toBe('rich-text terms');
    expect(root.querySelector('h2')?.textContent).toBe('Shipping');
    expect(root.querySelector('li strong')?.textContent).toBe('Air');
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://casillero.example/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves mail, phone and in-page links in the page', () => {
    const clean = sanitizeHtml('<a href="mailto:help@casillero.example">mail</a><a href="tel:+584121234567">call</a><a href="#faq">faq</a>');
    expect(clean).not.toContain('target');
  });

  it('drops forms and styles', () => {
    const clean = sanitizeHtml('<style>body{display:none}</style><form action="https://evil.example"><input name="password"><button>Go</button></form><p>ok</p>');
    expect(clean).not.toMatch(/<(?:style|form|input|button)|display:none|evil/);
    expect(clean).toContain('<p>ok</p>');
  });
});
