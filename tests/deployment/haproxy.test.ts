// The deployment recipe, tried as an operator runs it (docs/operations.md#behind-haproxy): the
// migrations first (`npm run db:migrate`), then two servers from one release behind Debian's
// haproxy on the recipe's own configuration (deploy/haproxy.cfg), on a PostgreSQL cluster, an S3
// bucket and an SMTP relay of the test's own. Under steady load each server is restarted in turn
// and no request is lost; the bucket, the relay and the database each go away and come back, and
// the portal answers fast, loses nothing and recovers without a restart. The outage phases run
// with short, test-only timeouts. `.ci/run two-servers` runs it after `npm test`; alone: `npm run
// build` first, then `npx vitest run --config tests/deployment/vitest.config.ts haproxy`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryOf, makeNextRelease } from './support/next-release.ts';
import { startBucket, type Bucket } from './support/bucket.ts';
import { startHaproxy, type Haproxy } from './support/haproxy.ts';
import { steadyLoad } from './support/load.ts';
import { startCluster, type Cluster } from './support/postgres-cluster.ts';
import { postPreAlert } from './support/pre-alert.ts';
import { freePort, logLines, ready, restartServer, ROOT, signIn, startServer, stopServer, tokenAt, type Server } from './support/servers.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';

// Short, for the outage phases only: a stuck database is given up within 2.5 s and a busy pool
// within 1 s (the defaults: 12 s and 2 s); the outboxes pass every half second.
const OUTAGE_SETTINGS = {
  DATABASE_CONNECT_TIMEOUT_MS: '1000',
  DATABASE_STATEMENT_TIMEOUT_MS: '1500',
  DATABASE_POOL_WAIT_MS: '1000',
  CASILLERO_TEST_ROUTES: '1',
  CASILLERO_TEST_OUTBOX_MS: '500',
};
/** Timers and a busy machine: how late an answer may be past its deadline. */
const MARGIN_MS = 1_000;

let cluster: Cluster;
let bucket: Bucket;
let smtp: SmtpSink;
let haproxy: Haproxy;
const servers: Server[] = [];
let courierId: number;
/** What `npm run db:migrate` said it migrated to. */
let migratedTo: { tag: string; hash: string };
/** The servers' release: a copy of the build, which the test replaces with a next one. */
let releaseDir: string;

const json = async <T>(answer: Response) => (await answer.json()) as T;

async function until(what: string, holds: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

const preAlert = (url: string, token: string, tracking: string) => postPreAlert(url, token, { courierId, tracking });

async function expectUnavailable(answer: Response) {
  expect(answer.status).toBe(503);
  expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(await json(answer)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
}

const timed = async (ask: () => Promise<Response>) => {
  const started = performance.now();
  const answer = await ask();
  return { answer, ms: performance.now() - started };
};

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist/index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const [pgPort, proxyPort, a, b] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  cluster = startCluster(pgPort);
  [bucket, smtp] = await Promise.all([startBucket('casillero'), startSmtpSink()]);
  releaseDir = join(mkdtempSync(join(tmpdir(), 'casillero-release-')), 'dist');
  execFileSync('cp', ['-a', join(ROOT, 'dist'), releaseDir]);
  const env = {
    ...OUTAGE_SETTINGS,
    RELEASE_DIR: releaseDir,
    DATABASE_URL: cluster.url,
    STORAGE_URL: `s3://${bucket.name}/portal`,
    AWS_ENDPOINT_URL_S3: bucket.endpoint,
    MEDIA_SECRET: 'haproxy-media-secret',
    MAIL_URL: smtp.url,
    NODE_EXTRA_CA_CERTS: smtp.caFile,
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUSTED_PROXY: '127.0.0.1',
    UPLOADS_PER_HOUR: '100000',
  };
  // Migrations before servers, as an upgrade runs them: a migrate-only command, with the servers' settings.
  const migrated = execFileSync('npm', ['run', '--silent', 'db:migrate'], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  const migration = JSON.parse(migrated.trim()) as { migration: { tag: string; hash: string } };
  expect(migration).toMatchObject({ msg: 'migrated', before: null, changed: true, kind: 'postgres' });
  migratedTo = migration.migration;

  const dirs = [mkdtempSync(join(tmpdir(), 'casillero-a-')), mkdtempSync(join(tmpdir(), 'casillero-b-'))];
  servers.push(startServer('a', a, dirs[0]!, env), startServer('b', b, dirs[1]!, env));
  await Promise.all(servers.map((server) => ready(server)));
  haproxy = await startHaproxy(proxyPort, [`127.0.0.1:${a}`, `127.0.0.1:${b}`]);
  courierId = (await json<{ data: { id: number }[] }>(await fetch(`${haproxy.url}/api/us-couriers`))).data[0]!.id;
}, 120_000);

afterAll(async () => {
  cluster?.thaw();
  await haproxy?.stop();
  await Promise.all(servers.map(stopServer));
  for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
  await bucket?.remove();
  await smtp?.remove();
  cluster?.remove();
  if (releaseDir) rmSync(join(releaseDir, '..'), { recursive: true, force: true });
}, 60_000);

describe('two servers behind haproxy', () => {
  it('the migrations ran before the servers, which start on the version they left', () => {
    expect(migratedTo.tag).toMatch(/^\d{4}_/);
    for (const server of servers) expect(logLines(server).find((line) => line.msg === 'starting')).toMatchObject({ migration: migratedTo });
  });

  it('haproxy sends requests to both, and its checks never reach the request log', async () => {
    await until('both servers answered through haproxy', async () => {
      await fetch(`${haproxy.url}/api/countries`);
      const names = new Set(haproxy.requests().map((request) => request.server));
      return names.has('a') && names.has('b');
    });
    for (const server of servers) expect(logLines(server).some((line) => line.route === '/readyz')).toBe(false);
  });

  it('a rollout under steady load (a new release, each server restarted in turn) loses no request, and leaves no multipart upload', async () => {
    const token = await tokenAt(haproxy.url);
    const load = steadyLoad({ url: haproxy.url, token, courierId, ratePerSecond: 25, run: `R${Date.now() % 1e6}` });
    // The release first, to the servers' one folder, as they serve; then the restarts.
    const next = makeNextRelease(releaseDir);
    execFileSync('npm', ['run', '--silent', 'release:install', '--', next.folder], { cwd: ROOT, env: { ...process.env, RELEASE_DIR: releaseDir } });
    await sleep(2_000);
    const finished: number[] = [];
    for (const index of [0, 1]) {
      const old = servers[index]!;
      const exitCode = await stopServer(old);
      const stopped = logLines(old).find((line) => line.msg === 'stopped') as { finished: number; cut: number; aborted: number };
      // Served through the drain, while haproxy took it out, then finished: nothing cut.
      expect(stopped).toMatchObject({ cut: 0, aborted: 0 });
      expect(stopped.finished).toBeGreaterThan(0);
      finished.push(stopped.finished);
      expect(exitCode).toBe(0);
      const again = restartServer(old, old.name);
      servers[index] = again;
      await ready(again);
      // Back in haproxy's pool once it sends the new process requests: the next may stop then.
      const seen = haproxy.lines.length;
      await until(`${again.name} back in the pool`, () => haproxy.lines.slice(seen).some((line) => line.includes(`casillero/${again.name} `)));
    }
    // At least 20 s of load in all, and a moment after the last restart.
    await sleep(Math.max(2_000, 22_000 - load.elapsedSeconds() * 1_000));
    const report = await load.stop();

    console.info(`rolling restart: ${report.sent} requests in ${report.seconds.toFixed(1)} s (${report.uploads} uploads), ${report.failures.length} failed; after SIGTERM the servers finished ${finished.join(' and ')}`);
    expect(report.failures).toEqual([]);
    expect(report.skipped).toBe(0);
    expect(report.seconds).toBeGreaterThanOrEqual(20);
    expect(report.sent).toBeGreaterThanOrEqual(20 * report.seconds);
    expect(report.uploads).toBeGreaterThanOrEqual(Math.floor(report.seconds) - 1);
    const proxied = haproxy.requests();
    expect(proxied.length).toBeGreaterThanOrEqual(report.sent);
    expect(proxied.filter((request) => request.status >= 500 || request.status < 0)).toEqual([]);
    // Not one connection haproxy had to try again, nor one that ended otherwise than whole.
    expect(proxied.filter((request) => request.retries > 0 || !request.termination.startsWith('--'))).toEqual([]);
    expect(bucket.unfinishedMultipartUploads()).toEqual([]);

    // The new servers send the new pages, and the code of pages the old release sent, still open in browsers.
    for (const server of servers) {
      expect(entryOf(await (await fetch(`${server.url}/`)).text())).toBe(next.newEntry);
      for (const entry of [next.newEntry, next.oldEntry]) {
        const code = await fetch(`${server.url}${entry}`);
        expect(code.status).toBe(200);
        expect(code.headers.get('content-type')).toMatch(/javascript/);
      }
    }
  }, 120_000);

  it('with the bucket down, sign-in and lists answer, files answer 503, and all recovers when it returns', async () => {
    const token = await tokenAt(haproxy.url);
    const made = await preAlert(haproxy.url, token, `1ZBUCKET${Date.now() % 1e6}`);
    expect(made.status).toBe(201);
    const bill = new URL((await json<{ data: { media: { url: string }[] } }>(made)).data.media[0]!.url, haproxy.url);

    await bucket.down();
    try {
      expect((await signIn(haproxy.url)).status).toBe(200);
      expect((await fetch(`${haproxy.url}/api/packages?page=1&page_size=10`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
      for (const server of servers) {
        const readiness = await fetch(`${server.url}/readyz`);
        expect(readiness.status).toBe(200);
        expect(await json(readiness)).toMatchObject({ database: 'ok', store: 'down' });
      }
      await expectUnavailable(await preAlert(haproxy.url, token, `1ZBUCKETDOWN${Date.now() % 1e6}`));
      await expectUnavailable(await fetch(bill));
    } finally {
      await bucket.up();
    }
    expect((await fetch(bill)).status).toBe(200);
    expect((await preAlert(haproxy.url, token, `1ZBUCKETUP${Date.now() % 1e6}`)).status).toBe(201);
  });

  it('with SMTP down a sign-up code is queued, and arrives once after SMTP returns', async () => {
    const email = `smtp-outage-${Date.now()}@casillero.test`;
    await smtp.down();
    let answer: Response;
    try {
      answer = await fetch(`${haproxy.url}/api/auth/${encodeURIComponent(email)}/pin/valid?purpose=signup`, { headers: { 'Accept-Language': 'en' } });
      expect(await json(answer)).toMatchObject({ code: 'PIN_ACCESS_REQUIRED', meta: { sent: 'queued' } });
      // Tried again (every half second here) while it stays down: still nothing.
      await sleep(1_500);
    } finally {
      await smtp.up();
    }
    const toHer = () => smtp.delivered.filter((mail) => mail.to.includes(email));
    await until('the code e-mailed', () => toHer().length > 0);
    // Both servers pass over the outbox every half second: a second copy would come now.
    await sleep(2_000);
    expect(toHer()).toHaveLength(1);
    expect(toHer()[0]!.text).toMatch(/\b\d{6}\b/);
  });

  it('with PostgreSQL stopped, requests answer 503 within 3 s; started again, the servers serve without a restart', async () => {
    const token = await tokenAt(haproxy.url);
    cluster.stop();
    try {
      for (const server of servers) {
        const list = await timed(() => fetch(`${server.url}/api/packages?page=1&page_size=10`, { headers: { Authorization: `Bearer ${token}` } }));
        await expectUnavailable(list.answer);
        expect(list.ms).toBeLessThan(3_000);
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
        expect((await fetch(`${server.url}/`)).status).toBe(200);
      }
      // Both out of haproxy's pool once their checks fail: haproxy then answers 503 itself, at once.
      const seen = haproxy.lines.length;
      await until('haproxy without a server', async () => {
        const answer = await fetch(`${haproxy.url}/api/countries`);
        return answer.status === 503 && haproxy.lines.slice(seen).some((line) => line.includes('casillero/<NOSRV> '));
      });
    } finally {
      cluster.start();
    }
    let last = '';
    await until('served again through haproxy', async () => {
      const answer = await fetch(`${haproxy.url}/api/packages`, { headers: { Authorization: `Bearer ${token}` } });
      last = `${answer.status} ${await answer.text()} ${servers.map((server) => server.output.slice(-3).join('')).join('\n')}`;
      return answer.status === 200;
    }).catch((error: Error) => {
      throw new Error(`${error.message}; last: ${last}`);
    });
    for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('with PostgreSQL frozen, requests answer 503 within the timeouts; thawed, the servers serve without a restart', async () => {
    const token = await tokenAt(haproxy.url);
    const [a] = servers as [Server];
    cluster.freeze();
    try {
      // More at once than the pool holds: those with a connection wait for an answer, the rest for a connection.
      const asked = await Promise.all(
        Array.from({ length: 14 }, () => timed(() => fetch(`${a.url}/api/packages?page=1&page_size=10`, { headers: { Authorization: `Bearer ${token}` } }))),
      );
      for (const { answer, ms } of asked) {
        await expectUnavailable(answer);
        // The pool wait, then the answer's deadline (statement and connect timeouts).
        expect(ms).toBeLessThan(1_000 + 1_500 + 1_000 + MARGIN_MS);
      }
      expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${a.url}/readyz`)).status).toBe(503);
    } finally {
      cluster.thaw();
    }
    await until('served again', async () => (await fetch(`${a.url}/api/packages`, { headers: { Authorization: `Bearer ${token}` } })).status === 200);
    await until('back in haproxy\'s pool', async () => (await fetch(`${haproxy.url}/api/countries`)).status === 200);
  });
});
