// The servers and browsers the bench starts, always stopped (also on Ctrl-C), and the demo
// customer's session on them.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO } from './routes.ts';
import { ROOT } from './config.ts';

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
/** Browsers and in-process servers: anything with a kill or close to call at exit. */
export const closers = new Set<{ kill: () => void | Promise<void> }>();

/** A temporary folder, removed when the bench exits (or earlier with `removeTempDir`). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    children.delete(child);
    return;
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig); // the process group: tsx and the node process it starts
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

function cleanupSync(): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  for (const closer of closers) {
    try {
      void closer.kill();
    } catch {
      /* already gone */
    }
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

export function stopEverythingOnExit(): void {
  process.on('exit', cleanupSync);
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      console.error(`\nbench: ${sig}, stopping the servers.`);
      process.exit(130);
    });
  }
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export type Server = { url: string; stop: () => Promise<void> };

/** Starts `tsx server/main.ts` (or `script`) on a free port with a temporary DATA_DIR; resolves when it answers. */
export async function startServer(label: string, env: Record<string, string>, script = 'server/main.ts'): Promise<Server> {
  const port = await freePort();
  const dataDir = tempDir('casillero-bench-');
  const tsx = resolve(ROOT, 'node_modules/.bin/tsx');
  if (!existsSync(tsx)) throw new Error('node_modules/.bin/tsx is missing: run npm ci.');
  // The server's output goes to a file, not through this process: autocannon runs here, and reading
  // a log line per request would slow the load that measures the portal and not its ceilings.
  const logPath = join(dataDir, 'server.log');
  const logFd = openSync(logPath, 'w');
  const child = spawn(tsx, [script], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    // A production build in demo mode: the bench signs the demo customer in, no mail is sent. A
    // MEDIA_SECRET, as on PostgreSQL a start needs one (docs/product.md#production).
    env: { ...process.env, NODE_ENV: 'production', DEMO: '1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', MEDIA_SECRET: 'casillero-bench', SHUTDOWN_DRAIN_SECONDS: '0', ...env },
  });
  closeSync(logFd);
  children.add(child);
  const output = () => readFileSync(logPath, 'utf8').slice(-4000);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      children.delete(child);
      throw new Error(`the ${label} server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
      if (res.status < 500) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`the ${label} server did not answer on ${url} within 120 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`  ${label} server on ${url} (DATA_DIR ${dataDir})`);
  return {
    url,
    stop: async () => {
      await stopChild(child);
      removeTempDir(dataDir);
    },
  };
}

/** Signs the demo customer in through the API; its bearer token. */
export async function demoToken(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = (await login.json().catch(() => null)) as { data?: { token?: string } } | null;
  const token = body?.data?.token;
  if (!login.ok || !token) {
    throw new Error(`POST /api/auth/token as ${DEMO.email} answered ${login.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return token;
}

/** A GET of the API as the demo customer; its JSON body. */
export async function apiGet<T>(url: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}
