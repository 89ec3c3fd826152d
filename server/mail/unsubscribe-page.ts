// The small pages of a notice e-mail's unsubscribe link (docs/product.md#notices): server-rendered,
// no script, styled inline (the CSP allows inline styles), readable at 360 px.
import type { Language } from '../../src/api/contract/limits.ts';
import type { NoticeKind } from '../../src/api/contract/notices.ts';
import { portalPaths } from './notice/portal-links.ts';
import { escapeHtml as e } from '../foundation/escape-html.ts';
import type { Messages } from '../i18n/messages.ts';

type Texts = Messages['unsubscribe'];

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;
background:#f5f7fb;color:#0f172a;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;padding:2rem 1rem}
main{width:100%;max-width:30rem;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:1.5rem;
box-shadow:0 1px 2px rgb(15 23 42/.06),0 4px 16px rgb(15 23 42/.06)}
.brand{margin:0 0 1rem;font-weight:700;color:#1d4ed8}h1{margin:0 0 .75rem;font-size:1.375rem;line-height:1.3}
p{margin:0 0 1rem}.lead{color:#475569}form{margin:0}
button,.link{display:block;width:100%;min-height:44px;padding:.625rem 1rem;border-radius:8px;font:inherit;font-weight:600;text-align:center}
button{border:0;background:#1d4ed8;color:#fff;cursor:pointer}button:hover{background:#1e3a8a}
.link{border:1px solid #bfdbfe;color:#1d4ed8;text-decoration:none}.link:hover{background:#eff6ff}
button:focus-visible,.link:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

function page(lang: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${e(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${e(title)} · Casillero</title><style>${STYLE}</style></head>
<body><main><p class="brand">Casillero</p><h1>${e(title)}</h1>${body}</main></body></html>`;
}

/** GET: what the link stops, and the one button that stops it (a GET changes nothing: mail scanners open links). */
export function askPage(lang: Language, t: Texts, kind: NoticeKind, action: string): string {
  return page(
    lang,
    t.title,
    `<p>${e(t.ask(t.kinds[kind]))}</p><p class="lead">${e(t.kept)}</p>` +
      `<form method="post" action="${e(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${e(t.button)}</button></form>`,
  );
}

/** After the POST: done, and where to turn them back on. */
export function donePage(lang: Language, t: Texts, kind: NoticeKind, portalUrl: string): string {
  return page(
    lang,
    t.doneTitle,
    `<p>${e(t.done(t.kinds[kind]))}</p><p class="lead">${e(t.turnBackOn)}</p><a class="link" href="${e(portalUrl + portalPaths.settings)}">${e(t.settingsLink)}</a>`,
  );
}

/** A forged, malformed or unknown link: no detail of why. */
export function invalidPage(lang: Language, t: Texts, portalUrl: string): string {
  return page(lang, t.invalidTitle, `<p>${e(t.invalid)}</p><a class="link" href="${e(portalUrl + '/')}">${e(t.portalLink)}</a>`);
}

/** Too many tries from one address. */
export function tooManyPage(lang: Language, t: Texts): string {
  return page(lang, t.title, `<p>${e(t.tooMany)}</p>`);
}
