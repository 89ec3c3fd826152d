import { earlySessionCheck } from './early-session.ts';

/**
 * `fetchImpl`, except that the request the entry started early (a GET of the same address with the
 * same token and language) is answered, once, from its answer.
 */
export function withEarlyAnswer(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const early = earlySessionCheck.pending;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    const same =
      early !== null &&
      url === early.url &&
      (init?.method ?? 'GET').toUpperCase() === 'GET' &&
      headers.get('Authorization') === `Bearer ${early.token}` &&
      headers.get('Accept-Language') === early.language;
    if (!same) return fetchImpl(input, init);
    earlySessionCheck.pending = null;
    return early.answer;
  };
}
