// The contract's envelope and error handling: nothing a client sends may produce a 500.
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/api/contract/envelope.ts';
import { createApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import type { Db } from '../../server/db/open.ts';
import { checkedRequest } from './support/declared-answers.ts';
import { captureLog } from './support/log-capture.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO } from './support/users.ts';

const t = useTestApp();

async function errorOf(res: Response) {
  return ErrorBodySchema.parse(await res.json());
}

describe('unknown paths', () => {
  it.each(['/api/nope', '/api', '/api/packages/logs/extra', '/api/packages/abc'])('%s answers 404 NOT_FOUND as JSON', async (path) => {
    const res = await t.request(path, { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'The requested resource was not found.' });
  });

  it('answers NOT_FOUND for a wrong method on a known path', async () => {
    const res = await t.request('/api/countries', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('NOT_FOUND');
  });
});

describe('languages', () => {
  it.each([
    [undefined, 'No autenticado.'],
    ['es', 'No autenticado.'],
    ['es-419', 'No autenticado.'],
    ['en', 'Unauthenticated.'],
    ['en-US,en;q=0.9,es;q=0.8', 'Unauthenticated.'],
    ['fr-FR, en;q=0.5', 'Unauthenticated.'],
    ['es;q=0.2, en;q=0.9', 'Unauthenticated.'],
    ['de', 'No autenticado.'],
    [';;;q=abc,,', 'No autenticado.'],
  ])('Accept-Language %s gives "%s"', async (lang, message) => {
    const res = await t.request('/api/users/me', { lang });
    expect((await errorOf(res)).message).toBe(message);
  });
});

describe('malformed bodies never give a 500', () => {
  const login = (body: BodyInit, lang = 'en') =>
    t.request('/api/auth/token', { body, lang, headers: { 'Content-Type': 'application/json' } });

  it('answers FAILED_VALIDATION for JSON that does not parse', async () => {
    const res = await login('{"email": "demo@casillero.test", ');
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'FAILED_VALIDATION',
      message: 'The request body is not valid JSON.',
      errors: { body: ['The request body is not valid JSON.'] },
    });
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('answers FAILED_VALIDATION for %s instead of an object', async (_, body) => {
    const res = await login(body);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe('FAILED_VALIDATION');
  });

  it('answers field errors for wrong types', async () => {
    const res = await login(JSON.stringify({ email: 42, password: { a: 1 } }));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).errors).toEqual({
      email: ['This value has the wrong type.'],
      password: ['This value has the wrong type.'],
    });
  });

  it('answers required errors for an empty body and for nulls', async () => {
    for (const body of ['', JSON.stringify({ email: null, password: null })]) {
      const res = await login(body);
      expect(res.status).toBe(422);
      expect((await errorOf(res)).errors).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
    }
  });

  it('answers a maximum-length error for a huge e-mail', async () => {
    const res = await login(JSON.stringify({ email: `${'a'.repeat(100_000)}@x.com`, password: 'long-enough' }));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).errors?.email).toContain('Must be at most 255 characters.');
  });

  it('answers FAILED_VALIDATION (not 500, and before hashing) for a huge password', async () => {
    const res = await login(JSON.stringify({ email: DEMO, password: 'x'.repeat(200_000) }));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe('FAILED_VALIDATION');
  });

  it('answers PAYLOAD_TOO_LARGE for a body over 1 MB', async () => {
    const res = await login(JSON.stringify({ email: DEMO, password: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a multipart body on a JSON route unread, however large', async () => {
    const big = new FormData();
    big.append('email', DEMO);
    big.append('password', 'x'.repeat(2_000_000));
    const res = await t.request('/api/auth/token', { body: big, lang: 'en' });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({ code: 'FAILED_VALIDATION', message: 'The request body is not valid JSON.', errors: { body: ['The request body is not valid JSON.'] } });
  });

  it('answers FAILED_VALIDATION for a bad query', async () => {
    const token = await t.tokenFor(DEMO);
    const res = await t.request('/api/packages?page=abc&page_size=1000', { token, lang: 'es' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).errors).toEqual({
      page: ['Escribe el número solo con cifras, y un punto antes de los decimales (p. ej., 12.50).'],
      page_size: ['Debe ser como máximo 100.'],
    });
  });

  it.each(['0x10', '1e2', '5.', '.5', ' 5 ', '+5', '-5'])('reads page and page_size only as plain decimals, not %j (docs/product.md#input-rules)', async (value) => {
    const token = await t.tokenFor(DEMO);
    const query = new URLSearchParams({ page: value, page_size: value });
    const res = await t.request(`/api/packages?${query}`, { token, lang: 'en' });
    const notPlain = ['Write the number with digits only, and a point before any decimals (e.g. 12.50).'];
    expect(res.status).toBe(422);
    expect((await errorOf(res)).errors).toEqual({ page: notPlain, page_size: notPlain });
  });

  it('answers NOT_FOUND for ids that cannot exist', async () => {
    const token = await t.tokenFor(DEMO);
    for (const id of ['0', '99999999999999999999', '2147483648', '-1', '1.5']) {
      const res = await t.request(`/api/packages/${id}`, { token });
      expect(res.status, id).toBe(404);
    }
  });
});

describe('responses', () => {
  it('wraps a resource in data and marks API answers as not cacheable', async () => {
    const res = await t.request('/api/countries');
    expect(res.status).toBe(200);
    expect(Object.keys(await res.json())).toEqual(['data']);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('compresses large JSON answers when asked', async () => {
    const res = await t.request('/api/countries', { headers: { 'Accept-Encoding': 'gzip' } });
    const size = JSON.stringify((await (await t.request('/api/countries')).json())).length;
    if (size > 1024) expect(res.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('turns an unexpected exception into a logged 500 SERVER_ERROR envelope', async () => {
    const { log, lines } = captureLog();
    const broken = new Proxy({}, { get: () => () => { throw new Error('database is down'); } }) as unknown as Db;
    const app = createApp({
      ...t.deps,
      db: broken,
      clock: createClock(),
      log,
    });
    const res = await checkedRequest(app, '/api/countries', { headers: { 'Accept-Language': 'en' } });
    expect(res.status).toBe(500);
    expect(await errorOf(res)).toEqual({ code: 'SERVER_ERROR', message: 'Something went wrong on our side. Please try again later.' });
    const [failure] = lines.filter((line) => line.level === 'error');
    expect(failure).toMatchObject({ msg: 'server error', requestId: res.headers.get('X-Request-Id'), err: { message: 'database is down' } });
    expect((failure!.err as { stack: string }).stack).toMatch(/^Error: database is down\n\s+at /);
  });
});
