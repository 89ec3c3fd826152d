import { useMemo } from 'react';
import createDOMPurify, { type Config } from 'dompurify';

/**
 * The portal's own DOMPurify instance (its hook touches no other user of DOMPurify). Without a
 * DOM (a prerender in Node) it cannot sanitize, and SafeHtml renders nothing.
 */
const purifier = typeof window === 'undefined' ? null : createDOMPurify(window);

/** Links the server's HTML carries open in a new tab, without access to this page. */
purifier?.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
  const href = node.getAttribute('href') ?? '';
  // In-page anchors, mail and phone links stay as they are (a new tab would stay blank).
  if (/^(?:#|mailto:|tel:)/i.test(href.trim())) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // No forms, and no styles that could restyle the page around the text.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
};

/** `html` without scripts, event handlers, javascript: URLs and the tags above; '' without a DOM. */
export function sanitizeHtml(html: string): string {
  return purifier?.isSupported ? purifier.sanitize(html, CONFIG) : '';
}

/**
 * HTML from the server (terms, FAQ answers, payment-method descriptions; docs/product.md#html-from-the-server),
 * sanitized before it is rendered.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
