import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttp, SHARED_ANSWER_MS, type HttpConfig } from '../../src/api/http.ts';
import { REQUEST_TIMEOUT_MS } from '../../src/api/request-parts.ts';
import { ApiError } from '../../src/api/api-error.ts';
import { createDeferredHttp } from '../../src/api/deferred-http.ts';

type Call = { url: string; method: string; headers: Headers; body: unknown; signal: AbortSignal | undefined };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that records each call and answers from a script (one answer per call, the last repeats). */
function fakeFetch(...answers: Array<(call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const Ok = z.object({ data: z.object({ ok: z.boolean() }) });

function client(fetch: typeof globalThis.fetch, overrides: Partial<HttpConfig> = {}) {
  return createHttp({
    baseURL: 'https://api.example.test/',
    getToken: () => null,
    getLanguage: () => 'es',
    fetch,
    ...overrides,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the HTTP client', () => {
  it('sends no Authorization header without a stored token, and the language in Accept-Language', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { data: { ok: true } }));
    const http = client(fetch, { getLanguage: () => 'en' });
    await expect(http.request(Ok, 'api/users/me')).resolves.toEqual({ data: { ok: true } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.example.test/api/users/me');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
    expect(calls[0]!.headers.get('accept-language')).toBe('en');
  });

  it('sends the stored token as a bearer token', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { data: { ok: true } }));
    await client(fetch, { getToken: () => 'stored-token' }).request(Ok, 'api/users/me');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer stored-token');
    expect(calls[0]!.headers.get('accept-language')).toBe('es');
  });

  it('uses an explicit token instead of the stored one, and none when told so', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { data: { ok: true } }));
    const http = client(fetch, { getToken: () => 'stored-token' });
    await http.request(Ok, 'api/users/me', { token: 'explicit' });
    await http.request(Ok, 'api/users/me', { token: null });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer explicit');
    expect(calls[1]!.headers.has('authorization')).toBe(false);
  });

  it('sends JSON bodies and query parameters', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { data: { ok: true } }));
    const http = client(fetch);
    await http.request(Ok, 'api/auth/token', { method: 'POST', body: { email: 'a@b.co', password: 'x' } });
    await http.request(Ok, 'api/departures/available', { query: { country_id: 7 } });
    expect(calls[0]!.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ email: 'a@b.co', password: 'x' });
    expect(calls[1]!.url).toBe('https://api.example.test/api/departures/available?country_id=7');
  });

  it('gives every request a 30 s timeout', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    vi.useFakeTimers();
    // A server that never answers; the request is aborted through its signal.
    const { fetch, calls } = fakeFetch(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.signal?.addEventListener('abort', () => reject(call.signal?.reason));
        }),
    );
    const http = client(fetch);
    const result = http.send('api/auth/logout', { method: 'POST' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NETWORK_ERROR');
  });

  it('maps an error envelope to an ApiError with its code, status, message and field errors', async () => {
    const { fetch } = fakeFetch(() =>
      json(422, { code: 'FAILED_VALIDATION', message: 'Revise los datos', errors: { email: ['inválido'] } }),
    );
    const error = await client(fetch)
      .request(Ok, 'api/users', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'FAILED_VALIDATION',
      status: 422,
      message: 'Revise los datos',
      fieldErrors: { email: ['inválido'] },
    });
  });

  it('carries the Retry-After of a refusal over a limit, in seconds, and does not retry it (docs/product.md#rate-limits)', async () => {
    const tooMany = { code: 'TOO_MANY_REQUESTS', message: 'Demasiadas solicitudes' };
    const { fetch, calls } = fakeFetch(
      () => new Response(JSON.stringify(tooMany), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '720' } }),
      // The other form HTTP allows: a date, read against the client's clock.
      () =>
        new Response(JSON.stringify(tooMany), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': 'Wed, 21 Oct 2026 07:30:00 GMT' },
        }),
      () => json(429, tooMany),
    );
    const http = client(fetch, { now: () => Date.parse('Wed, 21 Oct 2026 07:28:00 GMT') });
    const path = 'api/auth/nueva%40casillero.test/pin/valid';
    const first = await http.request(Ok, path, { query: { purpose: 'signup' } }).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ApiError);
    expect(first).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, retryAfterSeconds: 720 });
    // A GET refused over a limit is not retried at once: the retry would only spend another attempt.
    expect(calls).toHaveLength(1);
    await expect(http.request(Ok, path)).rejects.toMatchObject({ retryAfterSeconds: 120 });
    await expect(http.request(Ok, path)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: null });
    expect(calls).toHaveLength(3);
  });

  it('maps a 500 without an envelope to SERVER_ERROR', async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 500, headers: { 'content-type': 'text/html' } }));
    const error = await client(fetch)
      .send('api/pre-alerts', { method: 'POST' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SERVER_ERROR', status: 500 });
  });

  it('maps a network failure to NETWORK_ERROR', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await client(fetch)
      .send('api/auth/logout', { method: 'POST' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('maps an answer that does not match the contract to INVALID_RESPONSE', async () => {
    const { fetch } = fakeFetch(() => json(200, { data: { ok: 'yes' } }));
    await expect(client(fetch).request(Ok, 'api/users/me')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('retries a failed GET once', async () => {
    const { fetch, calls } = fakeFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(200, { data: { ok: true } }),
    );
    await expect(client(fetch).request(Ok, 'api/warehouses')).resolves.toEqual({ data: { ok: true } });
    expect(calls).toHaveLength(2);
  });

  it('retries a GET only once', async () => {
    const { fetch, calls } = fakeFetch(() => json(503, { code: 'SERVER_ERROR', message: 'down' }));
    await expect(client(fetch).request(Ok, 'api/warehouses')).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    expect(calls).toHaveLength(2);
  });

  it('never retries a POST', async () => {
    const { fetch, calls } = fakeFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(200, { data: { ok: true } }),
    );
    await expect(client(fetch).request(Ok, 'api/auth/token', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(calls).toHaveLength(1);
  });

  it('calls onUnauthorized on a 401 to a request that carried a token', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => json(401, { code: 'AUTHENTICATION_EXCEPTION', message: 'Token inválido' }));
    const http = client(fetch, { getToken: () => 'revoked', onUnauthorized });
    await expect(http.request(Ok, 'api/packages')).rejects.toMatchObject({ code: 'AUTHENTICATION_EXCEPTION', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized on a 401 without a token (wrong credentials at sign-in)', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => json(401, { code: 'AUTHENTICATION_EXCEPTION', message: 'Credenciales incorrectas' }));
    const http = client(fetch, { onUnauthorized });
    await expect(http.request(Ok, 'api/auth/token', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'AUTHENTICATION_EXCEPTION',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("does not call onUnauthorized when the session's token changed while the request was out (another tab signed in)", async () => {
    const onUnauthorized = vi.fn();
    let token = 'revoked';
    const { fetch } = fakeFetch(() => {
      token = 'from-another-tab';
      return json(401, { code: 'AUTHENTICATION_EXCEPTION', message: 'Token inválido' });
    });
    const http = client(fetch, { getToken: () => token, onUnauthorized });
    await expect(http.request(Ok, 'api/packages')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("does not call onUnauthorized on a 401 to a token given explicitly that is not the session's", async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => json(401, { code: 'AUTHENTICATION_EXCEPTION', message: 'Token inválido' }));
    const http = client(fetch, { getToken: () => 'session-token', onUnauthorized });
    await expect(http.request(Ok, 'api/clients', { token: 'other-token' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("the company's data, shared (issue 16: client-app-settings was asked for twice per page)", () => {
  const answers = () => fakeFetch((call) => json(200, { data: { ok: call.headers.get('Accept-Language') === 'es' } }));

  it('asks once for the same path, query and language, however many components ask at once or later', async () => {
    const { fetch, calls } = answers();
    const http = client(fetch);
    const first = await Promise.all([
      http.request(Ok, 'api/client-app-settings', { shared: true }),
      http.request(Ok, 'api/client-app-settings', { shared: true }),
    ]);
    const later = await http.request(Ok, 'api/client-app-settings', { shared: true });
    expect(first).toEqual([{ data: { ok: true } }, { data: { ok: true } }]);
    expect(later).toEqual({ data: { ok: true } });
    expect(calls).toHaveLength(1);
    // Another query is another answer; an unshared call always goes out.
    await http.request(Ok, 'api/departures/available', { query: { country_id: 1 }, shared: true });
    await http.request(Ok, 'api/departures/available', { query: { country_id: 2 }, shared: true });
    await http.request(Ok, 'api/client-app-settings');
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.test/api/client-app-settings',
      'https://api.example.test/api/departures/available?country_id=1',
      'https://api.example.test/api/departures/available?country_id=2',
      'https://api.example.test/api/client-app-settings',
    ]);
  });

  it('keeps one answer per language', async () => {
    const { fetch, calls } = answers();
    let language = 'es';
    const http = client(fetch, { getLanguage: () => language });
    await expect(http.request(Ok, 'api/site-content', { shared: true })).resolves.toEqual({ data: { ok: true } });
    language = 'en';
    await expect(http.request(Ok, 'api/site-content', { shared: true })).resolves.toEqual({ data: { ok: false } });
    language = 'es';
    await expect(http.request(Ok, 'api/site-content', { shared: true })).resolves.toEqual({ data: { ok: true } });
    expect(calls.map((call) => call.headers.get('Accept-Language'))).toEqual(['es', 'en']);
  });

  it('keeps one answer per session: another customer signed in on the same page asks again', async () => {
    const { fetch, calls } = answers();
    let token: string | null = 'first-customer';
    const http = client(fetch, { getToken: () => token });
    await http.request(Ok, 'api/site-content', { shared: true });
    await http.request(Ok, 'api/site-content', { shared: true });
    token = 'second-customer';
    await http.request(Ok, 'api/site-content', { shared: true });
    token = null;
    await http.request(Ok, 'api/site-content', { shared: true });
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer first-customer', 'Bearer second-customer', null]);
  });

  it('does not keep a failure, and asks again once the answer is old', async () => {
    let time = 0;
    const { fetch, calls } = fakeFetch(
      () => json(503, { code: 'SERVER_ERROR', message: 'down' }),
      () => json(503, { code: 'SERVER_ERROR', message: 'down' }),
      () => json(200, { data: { ok: true } }),
    );
    const http = client(fetch, { now: () => time });
    await expect(http.request(Ok, 'api/warehouses', { shared: true })).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    await expect(http.request(Ok, 'api/warehouses', { shared: true })).resolves.toEqual({ data: { ok: true } });
    await http.request(Ok, 'api/warehouses', { shared: true });
    expect(calls).toHaveLength(3); // the failure and its one retry, then the answer kept
    time = SHARED_ANSWER_MS;
    await http.request(Ok, 'api/warehouses', { shared: true });
    expect(calls).toHaveLength(4);
  });
});

describe('the deferred HTTP client (loaded on first use)', () => {
  it('behaves as the real client', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { data: { ok: true } }));
    const http = createDeferredHttp({ baseURL: 'https://portal.example.test/', getToken: () => 't', getLanguage: () => 'en', fetch });
    await expect(http.request(Ok, 'api/users/me')).resolves.toEqual({ data: { ok: true } });
    await http.send('api/auth/logout');
    expect(calls.map((c) => c.url)).toEqual([
      'https://portal.example.test/api/users/me',
      'https://portal.example.test/api/auth/logout',
    ]);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer t');
  });
});
