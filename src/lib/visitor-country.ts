/**
 * The visitor's country, for the phone field's default country (docs/product.md#country-state-and-city): a
 * configurable lookup service (VITE_COUNTRY_LOOKUP_URL, answering JSON with `country_code`),
 * 3 s at most, VE whenever it is not configured or does not answer well. Forms with a phone
 * field ask for it; nothing else does.
 */

/** The phone country when the lookup is off or fails (docs/product.md#country-state-and-city). */
export const FALLBACK_PHONE_COUNTRY = 'VE';

export const VISITOR_COUNTRY_TIMEOUT_MS = 3000;

type FetchLike = (input: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

/** Calls the global fetch at call time (tests may stub it), never as a detached method. */
const globalFetch: FetchLike = (input, init) => fetch(input, init);

async function queryCountry(url: string, fetchImpl: FetchLike, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // The timer covers the body too: an aborted request also stops reading it.
    const response = await fetchImpl(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return FALLBACK_PHONE_COUNTRY;
    const body: unknown = await response.json();
    const code = body !== null && typeof body === 'object' ? (body as { country_code?: unknown }).country_code : undefined;
    const country = typeof code === 'string' ? code.trim().toUpperCase() : '';
    return /^[A-Z]{2}$/.test(country) ? country : FALLBACK_PHONE_COUNTRY;
  } catch {
    return FALLBACK_PHONE_COUNTRY;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A lookup of the visitor's country (ISO 3166 alpha-2, uppercase) through `url`. It never
 * rejects, and asks once: later calls share the first answer.
 */
export function createVisitorCountryLookup(
  url: string | undefined,
  fetchImpl: FetchLike = globalFetch,
  timeoutMs: number = VISITOR_COUNTRY_TIMEOUT_MS,
): () => Promise<string> {
  let answer: Promise<string> | undefined;
  return () => {
    answer ??= url ? queryCountry(url, fetchImpl, timeoutMs) : Promise.resolve(FALLBACK_PHONE_COUNTRY);
    return answer;
  };
}

/** The page's lookup, configured by VITE_COUNTRY_LOOKUP_URL; asked once per page load. */
export const lookupVisitorCountry: () => Promise<string> = createVisitorCountryLookup(
  import.meta.env.VITE_COUNTRY_LOOKUP_URL?.trim() || undefined,
);
