// Stopping loses nothing (docs/operations.md#stopping-and-restarting): a real server/main.ts told to
// stop says at once that it is not ready and still serves for the drain, new connections included;
// then it takes no new connection, ends its idle ones, finishes what it has (an upload whose body is
// still coming answers, with `Connection: close`), and at the end of the grace cuts what is left,
// leaving no part file behind; one line says what was finished and cut, and the exit code says
// whether anything was.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, readConfig } from '../../server/config.ts';
import { PASSWORD, DEMO } from './support/users.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DRAIN_SECONDS = 2;
const GRACE_SECONDS = 3;

type Line = Record<string, unknown> & { msg: string };
type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

let child: ChildProcess;
let dataDir: string;
let base: string;
let port: number;
let token: string;
let stdout = '';
let exited: Promise<number | null>;

const logged = (): Line[] => stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Line);
const partFiles = () => readdirSync(join(dataDir, 'uploads')).filter((name) => name.endsWith('.part'));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'casillero-drain-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    // Cheap password hashes for the sign-in (server/auth/password.ts).
    CASILLERO_TEST_ROUTES: '1',
  };
  for (const name of ['DATABASE_URL', 'MAIL_URL', 'STORAGE_URL', 'LOG_LEVEL', 'METRICS_PORT', 'NODE_ENV']) delete env[name];
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  await vi.waitFor(
    () => {
      const listening = logged().find((line) => line.msg.startsWith('Casillero on '));
      if (!listening) throw new Error(`not listening yet: ${stdout}`);
      port = Number(/:(\d+) /.exec(listening.msg)![1]);
    },
    { timeout: 100_000, interval: 50 },
  );
  base = `http://127.0.0.1:${port}`;
  const signIn = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO, password: PASSWORD }),
  });
  token = ((await signIn.json()) as { data: { token: string } }).data.token;
}, 120_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const BOUNDARY = 'casillero-drain-boundary';
const OPENING = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profile_picture"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);
const CLOSING = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const FILE_BYTES = 64 * 1024;

/**
 * A profile picture whose body comes in two halves, on a kept-alive connection: the first half at
 * once, the second when `finish` is called. `answer` is the server's answer, or the error the
 * connection ended with.
 */
function slowUpload() {
  const file = Buffer.alloc(FILE_BYTES, 0x20);
  file.set([0xff, 0xd8, 0xff, 0xe0], 0);
  const outgoing = request(`${base}/api/clients/me/profile-picture`, {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Content-Length': OPENING.length + file.length + CLOSING.length,
      Connection: 'keep-alive',
    },
  });
  const answer = new Promise<Answer | Error>((resolve) => {
    outgoing.on('response', (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode!, headers: incoming.headers, body }));
      incoming.on('error', resolve);
    });
    outgoing.on('error', resolve);
  });
  outgoing.write(Buffer.concat([OPENING, file.subarray(0, FILE_BYTES / 2)]));
  return { answer, finish: () => outgoing.end(Buffer.concat([file.subarray(FILE_BYTES / 2), CLOSING])) };
}

/** An answer on a connection of its own, opened now. */
const onNewConnection = (path: string) =>
  new Promise<Answer>((resolve, reject) => {
    const outgoing = request(`${base}${path}`, { agent: false }, (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode!, headers: incoming.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

/** A kept-alive connection that has answered a request and now waits, idle, for the next. */
const idleKeptAlive = () =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: casillero\r\nConnection: keep-alive\r\n\r\n'));
    socket.once('data', () => resolve(socket));
    socket.once('error', reject);
  });

const elapsedSince = (start: number) => performance.now() - start;

describe('a server told to stop', () => {
  it('keeps serving for the drain, finishes what it has in the grace, cuts the rest, and says so', async () => {
    const finishing = slowUpload();
    const cut = slowUpload();
    // Both are being written to the store.
    await vi.waitFor(() => expect(partFiles()).toHaveLength(2), { timeout: 5_000, interval: 20 });
    const idle = await idleKeptAlive();
    let signalled = 0;
    const idleClosed = new Promise<number>((resolve) => idle.once('close', () => resolve(elapsedSince(signalled))));

    signalled = performance.now();
    child.kill('SIGTERM');

    // The drain: out of the load balancer at once, everything else still served, new connections too.
    await vi.waitFor(() => expect(logged().some((line) => line.msg === 'SIGTERM: stopping')).toBe(true), { interval: 10 });
    const ready = await onNewConnection('/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'stopping' });
    expect((await onNewConnection('/healthz')).status).toBe(200);
    expect((await onNewConnection('/api/countries')).status).toBe(200);
    expect(elapsedSince(signalled)).toBeLessThan(DRAIN_SECONDS * 1_000);

    // After the drain: no new connection, the idle kept-alive one closed.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_SECONDS * 1_000 + 200 - elapsedSince(signalled)));
    await expect(onNewConnection('/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await idleClosed).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1_000 - 50);
    expect(await idleClosed).toBeLessThan(DRAIN_SECONDS * 1_000 + 1_000);

    // In the grace: the upload whose body was still coming answers, and closes its connection.
    finishing.finish();
    const finished = await finishing.answer;
    expect(finished).toMatchObject({ status: 200, headers: { connection: 'close' } });
    expect(elapsedSince(signalled)).toBeLessThan((DRAIN_SECONDS + GRACE_SECONDS) * 1_000);

    // At the end of the grace: the upload that never ends is cut, and nothing of it is kept.
    expect(await cut.answer).toBeInstanceOf(Error);
    expect(elapsedSince(signalled)).toBeGreaterThanOrEqual((DRAIN_SECONDS + GRACE_SECONDS) * 1_000 - 50);
    expect(await exited).toBe(1);
    expect(partFiles()).toEqual([]);

    const stopped = logged().filter((line) => line.msg === 'stopped');
    expect(stopped).toHaveLength(1);
    // The readiness and health checks, the countries and the upload; the upload that never ended.
    expect(stopped[0]).toMatchObject({ level: 'info', finished: 4, cut: 1, aborted: 0 });
    expect(stopped[0]!.durationMs).toBeGreaterThanOrEqual((DRAIN_SECONDS + GRACE_SECONDS) * 1_000);
    expect(stopped[0]!.durationMs).toBeLessThan((DRAIN_SECONDS + GRACE_SECONDS) * 1_000 + 3_000);
    expect(logged().at(-1)).toEqual(stopped[0]);
  });
});

describe('SHUTDOWN_DRAIN_SECONDS and SHUTDOWN_GRACE_SECONDS', () => {
  const shutdown = (settings: Record<string, string>) => readConfig({ DATA_DIR: dataDir, ...settings }).shutdown;

  it('default to 5 and 25 seconds, and take 0', () => {
    expect(shutdown({})).toEqual({ drainSeconds: 5, graceSeconds: 25 });
    expect(shutdown({ SHUTDOWN_DRAIN_SECONDS: '0', SHUTDOWN_GRACE_SECONDS: '0' })).toEqual({ drainSeconds: 0, graceSeconds: 0 });
  });

  it('stop the start on anything but whole seconds in range, naming the setting', () => {
    for (const [name, value] of [['SHUTDOWN_DRAIN_SECONDS', '-1'], ['SHUTDOWN_DRAIN_SECONDS', '601'], ['SHUTDOWN_GRACE_SECONDS', '2.5'], ['SHUTDOWN_GRACE_SECONDS', 'soon']] as const) {
      expect(() => shutdown({ [name]: value }), `${name}=${value}`).toThrow(ConfigError);
      expect(() => shutdown({ [name]: value })).toThrow(name);
    }
  });
});
