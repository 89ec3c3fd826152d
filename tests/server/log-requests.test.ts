// The request log (docs/product.md#production): one JSON line per request with its route pattern,
// never a token, password, code or query string; X-Request-Id from a trusted proxy or made; a
// client that leaves mid-request is one info line, without a stack.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog, type LogLine } from './support/log-capture.ts';
import { freshEmail, latestPin, pinPath } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO } from './support/users.ts';

const PROXY = '10.0.0.7';
const captured = captureLog();
const t = useTestApp({ log: captured.log, trustedProxies: [PROXY] });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(() => {
  captured.clear();
});

const linesOf = (requestId: string | null) => captured.lines.filter((line) => line.requestId === requestId);

describe('a line per request', () => {
  it('names the time, request id, method, route pattern, status and duration', async () => {
    const token = await t.tokenFor(DEMO);
    captured.clear();
    const res = await t.request('/api/packages/999999', { token });
    expect(res.status).toBe(404);
    const id = res.headers.get('X-Request-Id');
    expect(id).toMatch(UUID);
    const [line, ...others] = linesOf(id);
    expect(others).toEqual([]);
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/api/packages/:id', status: 404 });
    expect(new Date(line!.time as string).toISOString()).toBe(line!.time);
    expect(line!.durationMs).toBeTypeOf('number');
    expect(line).not.toHaveProperty('aborted');
  });

  it('names a path no route took by the fallback that answered', async () => {
    const res = await t.request('/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(linesOf(res.headers.get('X-Request-Id'))).toMatchObject([{ route: '/api/*', status: 404 }]);
  });

  it('never holds a token, password, code or query string', async () => {
    const email = freshEmail('log');
    const secretPassword = 'Nunca-En-El-Log-7';
    const token = await t.tokenFor(DEMO);
    captured.clear();
    await t.request('/api/auth/token?q=secret-in-query', { json: { email: DEMO, password: secretPassword } });
    await t.request('/api/search?q=secret-search-words', { token });
    await t.request(pinPath(email, 'valid'));
    const pin = await latestPin(t, email);
    await t.request(pinPath(email, 'grant'), { json: { email, pin } });
    const text = captured.text();
    expect(captured.lines.length).toBeGreaterThanOrEqual(5);
    for (const secret of [token, secretPassword, pin, 'secret-in-query', 'secret-search-words', email, encodeURIComponent(email)]) {
      expect(text).not.toContain(secret);
    }
    expect(captured.lines.map((line) => line.route)).toContain('/api/auth/:email/pin/grant');
  });
});

describe('X-Request-Id', () => {
  it("is the trusted proxy's when it is valid", async () => {
    const res = await t.request('/api/countries', { address: PROXY, headers: { 'X-Request-Id': 'lb-4f2a:91' } });
    expect(res.headers.get('X-Request-Id')).toBe('lb-4f2a:91');
    expect(linesOf('lb-4f2a:91')).toHaveLength(1);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'id with spaces'],
    ['with quotes', 'x"}{"level":"fatal'],
  ])('is made anew when the proxy sends one %s', async (_, given) => {
    const res = await t.request('/api/countries', { address: PROXY, headers: { 'X-Request-Id': given } });
    expect(res.headers.get('X-Request-Id')).toMatch(UUID);
  });

  it('is made anew when the header comes from any other client', async () => {
    const res = await t.request('/api/countries', { address: '203.0.113.9', headers: { 'X-Request-Id': 'forged-id' } });
    expect(res.headers.get('X-Request-Id')).toMatch(UUID);
    expect(linesOf('forged-id')).toEqual([]);
  });

  it('comes back on refusals too', async () => {
    const res = await t.request('/api/recipients');
    expect(res.status).toBe(401);
    expect(linesOf(res.headers.get('X-Request-Id'))).toMatchObject([{ route: '/api/recipients', status: 401 }]);
  });
});

describe('a client that leaves mid-request', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A sign-in whose body stops after 10 of its 100 bytes; the client hangs up once the server has the request. */
  function leaveMidRequest() {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    server.once('request', () => setImmediate(() => socket.destroy()));
    socket.write('POST /api/auth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":"');
  }

  it('is one info line, without a stack', async () => {
    const leaving = 20;
    for (let i = 0; i < leaving; i++) leaveMidRequest();
    await vi.waitFor(() => expect(captured.lines.length).toBeGreaterThanOrEqual(leaving));
    // Whatever else would come has come by the time one more request is answered and logged.
    await fetch(`http://127.0.0.1:${port}/api/countries`).then((res) => res.arrayBuffer());
    await vi.waitFor(() => expect(captured.lines.length).toBe(leaving + 1));
    const aborted = captured.lines.filter((line: LogLine) => line.aborted);
    expect(aborted).toHaveLength(leaving);
    for (const line of aborted) {
      expect(line).toMatchObject({ level: 'info', msg: 'request aborted', method: 'POST', route: '/api/auth/token' });
      expect(line).not.toHaveProperty('err');
    }
    expect(captured.text()).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
