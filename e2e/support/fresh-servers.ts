// Starts every e2e server (E2E_SERVERS) at once, each a fresh-server.ts of its own, and answers
// on E2E_READY_PORT once all of them answer. Playwright starts its webServer entries one after
// another (about 6 s each, mostly PGlite's start); started together they are up in about half the
// time. A SIGTERM or SIGINT stops them all; one that dies early stops the others and fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { E2E_READY_PORT, E2E_SERVERS, serverEnv, type E2eServer } from './servers.ts';

const STOP_GRACE_MS = 10_000;
const POLL_MS = 100;

const children = new Map<ChildProcess, E2eServer>();
let stopping = false;

function start(server: E2eServer): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/fresh-server.ts'], {
    env: { ...process.env, ...serverEnv(server) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`fresh-servers: the ${server.name} server stopped (${signal ?? `exit ${code}`}); stopping the others.`);
      void stop(1);
    } else if (children.size === 0) process.exit(process.exitCode ?? 0);
  });
  children.set(child, server);
  return child;
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.keys()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children.keys()) child.kill('SIGKILL');
    process.exit(code);
  }, STOP_GRACE_MS).unref();
}

async function answers(server: E2eServer): Promise<void> {
  while (!stopping) {
    try {
      if ((await fetch(`${server.baseURL}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

const servers = Object.values(E2E_SERVERS);
servers.forEach(start);
await Promise.all(servers.map(answers));
if (!stopping) {
  createServer((_request, response) => response.writeHead(200).end('ready')).listen(E2E_READY_PORT, 'localhost');
}
