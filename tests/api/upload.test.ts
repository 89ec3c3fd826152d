import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/api/api-error.ts';
import type { HttpConfig } from '../../src/api/http.ts';
import { createUploader } from '../../src/api/upload.ts';

/** A scripted XMLHttpRequest: records what was sent; the test answers it. */
class FakeXhr {
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.responseHeaders = headers;
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const Created = z.object({ data: z.object({ id: z.number() }) });

function uploader(overrides: Partial<HttpConfig> = {}) {
  const xhrs: FakeXhr[] = [];
  const upload = createUploader(
    { baseURL: 'https://api.example.test/', getToken: () => 'stored-token', getLanguage: () => 'en', ...overrides },
    { timeoutMs: 30_000, createXhr: () => xhrs[xhrs.push(new FakeXhr()) - 1] as unknown as XMLHttpRequest },
  );
  return { upload, xhrs };
}

describe('the uploader', () => {
  it('POSTs the form to the base URL with the token, the language and the timeout, reporting progress', async () => {
    const { upload, xhrs } = uploader();
    const progress: unknown[] = [];
    const body = new FormData();
    const done = upload(Created, 'api/pre-alerts', body, { onProgress: (p) => progress.push(p) });
    const xhr = xhrs[0]!;
    expect([xhr.method, xhr.url, xhr.timeout, xhr.body]).toEqual(['POST', 'https://api.example.test/api/pre-alerts', 30_000, body]);
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en', Authorization: 'Bearer stored-token' });
    xhr.upload.onprogress?.({ loaded: 5, total: 10 });
    xhr.answer(201, { data: { id: 4 } });
    await expect(done).resolves.toEqual({ data: { id: 4 } });
    expect(progress).toEqual([{ loaded: 5, total: 10 }]);
  });

  it('sends no Authorization header without a token', async () => {
    const { upload, xhrs } = uploader({ getToken: () => null });
    const done = upload(Created, 'api/pre-alerts', new FormData());
    expect(xhrs[0]!.headers.Authorization).toBeUndefined();
    xhrs[0]!.answer(201, { data: { id: 1 } });
    await done;
  });

  it("turns the server's error into a typed ApiError with its field errors", async () => {
    const { upload, xhrs } = uploader();
    const done = upload(Created, 'api/pre-alerts', new FormData());
    xhrs[0]!.answer(422, { code: 'FAILED_VALIDATION', message: 'Invalid', errors: { cost: ['Wrong'] } });
    await expect(done).rejects.toMatchObject({ code: 'FAILED_VALIDATION', status: 422, fieldErrors: { cost: ['Wrong'] } });
  });

  it('carries the Retry-After of a refusal over a limit (docs/product.md#rate-limits)', async () => {
    const { upload, xhrs } = uploader();
    const done = upload(Created, 'api/pre-alerts', new FormData());
    xhrs[0]!.answer(429, { code: 'TOO_MANY_REQUESTS', message: 'Too many' }, { 'retry-after': '1800' });
    await expect(done).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, retryAfterSeconds: 1800 });
  });

  it('maps an odd answer, a 5xx, a network failure and a timeout', async () => {
    const { upload, xhrs } = uploader();
    const odd = upload(Created, 'api/pre-alerts', new FormData());
    xhrs[0]!.answer(201, { nothing: true });
    await expect(odd).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    const down = upload(Created, 'api/pre-alerts', new FormData());
    xhrs[1]!.answer(503, 'down');
    await expect(down).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 503 });
    const offline = upload(Created, 'api/pre-alerts', new FormData());
    xhrs[2]!.onerror?.();
    await expect(offline).rejects.toBeInstanceOf(ApiError);
    await expect(offline).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    const slow = upload(Created, 'api/pre-alerts', new FormData());
    xhrs[3]!.ontimeout?.();
    await expect(slow).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('signs out on a 401 to a call that carried a token, not otherwise', async () => {
    const onUnauthorized = vi.fn();
    const signedIn = uploader({ onUnauthorized });
    const refused = signedIn.upload(Created, 'api/pre-alerts', new FormData());
    signedIn.xhrs[0]!.answer(401, { code: 'AUTHENTICATION_EXCEPTION', message: 'No' });
    await expect(refused).rejects.toMatchObject({ code: 'AUTHENTICATION_EXCEPTION' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const visitor = uploader({ onUnauthorized, getToken: () => null });
    const alsoRefused = visitor.upload(Created, 'api/pre-alerts', new FormData());
    visitor.xhrs[0]!.answer(401, { code: 'AUTHENTICATION_EXCEPTION', message: 'No' });
    await expect(alsoRefused).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('aborts when its signal does', async () => {
    const { upload, xhrs } = uploader();
    const controller = new AbortController();
    const done = upload(Created, 'api/pre-alerts', new FormData(), { signal: controller.signal });
    controller.abort();
    expect(xhrs[0]!.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
