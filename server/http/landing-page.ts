import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY, SESSION_HINT_COOKIE } from '../../src/api/contract/cookies.ts';
import { LANGUAGES, type Language } from '../../src/api/contract/limits.ts';
import { DEMO_PAGE_ATTRIBUTE, SIGN_IN_PICTURE_META } from '../../src/api/contract/page.ts';
import { pickLanguage } from '../i18n/language.ts';
import { escapeHtml } from '../foundation/escape-html.ts';
import { logOf } from '../foundation/log.ts';
import { storedSignInPicture } from '../domain/app-settings.ts';
import type { AppEnv } from '../foundation/env.ts';

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

/**
 * The pages are the build's files: a database that does not answer costs the company's picture
 * (the build's shows), never the page. /readyz tells the load balancer.
 */
function pictureUnread(deps: AppEnv['Variables']['deps'], error: unknown): string {
  logOf(deps).warn({ err: error }, 'the sign-in picture could not be read; the page goes with the build\'s');
  return '';
}

/** The filling for a page that `carriesPicture` (the database is asked only then). */
export async function pageFill(c: Context<AppEnv>, carriesPicture: boolean): Promise<PageFill> {
  const deps = c.get('deps');
  const demo = deps.mail.kind === 'outbox';
  const signInPicture = carriesPicture ? await storedSignInPicture(deps.db).catch((error: unknown) => pictureUnread(deps, error)) : '';
  const pictureTag = signInPicture ? createHash('sha1').update(signInPicture).digest('hex').slice(0, 8) : '';
  return { demo, signInPicture, tag: `${demo ? 'demo' : ''}${pictureTag}` };
}

/** Whether a page carries the sign-in picture's <meta> (the build's pages do). */
export const carriesSignInPicture = (page: string): boolean => PICTURE_META.test(page);

/** `page` with `fill` in it: the build's picture address, wherever it is, becomes the company's. */
export function fillPage(page: string, fill: PageFill): string {
  let filled = fill.demo ? page.replace('<html ', `<html ${DEMO_PAGE_ATTRIBUTE} `) : page;
  const built = PICTURE_META.exec(filled)?.[1];
  if (built && fill.signInPicture) filled = filled.replaceAll(`"${built}"`, `"${escapeHtml(fill.signInPicture)}"`);
  return filled;
}
