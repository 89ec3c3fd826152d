import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY, SESSION_HINT_COOKIE } from '../../src/api/contract/cookies.ts';
import { LANGUAGES, type Language } from '../../src/api/contract/limits.ts';
import { pickLanguage } from '../i18n/language.ts';

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
