// What the server fills into the page it sends, so the sign-in page asks nothing before the
// customer acts (docs/architecture.md#the-first-screen-on-any-host).
import { describe, expect, it } from 'vitest';
import { carriesSignInPicture, fillPage } from '../../server/http/landing-page.ts';
import { devPageFill } from '../../server/dev/page-fill.ts';

const BUILT =
  '<!doctype html>\n<html lang="es"><head><meta name="sign-in-picture" content="/images/auth.svg"></head>' +
  '<body><div id="root" data-prerendered="es"><picture><img src="/images/auth.svg" alt=""/></picture></div></body></html>';

describe('the page the server fills', () => {
  it('puts the company\'s sign-in picture wherever the build\'s is, escaped as React writes it', () => {
    expect(carriesSignInPicture(BUILT)).toBe(true);
    const page = fillPage(BUILT, { demo: false, signInPicture: 'https://cdn.example/a.svg?x=1&y="2"', tag: 'x' });
    expect(page).not.toContain('/images/auth.svg');
    expect(page.match(/https:\/\/cdn\.example\/a\.svg\?x=1&amp;y=&quot;2&quot;/g)).toHaveLength(2);
    expect(page).toContain('<html lang="es">');
  });

  it('marks the demo\'s page for its notice, and keeps the build\'s picture when the company set none', () => {
    const page = fillPage(BUILT, { demo: true, signInPicture: '', tag: 'demo' });
    expect(page).toContain('<html data-demo lang="es">');
    expect(page.match(/"\/images\/auth\.svg"/g)).toHaveLength(2);
    expect(carriesSignInPicture('<html><head></head></html>')).toBe(false);
  });

  it('marks the page Vite serves under npm run dev the same way, in demo mode only', () => {
    const transform = (mailUrl: string | undefined) => {
      const hook = devPageFill(mailUrl).transformIndexHtml;
      if (typeof hook !== 'function') throw new Error('devPageFill has no transformIndexHtml function');
      return hook.call({} as never, BUILT, { path: '/', filename: 'index.html' });
    };
    expect(transform(undefined)).toContain('<html data-demo lang="es">');
    expect(transform('smtp://mail.example:587')).toContain('<html lang="es">');
  });
});
