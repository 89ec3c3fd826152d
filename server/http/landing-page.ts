import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY, SESSION_HINT_COOKIE } from '../../src/api/contract/cookies.ts';
import { LANGUAGES, type Language } from '../../src/api/contract/limits.ts';
import { DEMO_PAGE_ATTRIBUTE, SIGN_IN_PICTURE_META } from '../../src/api/contract/page.ts';
import { pickLanguage } from '../i18n/language.ts';
import { storedSignInPicture } from '../routes/site.ts';
import type { AppEnv } from './env.ts';

const known = (value: string | undefined): Language | null => {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null;
};

/**
 * The prerendered sign-in page for `/`, in the visitor's language (the portal's own order: the
 * query, the cookie, then the browser's). A visitor with a session gets the plain page instead,
 * so the sign-in form never flashes before the account.
 */
export function landingPage(c: Context): string | null {
  if (c.req.path !== '/' || signedIn(c)) return null;
  return `/prerendered/sign-in.${requestLanguage(c)}.html`;
}

/** The visitor's language as far as the server can tell (the portal's own order without local storage). */
export const requestLanguage = (c: Context): Language =>
  known(c.req.query(LANGUAGE_QUERY)) ?? known(getCookie(c, LANGUAGE_COOKIE)) ?? pickLanguage(c.req.header('Accept-Language'));

/** The session hint cookie: the visitor has (or had) a session. */
export const signedIn = (c: Context): boolean => Boolean(getCookie(c, SESSION_HINT_COOKIE));

/**
 * What the server fills into a page it sends, so the sign-in page asks nothing before the customer
 * acts (docs/architecture.md#the-first-screen-on-any-host): the demo notice's mark in demo mode,
 * and the company's sign-in picture in place of the build's. `tag` names the filling for the
 * page's ETag ('' when the page goes as built).
 */
export type PageFill = { demo: boolean; signInPicture: string; tag: string };

const PICTURE_META = new RegExp(`<meta name="${SIGN_IN_PICTURE_META}" content="([^"]*)">`);

/** As React writes an attribute, so the page and its adoption by the portal agree. */
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The filling for a page that `carriesPicture` (the database is asked only then). */
export async function pageFill(c: Context<AppEnv>, carriesPicture: boolean): Promise<PageFill> {
  const { mail, db } = c.get('deps');
  const demo = mail.kind === 'outbox';
  const signInPicture = carriesPicture ? await storedSignInPicture(db) : '';
  const pictureTag = signInPicture ? createHash('sha1').update(signInPicture).digest('hex').slice(0, 8) : '';
  return { demo, signInPicture, tag: `${demo ? 'demo' : ''}${pictureTag}` };
}

/** Whether a page carries the sign-in picture's <meta> (the build's pages do). */
export const carriesSignInPicture = (page: string): boolean => PICTURE_META.test(page);

/** `page` with `fill` in it: the build's picture address, wherever it is, becomes the company's. */
export function fillPage(page: string, fill: PageFill): string {
  let filled = fill.demo ? page.replace('<html ', `<html ${DEMO_PAGE_ATTRIBUTE} `) : page;
  const built = PICTURE_META.exec(filled)?.[1];
  if (built && fill.signInPicture) filled = filled.replaceAll(`"${built}"`, `"${escapeAttribute(fill.signInPicture)}"`);
  return filled;
}
