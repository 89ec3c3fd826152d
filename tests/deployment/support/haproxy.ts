// Debian's haproxy in front of the test's servers, run on the recipe's own configuration
// (deploy/haproxy.cfg, docs/operations.md#behind-haproxy): only the addresses are the test's, given
// as the environment variables the file reads. Its request log is kept and read.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './servers.ts';

const HAPROXY_CONFIG = join(ROOT, 'deploy/haproxy.cfg');

/** One request as haproxy logged it. */
type ProxiedRequest = { server: string; status: number; retries: number; termination: string; request: string };

export type Haproxy = { url: string; lines: string[]; requests(): ProxiedRequest[]; stop(): Promise<void> };

// httplog's fields, as the configuration's log-format writes them.
const LINE = /\] \S+ \S+\/(\S+) \S+ (-?\d+) \S+ \S+ \S+ (\S{4}) \d+\/\d+\/\d+\/\d+\/\+?(\d+) \S+\s+"([^"]*)"/;

function parseRequest(line: string): ProxiedRequest | null {
  const match = LINE.exec(line);
  if (!match) return null;
  return { server: match[1]!, status: Number(match[2]), termination: match[3]!, retries: Number(match[4]), request: match[5]! };
}

export async function startHaproxy(port: number, servers: [string, string]): Promise<Haproxy> {
  const lines: string[] = [];
  let rest = '';
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
    env: { ...process.env, CASILLERO_LISTEN: `127.0.0.1:${port}`, CASILLERO_SERVER_A: servers[0], CASILLERO_SERVER_B: servers[1] },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const whole = text.split('\n');
    rest = whole.pop()!;
    lines.push(...whole.filter((line) => line.trim() !== ''));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited ${child.exitCode}:\n${lines.join('\n')}`);
    if ((await fetch(`${url}/healthz`).catch(() => null))?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`haproxy not answering:\n${lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    lines,
    requests: () => lines.map(parseRequest).filter((request) => request !== null),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
