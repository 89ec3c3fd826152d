// Two servers on one PostgreSQL and one bucket, as a company runs them (docs/operations.md#running-in-production):
// started in the same second on an empty database, they both come up; a token, a file and a rate
// limit made through one hold on the other and across a restart; customers' actions on both reach
// the warehouse's webhook receiver once each (docs/product.md#webhooks); /readyz turns 503 when the
// database goes while /healthz stays 200. The built portal (dist/), in demo mode so the demo customer
// exists. `.ci/run two-servers` runs it after `npm test`; alone: `npm run build` first, then
// `npx vitest run --config tests/deployment/vitest.config.ts`.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptVariant } from '../../server/seed/files/pictures.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../server/support/webhook-receiver.ts';
import { startCluster, type Cluster } from './support/postgres-cluster.ts';
import { postPreAlert } from './support/pre-alert.ts';
import { DEMO, freePort, ready, ROOT, S3_KEYS, signIn as signInAt, startServer, stopServer, type Server } from './support/servers.ts';

const BUCKET = 'casillero';
const WEBHOOK_SECRET = `whsec_${Buffer.from('two servers, one warehouse, 32 b').toString('base64')}`;

let cluster: Cluster;
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let receiver: WebhookReceiver;
const servers: Server[] = [];

const start = (name: string, port: number, dataDir: string) =>
  startServer(name, port, dataDir, {
    DATABASE_URL: cluster.url,
    STORAGE_URL: `s3://${BUCKET}/portal`,
    AWS_ENDPOINT_URL_S3: endpoint,
    MEDIA_SECRET: 'two-servers-media-secret',
    // The test stops servers itself, with no load balancer to wait for.
    SHUTDOWN_DRAIN_SECONDS: '0',
    WAREHOUSE_WEBHOOK_URL: receiver.url,
    WAREHOUSE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // The defaults of a real deployment: 10 wrong sign-ins per e-mail.
    LOGIN_ATTEMPTS: '',
  });
const stop = stopServer;
const signIn = (server: Server, password: string) => signInAt(server.url, password);

/** Every file under a folder, its path relative to it. */
const filesUnder = (dir: string, prefix = ''): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? filesUnder(path, `${prefix}${name}/`) : [`${prefix}${name}`];
      })
    : [];

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist/index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  cluster = startCluster(await freePort());
  s3Dir = mkdtempSync(join(tmpdir(), 'casillero-two-servers-s3-'));
  const s3Port = await freePort();
  s3 = new S3rver({ address: '127.0.0.1', port: s3Port, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.run();
  endpoint = `http://127.0.0.1:${s3Port}`;
  receiver = await startWebhookReceiver(WEBHOOK_SECRET);
  // The same second, on an empty database: one migrates and seeds, the other waits for it.
  const [a, b] = await Promise.all([freePort(), freePort()]);
  servers.push(start('A', a, mkdtempSync(join(tmpdir(), 'casillero-a-'))), start('B', b, mkdtempSync(join(tmpdir(), 'casillero-b-'))));
  await Promise.all(servers.map((server) => ready(server)));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map(stop));
  for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
  await s3?.close();
  await receiver?.close();
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  cluster?.remove();
}, 60_000);

describe('two servers on one PostgreSQL and one bucket', () => {
  it('both come up, seeded once', async () => {
    const [a, b] = servers as [Server, Server];
    for (const server of [a, b]) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const countries = await (await fetch(`${b.url}/api/countries`)).json();
    const names = (countries as { data: { iso_code: string }[] }).data.map((c) => c.iso_code);
    expect(new Set(names).size).toBe(names.length);
  });

  it('a token made by one server works on the other', async () => {
    const [a, b] = servers as [Server, Server];
    const answer = await signIn(a, DEMO.password);
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { token: string } };
    const me = await fetch(`${b.url}/api/users/me`, { headers: { Authorization: `Bearer ${data.token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(DEMO.email);
  });

  it('a file uploaded through one is served by the other, from the bucket, on neither disk', async () => {
    const [a, b] = servers as [Server, Server];
    const { data } = (await (await signIn(a, DEMO.password)).json()) as { data: { token: string } };
    const picture = receiptVariant([35, 47, 62], 3);
    const body = new FormData();
    body.append('profile_picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'yo.png');
    const upload = await fetch(`${a.url}/api/clients/me/profile-picture`, { method: 'PATCH', body, headers: { Authorization: `Bearer ${data.token}` } });
    expect(upload.status).toBe(200);
    const me = (await (await fetch(`${b.url}/api/users/me`, { headers: { Authorization: `Bearer ${data.token}` } })).json()) as {
      data: { client: { profile_image: string } };
    };
    const link = new URL(me.data.client.profile_image, b.url);
    const served = await fetch(new URL(`${link.pathname}${link.search}`, b.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);

    const bucket = new S3Client({ endpoint, forcePathStyle: true, region: S3_KEYS.AWS_REGION, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'portal/' }));
    const sizes = (listed.Contents ?? []).map((object) => object.Size);
    expect(sizes).toContain(picture.length);
    bucket.destroy();
    // Neither server keeps an uploaded or seeded file of its own.
    for (const server of [a, b]) {
      expect(filesUnder(server.dataDir).filter((file) => !/^(media-secret|pglite|\.)/.test(file))).toEqual([]);
    }
  });

  it("customers' pre-alerts made on both at once reach the warehouse once each, though both servers send", async () => {
    const [a, b] = servers as [Server, Server];
    const { data } = (await (await signIn(a, DEMO.password)).json()) as { data: { token: string } };
    const couriers = (await (await fetch(`${a.url}/api/us-couriers`)).json()) as { data: { id: number }[] };
    const preAlert = (server: Server, n: number) => postPreAlert(server.url, data.token, { courierId: couriers.data[0]!.id, tracking: `1ZTWOSERVERS${n}` });
    // Each server kicks its sender as its customer's transaction commits: both claim from one outbox.
    const made = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => preAlert(n % 2 ? b : a, n)));
    expect(made.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const deadline = Date.now() + 20_000;
    while (receiver.accepted.length < 6 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    // A moment more: a second delivery of one, by the other server, would come now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(receiver.unverified).toBe(0);
    expect(receiver.accepted).toHaveLength(6);
    expect(new Set(receiver.accepted).size).toBe(6);
    const types = receiver.received.map((request) => (JSON.parse(request.body) as { type: string }).type);
    expect(types).toEqual(Array(6).fill('pre_alert.created'));
  });

  it('wrong sign-ins spread over both count once, and still after a restart', async () => {
    const [a, b] = servers as [Server, Server];
    const wrong = [];
    for (let i = 0; i < 12; i++) wrong.push((await signIn(i % 2 ? b : a, `wrong-password-${i}`)).status);
    expect(wrong.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(wrong.slice(10)).toEqual([429, 429]);
    expect((await signIn(a, DEMO.password)).status).toBe(429);
    expect((await signIn(b, DEMO.password)).status).toBe(429);

    await stop(a);
    const port = Number(new URL(a.url).port);
    const again = start('A again', port, a.dataDir);
    servers[0] = again;
    await ready(again);
    expect((await signIn(again, DEMO.password)).status).toBe(429);
  });

  it('/readyz turns 503 when PostgreSQL stops, while /healthz stays 200', async () => {
    cluster.stop();
    for (const server of servers) {
      const readiness = await fetch(`${server.url}/readyz`);
      expect(readiness.status).toBe(503);
      expect(readiness.headers.get('cache-control')).toContain('no-store');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    }
  });
});
