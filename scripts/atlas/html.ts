// The atlas's pages: plain HTML that works from file:// (no fetch, no module script), in English,
// with the one style sheet beside them (scripts/atlas/atlas.css).

/** Text or an attribute's value, escaped for HTML. */
export const esc = (text: string | number): string =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A fragment id from a state's or a path's name: what a link may point at. */
export const anchor = (prefix: string, name: string): string => `${prefix}-${name.replace(/[^\w.-]+/g, '_')}`;

/** A UTC time as a reader says it: "2026-11-27 18:40 UTC". */
export const when = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function page({ title, body, up = '' }: { title: string; body: string; up?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${up}atlas.css">
</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
<header class="top"><a href="${up}index.html">Casillero flow atlas</a></header>
<main id="main">
${body}
</main>
</body>
</html>
`;
}
