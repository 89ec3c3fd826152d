// A real start of server/main.ts, as an operator runs it (docs/operations.md#running-in-production,
// docs/operations.md#metrics): every line on stdout and stderr is JSON, one says the settings
// without a secret and the migration, the metrics are on their own port and never on the public
// one, health checks are not request lines, and Node's warnings and a library's console lines are
// log lines too.
// PGlite only: a start on PostgreSQL is startup-lock.test.ts's.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const JOURNAL: { entries: { tag: string }[] } = JSON.parse(readFileSync(join(ROOT, 'server/db/migrations/meta/_journal.json'), 'utf8'));

const SECRETS = {
  mail: 'smtp-pass-9Rt',
  media: 'media-secret-4Hv',
  apiKey: 'w'.repeat(40),
  webhook: `whsec_${Buffer.from('main process webhook key, 32 byt').toString('base64')}`,
};

// What a library may write, on a signal: a warning (Node prints it as text on stderr) and console lines.
const WRITE_ON_SIGNAL = `data:text/javascript,${encodeURIComponent(
  "process.on('SIGUSR2', () => { process.emitWarning('a warning from the test', 'TestWarning'); console.log('a library says %d', 42); console.error('a library is cross'); })",
)}`;

type Line = Record<string, unknown> & { msg: string };

let child: ChildProcess;
let dataDir: string;
let stdout = '';
let stderr = '';
let exited: Promise<number | null>;

const lines = (text: string) => text.split('\n').filter(Boolean);
/** stdout's lines as parsed: a line that is not JSON fails the test that reads it. */
const logged = (): Line[] => lines(stdout).map((line) => JSON.parse(line) as Line);

async function lineWith(check: (line: Line) => boolean, what: string): Promise<Line> {
  let found: Line | undefined;
  await vi.waitFor(
    () => {
      found = logged().find(check);
      if (!found) throw new Error(`no line ${what} yet; stdout: ${stdout}; stderr: ${stderr}`);
    },
    { timeout: 45_000, interval: 100 },
  );
  return found!;
}

let publicBase: string;
let metricsBase: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'casillero-main-process-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    METRICS_PORT: '0',
    DATA_DIR: dataDir,
    MAIL_URL: `smtp://casillero:${SECRETS.mail}@127.0.0.1:1?from=no-reply@casillero.example`,
    PUBLIC_URL: 'https://portal.casillero.example',
    MEDIA_SECRET: SECRETS.media,
    WAREHOUSE_API_KEYS: SECRETS.apiKey,
    WAREHOUSE_WEBHOOK_URL: 'http://127.0.0.1:1/hooks',
    WAREHOUSE_WEBHOOK_SECRET: SECRETS.webhook,
    // No load balancer to wait for (drain.test.ts stops a server with one).
    SHUTDOWN_DRAIN_SECONDS: '0',
  };
  for (const name of ['DATABASE_URL', 'LOG_LEVEL', 'STORAGE_URL', 'DEMO', 'CASILLERO_TEST_ROUTES', 'METRICS_HOST']) delete env[name];
  child = spawn(process.execPath, ['--import', 'tsx', '--import', WRITE_ON_SIGNAL, 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = await lineWith((line) => line.msg.startsWith('Casillero on '), 'saying the public port');
  publicBase = `http://127.0.0.1:${/:(\d+) /.exec(listening.msg)![1]}`;
  const metrics = await lineWith((line) => line.msg.startsWith('metrics on '), 'saying the metrics port');
  metricsBase = `http://127.0.0.1:${metrics.port as number}`;
}, 60_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a start', () => {
  it('writes the settings, without a secret, and the migration, in one line', () => {
    const starting = logged().filter((line) => line.msg === 'starting');
    expect(starting).toHaveLength(1);
    expect(starting[0]).toMatchObject({
      level: 'info',
      msg: 'starting',
      node: process.version,
      migration: { tag: JOURNAL.entries.at(-1)!.tag, hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      settings: {
        port: 0,
        dataDir,
        metrics: { host: '127.0.0.1', port: 0 },
        publicUrl: 'https://portal.casillero.example',
        mailUrl: 'smtp://casillero:***@127.0.0.1:1?from=no-reply@casillero.example',
        mediaSecret: '[hidden]',
        warehouseApiKeys: ['[hidden]'],
        warehouseWebhook: { url: 'http://127.0.0.1:1/hooks', secret: '[hidden]' },
      },
    });
  });

  it('serves the metrics on their own port only', async () => {
    expect((await fetch(`${publicBase}/api/countries`)).status).toBe(200);
    const onPublic = await fetch(`${publicBase}/metrics`);
    expect(onPublic.headers.get('content-type')).not.toContain('version=0.0.4');
    expect(await onPublic.text()).not.toContain('casillero_http_requests_total');

    const res = await fetch(`${metricsBase}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('casillero_http_requests_total{method="GET",route="/api/countries",status="200"} 1\n');
    for (const name of ['casillero_http_request_duration_seconds_bucket', 'casillero_db_pool_max', 'casillero_outbox_backlog', 'casillero_password_hashes_queued', 'process_resident_memory_bytes']) {
      expect(text).toContain(`\n${name}`);
    }
  });

  it("answers a load balancer's HTTP/1.0 check without a Host, and refuses HTTP/1.1 without one", async () => {
    const { port } = new URL(publicBase);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer.split('\r\n')[0]!));
        socket.on('error', reject);
      });
    expect(await raw('GET /readyz HTTP/1.0\r\n\r\n')).toBe('HTTP/1.1 200 OK');
    expect(await raw('GET /readyz HTTP/1.1\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('writes no request line for a health check', async () => {
    for (const path of ['/healthz', '/readyz', '/readyz']) expect((await fetch(`${publicBase}${path}`)).status).toBe(200);
    const res = await fetch(`${publicBase}/api/client-app-settings`);
    // The request after them is logged: the health checks, answered first, would be by now.
    await lineWith((line) => line.requestId === res.headers.get('X-Request-Id'), 'for the request after the health checks');
    const routes = logged().filter((line) => line.msg === 'request').map((line) => line.route);
    expect(routes).not.toContain('/healthz');
    expect(routes).not.toContain('/readyz');
  });

  it("writes Node's warnings and a library's console lines as log lines", async () => {
    child.kill('SIGUSR2');
    const warning = await lineWith((line) => line.msg === 'process warning', 'for the warning');
    expect(warning).toMatchObject({ level: 'warn', warning: { type: 'TestWarning', message: 'a warning from the test' } });
    expect(await lineWith((line) => line.console === 'log', 'for console.log')).toMatchObject({ level: 'info', msg: 'a library says 42' });
    expect(await lineWith((line) => line.console === 'error', 'for console.error')).toMatchObject({ level: 'error', msg: 'a library is cross' });
  });

  it('writes JSON lines only, and never a secret, to its stop', async () => {
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(logged().at(-1)).toMatchObject({ level: 'info', msg: 'stopped', finished: 0, cut: 0 });
    for (const line of [...lines(stdout), ...lines(stderr)]) expect(() => JSON.parse(line), line).not.toThrow();
    expect(stderr).toBe('');
    for (const secret of Object.values(SECRETS)) expect(stdout).not.toContain(secret);
  });
});
