// @vitest-environment jsdom
// SafeHtmlOnDemand: the same sanitizing as SafeHtml, once its code has come.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HOSTILE_HTML, liveMarkup } from '../../e2e/support/hostile.ts';
import { SafeHtmlOnDemand } from '../../src/ui/safe-html-on-demand.tsx';
import { renderUi } from './support/render.tsx';

describe('SafeHtmlOnDemand', () => {
  it('renders the HTML sanitized when the sanitizer comes, its links in a new tab', async () => {
    const { container } = renderUi(
      <SafeHtmlOnDemand className="answer" html={'<p>Answer <a href="https://casillero.example/faq">more</a></p>' + HOSTILE_HTML} />,
    );
    const link = await screen.findByRole('link', { name: 'more' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.firstElementChild?.className).toBe('rich-text answer');
    expect(liveMarkup(container)).toEqual([]);
    expect(container.innerHTML).not.toMatch(/__xss|evil\.example/i);
    expect(window.__xss).toBeUndefined();
  });
});
