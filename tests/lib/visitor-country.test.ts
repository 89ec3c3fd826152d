import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createVisitorCountryLookup,
  FALLBACK_PHONE_COUNTRY,
  lookupVisitorCountry,
  VISITOR_COUNTRY_TIMEOUT_MS,
} from '../../src/lib/visitor-country.ts';

const URL = 'https://country.example.test/json';
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the visitor country lookup', () => {
  it('falls back to VE at once, without a request, when no URL is configured', async () => {
    const fetchImpl = vi.fn(() => json({ country_code: 'CO' }));
    expect(FALLBACK_PHONE_COUNTRY).toBe('VE');
    await expect(createVisitorCountryLookup(undefined, fetchImpl)()).resolves.toBe('VE');
    await expect(createVisitorCountryLookup('', fetchImpl)()).resolves.toBe('VE');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.skipIf(Boolean(import.meta.env.VITE_COUNTRY_LOOKUP_URL))('is off when VITE_COUNTRY_LOOKUP_URL is unset', async () => {
    const fetchSpy = vi.fn(() => json({ country_code: 'CO' }));
    vi.stubGlobal('fetch', fetchSpy);
    await expect(lookupVisitorCountry()).resolves.toBe('VE');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("reads the service's country_code, uppercased", async () => {
    const fetchImpl = vi.fn(() => json({ ip: '190.0.0.1', country_code: 'CO', country_name: 'Colombia' }));
    await expect(createVisitorCountryLookup(URL, fetchImpl)()).resolves.toBe('CO');
    expect(fetchImpl).toHaveBeenCalledWith(URL, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    await expect(createVisitorCountryLookup(URL, () => json({ country_code: 'pa' }))()).resolves.toBe('PA');
  });

  it('asks once per page load and shares the answer', async () => {
    const fetchImpl = vi.fn(() => json({ country_code: 'MX' }));
    const lookup = createVisitorCountryLookup(URL, fetchImpl);
    const [first, second] = await Promise.all([lookup(), lookup()]);
    await expect(lookup()).resolves.toBe('MX');
    expect([first, second]).toEqual(['MX', 'MX']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('falls back to VE on an error status, a network failure, odd JSON or an odd code', async () => {
    const answers = [
      () => json({ country_code: 'CO' }, 429),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('<html>', { status: 200 })),
      () => json(null),
      () => json({ country: 'CO' }),
      () => json({ country_code: 'COL' }),
      () => json({ country_code: 57 }),
    ];
    for (const answer of answers) {
      await expect(createVisitorCountryLookup(URL, answer)()).resolves.toBe('VE');
    }
  });

  it('gives up after 3 s and falls back to VE', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const hanging = (_url: string, init: { signal: AbortSignal }) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const answer = createVisitorCountryLookup(URL, hanging)();
    await vi.advanceTimersByTimeAsync(VISITOR_COUNTRY_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toBe(true);
    await expect(answer).resolves.toBe('VE');
    expect(VISITOR_COUNTRY_TIMEOUT_MS).toBe(3000);
  });
});
