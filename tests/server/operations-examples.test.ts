// The examples of docs/operations.md#the-warehouse-api stay true: every ```sh example block of the
// document runs, in order, in one bash process (a block uses the variables the blocks before it
// set), against the app served on 127.0.0.1 with a new copy of the demo database, the warehouse API
// on and consolidation requests on. Each curl's HTTP status must be the `# → NNN` its block states,
// in the same order. The document's Node receiver (its ```js block that imports standardwebhooks)
// runs as the warehouse's webhook address: it must verify what the server signs, refuse what it
// does not, and handle each event once, a retried delivery included.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSender, type WebhookSender } from '../../server/background/webhooks.ts';
import { silentLog } from './support/log-capture.ts';
import { useTestApp } from './support/test-app.ts';

const ROOT = join(import.meta.dirname, '../..');
const DOC = join(ROOT, 'docs/operations.md');
const SECTION = '## The warehouse API';
const KEY = 'operations-examples-key-0123456789abcdef0123456789';

type Block = { info: string; text: string; line: number };

/** The section's fenced blocks, in order, with the line each starts on. */
function blocksOf(markdown: string, heading: string): Block[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`${DOC} has no "${heading}"`);
  const blocks: Block[] = [];
  let open: { info: string; line: number; body: string[] } | null = null;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (open) {
      if (/^```\s*$/.test(line)) {
        blocks.push({ info: open.info, text: open.body.join('\n'), line: open.line });
        open = null;
      } else open.body.push(line);
    } else if (line.startsWith('```')) open = { info: line.slice(3).trim(), line: i + 1, body: [] };
    else if (/^## /.test(line)) break;
  }
  return blocks;
}

/** The statuses a block says its curls answer, in order: its `# → 201` lines. */
const statedStatuses = (text: string) => [...text.matchAll(/^\s*# → (\d{3})\b/gm)].map((match) => Number(match[1]));

/**
 * The blocks as one script. `curl` is wrapped: it writes each call's status to STATUS_LOG, then the
 * answer to stdout as curl would, so the blocks run as a reader runs them.
 */
const scriptOf = (examples: Block[]) =>
  [
    'set -euo pipefail',
    'curl() {',
    '  local body code',
    '  body=$(mktemp)',
    `  if ! code=$(command curl -sS -o "$body" -w '%{http_code}' "$@"); then cat "$body" >&2; rm -f "$body"; return 1; fi`,
    '  printf \'%s\\n\' "$code" >> "$STATUS_LOG"',
    '  cat "$body"',
    '  rm -f "$body"',
    '}',
    ...examples.flatMap((block, i) => [`printf 'block ${i}\\n' >> "$STATUS_LOG"`, block.text]),
    'printf \'end\\n\' >> "$STATUS_LOG"',
  ].join('\n');

/** Each block's statuses as the wrapper wrote them, and whether the script got to its end. */
function statusesRun(log: string, count: number): { statuses: number[][]; ended: boolean; lastBlock: number } {
  const statuses: number[][] = Array.from({ length: count }, () => []);
  let current = -1;
  let ended = false;
  for (const line of log.split('\n')) {
    const block = /^block (\d+)$/.exec(line);
    if (block) current = Number(block[1]);
    else if (line === 'end') ended = true;
    else if (/^\d{3}$/.test(line) && current >= 0) statuses[current]!.push(Number(line));
  }
  return { statuses, ended, lastBlock: current };
}

type Ran = { code: number | null; stdout: string; stderr: string };

/** Runs a command to its end without blocking this process: the app it calls is served from here. */
function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const t = useTestApp({
  warehouseApiKeys: [KEY],
  shipmentCreation: true,
});

const blocks = blocksOf(readFileSync(DOC, 'utf8'), SECTION);
const examples = blocks.filter((block) => block.info === 'sh example');
const receiverCode = blocks.find((block) => block.info === 'js' && block.text.includes("from 'standardwebhooks'"))?.text;

let server: ServerType;
let base = '';
let receiver: ChildProcess | undefined;
let receiverUrl = '';
const received: string[] = [];
let sender: WebhookSender | undefined;
let workDir = '';

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'casillero-operations-examples-'));
  // The document's receiver, as the warehouse's webhook address.
  if (!receiverCode) throw new Error(`${DOC}: no js block imports standardwebhooks under "${SECTION}"`);
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const port = await freePort();
  receiver = spawn(process.execPath, ['--input-type=module', '-e', receiverCode], {
    cwd: ROOT,
    env: { ...process.env, WAREHOUSE_WEBHOOK_SECRET: secret, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  receiver.stdout!.on('data', (chunk: Buffer) => received.push(...chunk.toString().split('\n').filter(Boolean)));
  receiver.stderr!.on('data', (chunk: Buffer) => received.push(`stderr: ${chunk.toString()}`));
  receiverUrl = `http://127.0.0.1:${port}/webhooks`;
  await until(async () => (await fetch(receiverUrl, { method: 'POST', body: '{}' }).catch(() => null)) !== null, 'the receiver to listen');

  t.deps.warehouseWebhook = { url: receiverUrl, secret };
  sender = webhookSender(t.deps, silentLog());
  t.deps.sendWebhooks = sender.kick;
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await sender?.stop();
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  receiver?.kill();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('docs/operations.md, the warehouse API', () => {
  it('has runnable examples, each curl with the status it answers', () => {
    expect(examples.length).toBeGreaterThan(10);
    for (const block of examples) {
      const curls = block.text.match(/^\s*(?:[A-Z_]+=\$\()?curl /gm)?.length ?? 0;
      expect(statedStatuses(block.text).length, `the block at docs/operations.md:${block.line} states a status per curl`).toBe(curls);
    }
  });

  it('runs every example in order, each curl answering the status its block states', async () => {
    const statusLog = join(workDir, 'statuses');
    writeFileSync(statusLog, '');
    const script = join(workDir, 'examples.sh');
    writeFileSync(script, scriptOf(examples));
    const ran = await run('bash', [script], { cwd: workDir, env: { ...process.env, BASE: base, KEY: KEY, STATUS_LOG: statusLog } });
    const { statuses, ended, lastBlock } = statusesRun(readFileSync(statusLog, 'utf8'), examples.length);
    const where = (i: number) => `the block at docs/operations.md:${examples[i]!.line}`;
    if (!ended || ran.code !== 0) {
      throw new Error(`${lastBlock >= 0 ? where(lastBlock) : 'the first block'} stopped the examples (exit ${ran.code}):\n${ran.stderr.slice(-2000)}\n${ran.stdout.slice(-2000)}`);
    }
    examples.forEach((block, i) => expect(statuses[i], where(i)).toEqual(statedStatuses(block.text)));

    // The customers' actions of the examples reached the document's receiver, verified, once each,
    // though one delivery was sent again on purpose.
    const pending = async () => {
      const res = await t.request('/api/warehouse/webhook-deliveries?status=pending', { token: KEY });
      return ((await res.json()) as { data: unknown[] }).data.length === 0;
    };
    await until(pending, 'the webhooks to be delivered');
    const res = await t.request('/api/warehouse/webhook-deliveries?limit=100', { token: KEY });
    const deliveries = ((await res.json()) as { data: { type: string; status: string; attempts: number }[] }).data;
    expect(deliveries.map((d) => d.status)).toEqual(deliveries.map(() => 'delivered'));
    expect(deliveries.some((d) => d.attempts > 1), 'one delivery was retried').toBe(true);
    await until(async () => received.length >= deliveries.length, "the receiver's lines");
    const handled = received.map((line) => line.split(' ')[0]).sort();
    expect(handled).toEqual(deliveries.map((d) => d.type).sort());
    expect(handled).toEqual(expect.arrayContaining(['pre_alert.created', 'shipment.requested', 'payment.submitted']));
  });

  it("refuses, in the document's receiver, a webhook that is not signed with the secret", async () => {
    const unsigned = await fetch(receiverUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":"shipment.requested"}' });
    expect(unsigned.status).toBe(401);
    const forged = await fetch(receiverUrl, {
      method: 'POST',
      headers: { 'webhook-id': 'msg_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,Zm9yZ2Vk' },
      body: '{"type":"shipment.requested"}',
    });
    expect(forged.status).toBe(401);
  });
});
