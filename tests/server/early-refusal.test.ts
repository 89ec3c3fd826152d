// A refusal sent before the body was read reaches the client (docs/product.md#production): the
// server drains what is already on its way before it closes, so the client reads its 401 or 413
// instead of EPIPE or ECONNRESET. Real sockets: each client declares an upload of a few megabytes,
// and the part of it already on its way when the refusal leaves arrives after it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { request } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/api/contract/limits.ts';
import { DRAIN_MAX_BYTES } from '../../server/http/drain.ts';
import { useTestApp } from './support/test-app.ts';
import { BOUNDARY } from './support/uploads.ts';
import { DEMO } from './support/users.ts';

const t = useTestApp();
let server: ServerType;
let port: number;
let token: string;
/** The clients waiting for their refusal to leave the server, by their port. */
const refusalSent = new Map<number, () => void>();

beforeAll(async () => {
  token = await t.tokenFor(DEMO);
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => refusalSent.get(req.socket.remotePort ?? 0)?.());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const DECLARED_BYTES = 3_000_000;
/** What a client still had on its way when the refusal left: under what the server drains. */
const IN_FLIGHT_BYTES = 900_000;
const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

type Outcome = { status: number | null; error: string | null };

const CHUNK = Buffer.alloc(64 * 1024, 0x41);

/**
 * The part of the body on its way, as a network delivers it: a chunk at a time, each once the last
 * one is out and the server has had a turn, so the refusal finds the client still sending.
 */
function sendInFlight(socket: Socket, sent = 0): void {
  if (sent >= IN_FLIGHT_BYTES || socket.destroyed) return void socket.end();
  socket.write(CHUNK, (error) => {
    if (!error) setImmediate(() => sendInFlight(socket, sent + CHUNK.length));
  });
}

/**
 * An upload declared at DECLARED_BYTES whose first IN_FLIGHT_BYTES arrive after the server refused
 * it; the client reads the answer as it comes, and sends nothing more than that.
 */
function refusedUpload(headers: Record<string, string | number>): Promise<Outcome> {
  return new Promise((resolve) => {
    // Half-open: the server's end of the connection does not stop what the client is sending.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    let error: string | null = null;
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (answer += data));
    socket.on('error', (failure: NodeJS.ErrnoException) => (error ??= failure.code ?? failure.message));
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1];
      resolve({ status: status ? Number(status) : null, error });
    });
    socket.on('connect', () => {
      refusalSent.set(socket.localPort!, () => sendInFlight(socket));
      const head = Object.entries({ Host: '127.0.0.1', 'Content-Length': DECLARED_BYTES, ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`POST /api/pre-alerts HTTP/1.1\r\n${head.join('')}\r\n`);
    });
  });
}

describe('a refusal sent before the body was read', () => {
  it('reaches all 50 clients as a status, never as a broken connection', async () => {
    const withoutToken = Array.from({ length: 40 }, () => refusedUpload({ 'Content-Type': multipart }));
    // Declared over the limit: refused on its Content-Length, before a byte of the body is read.
    const overTheLimit = Array.from({ length: 10 }, () =>
      refusedUpload({ Authorization: `Bearer ${token}`, 'Content-Type': multipart, 'Content-Length': UPLOAD_MAX_BYTES * 2 }),
    );
    const outcomes = await Promise.all([...withoutToken, ...overTheLimit]);
    expect(outcomes).toEqual([...Array(40).fill({ status: 401, error: null }), ...Array(10).fill({ status: 413, error: null })]);
  });

  it('reaches a client that sends on past DRAIN_MAX_BYTES before the connection is dropped', async () => {
    // Node's client reads while it sends; the rest of its body then meets a closed socket.
    const outcome = await new Promise<{ status?: number; errorBeforeStatus: boolean }>((resolve) => {
      const result: { status?: number; errorBeforeStatus: boolean } = { errorBeforeStatus: false };
      const req = request({ host: '127.0.0.1', port, path: '/api/pre-alerts', method: 'POST', agent: false, headers: { 'Content-Type': multipart } });
      req.on('response', (res) => {
        result.status = res.statusCode;
        res.resume();
      });
      req.on('error', () => (result.errorBeforeStatus ||= result.status === undefined));
      req.on('close', () => resolve(result));
      req.end(Buffer.alloc(4 * DRAIN_MAX_BYTES));
    });
    expect(outcome).toEqual({ status: 401, errorBeforeStatus: false });
  });
});
