// The one request every signed-in page waits for, users/me, starts in the entry while the rest of
// the portal's code loads (before: after the boot, the client and the auth module had each loaded).
// The HTTP client adopts its answer when it makes the same request (src/api/early-answer.ts).
import { detectLanguage, readBrowserLanguageSources } from '../i18n/detect-language.ts';
import { apiBaseUrl } from './base-url.ts';
import { tokenStore } from './token-store.ts';

export type EarlyCheck = { url: string; token: string; language: string; answer: Promise<Response> };

/** The check started by the entry, until the client adopts it. */
export const earlySessionCheck: { pending: EarlyCheck | null } = { pending: null };

/** Asks for the stored session's user now, if there is a stored session. */
export function startSessionCheck(): void {
  const token = tokenStore.read();
  if (!token) return;
  // The client's URL and headers (request-parts.ts), written out: this runs on the first screen,
  // whose code has its budget. tests/api/early-session.test.ts checks that the client adopts it.
  const url = `${apiBaseUrl().replace(/\/+$/, '')}/api/users/me`;
  const language = detectLanguage(readBrowserLanguageSources());
  const answer = fetch(url, {
    headers: { 'Accept-Language': language, Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  answer.catch(() => {}); // a failure is the client's to report, when it adopts the answer
  earlySessionCheck.pending = { url, token, language, answer };
}
