// Servers of the deployment tests (docs/operations.md#running-in-production): each runs
// `node --import tsx server/main.ts` from the project's release, as `npm run serve` does, with the
// environment the test gives it; its JSON lines are kept for the test to read.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../../..');
export const DEMO = { email: 'demo@casillero.test', password: 'casillero-demo' };
export const S3_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1' };
// The SDK's notice that its 2027 releases need Node 22: true, and said once by each server already.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

export type Server = { name: string; url: string; port: number; dataDir: string; env: NodeJS.ProcessEnv; process: ChildProcess; output: string[] };

export function startServer(name: string, port: number, dataDir: string, env: NodeJS.ProcessEnv): Server {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...S3_KEYS, NODE_ENV: 'production', DEMO: '1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, url: `http://127.0.0.1:${port}`, port, dataDir, env, process: child, output };
}

/** The same server again, on its port, data folder and settings. */
export const restartServer = (server: Server, name = `${server.name} again`) => startServer(name, server.port, server.dataDir, server.env);

export async function ready(server: Server, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`${server.name} exited:\n${server.output.join('')}`);
    const answer = await fetch(`${server.url}/readyz`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} not ready in ${timeoutMs} ms:\n${server.output.join('')}`);
}

/** SIGTERM, then its exit code once it has stopped. */
export async function stopServer(server: Server): Promise<number | null> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return server.process.exitCode;
  const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
  server.process.kill('SIGTERM');
  return exited;
}

/** The server's JSON lines (a line that is not JSON fails the test: the log is JSON only). */
export const logLines = (server: Server): Record<string, unknown>[] =>
  server.output
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

export const signIn = (url: string, password = DEMO.password) =>
  fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify({ email: DEMO.email, password }),
  });

export async function tokenAt(url: string): Promise<string> {
  const answer = await signIn(url);
  if (answer.status !== 200) throw new Error(`sign-in at ${url}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}
