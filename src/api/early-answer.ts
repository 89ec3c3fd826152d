import { earlyRequests } from './early-requests.ts';

/** An early answer older than this is not adopted: the page asks again (it came from another page's visit). */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/**
 * `fetchImpl`, except that a request the entry started early (a GET of the same address with the
 * same token and language, not too old) is answered, once, from its answer.
 */
export function withEarlyAnswer(fetchImpl: typeof fetch, now: () => number = Date.now): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    // An answer too old to adopt never will be: let it go (a page the visitor did not reach asked for it).
    earlyRequests.pending = earlyRequests.pending.filter((early) => now() - early.at <= EARLY_ANSWER_MAX_AGE_MS);
    const index = earlyRequests.pending.findIndex(
      (early) =>
        url === early.url &&
        (init?.method ?? 'GET').toUpperCase() === 'GET' &&
        headers.get('Authorization') === `Bearer ${early.token}` &&
        headers.get('Accept-Language') === early.language,
    );
    if (index < 0) return fetchImpl(input, init);
    const [early] = earlyRequests.pending.splice(index, 1);
    return early!.answer;
  };
}
