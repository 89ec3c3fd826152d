// Vite serves the page under `npm run dev`, not static.ts: the same filling goes in here, so the
// demo notice shows in development as behind the built server (the notice reads the mark from
// <html>, docs/architecture.md#the-first-screen-on-any-host).
import type { Plugin } from 'vite';
import { fillPage } from '../http/landing-page.ts';

/** A Vite plugin that marks the page as the demo's when the mail goes to the outbox (no MAIL_URL), as pageFill does. */
export function devPageFill(mailUrl: string | undefined): Plugin {
  const fill = { demo: !mailUrl, signInPicture: '', tag: '' };
  return { name: 'casillero:dev-page-fill', apply: 'serve', transformIndexHtml: (html) => fillPage(html, fill) };
}
