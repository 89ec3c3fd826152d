// Retries with an Idempotency-Key (docs/product.md#the-warehouse-api): a replay is the first answer's
// very bytes, marked; a failed try frees its key; a retry during the first try is told to come back,
// unless the first try's claim went stale; a photo's retry must send the same file.
import { beforeAll, describe, expect, it } from 'vitest';
import { createRoute } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { createApp, type App } from '../../server/app.ts';
import { MINUTE_MS } from '../../server/clock.ts';
import type { Db } from '../../server/db/open.ts';
import { idempotencyKeys, media, packages, usCouriers } from '../../server/db/schema.ts';
import { z } from 'zod';
import { json } from '../../server/http/described.ts';
import type { AppEnv } from '../../server/foundation/env.ts';
import { ApiError, errorResponse } from '../../server/foundation/errors.ts';
import { IDEMPOTENCY_CLAIM_STALE_MS, once, REPLAYED_HEADER, type Answer } from '../../server/http/idempotency.ts';
import { pickLanguage } from '../../server/i18n/language.ts';
import { messagesFor } from '../../server/i18n/messages.ts';
import { expectError } from './support/errors.ts';
import { checkedRequest } from './support/declared-answers.ts';
import { useTestApp } from './support/test-app.ts';
import { filesIn, form, jpegFile, pngFile } from './support/uploads.ts';

const API_KEY = 'warehouse-key-1';
const t = useTestApp({ warehouseApiKeys: [API_KEY] });

let courier: number;
let trackingSeq = 0;
const reception = () => ({
  locker: 'CAS-10001',
  tracking: `1ZIDEM${Date.now()}${trackingSeq++}`,
  us_courier_id: courier,
  weight_kg: 1.5,
  length_cm: 20,
  width_cm: 15,
  height_cm: 10,
});

beforeAll(async () => {
  const [row] = await t.db.select({ id: usCouriers.id }).from(usCouriers).orderBy(asc(usCouriers.id)).limit(1);
  courier = row!.id;
});

type Call = { key: string; json?: unknown; body?: FormData; lang?: string };

/** A POST of the warehouse with an Idempotency-Key, to `app` (this file's server by default, or another one on its database). */
function post(path: string, { key, json, body, lang = 'en' }: Call, app: { request: App['request'] } = t.app) {
  const headers: Record<string, string> = { Authorization: `Bearer ${API_KEY}`, 'Accept-Language': lang, 'Idempotency-Key': key };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  return checkedRequest(app, path, { method: 'POST', headers, body: json === undefined ? body : JSON.stringify(json) });
}
const receive = (call: Call, app?: App) => post('/api/warehouse/packages', call, app);
const receivedOf = (tracking: string) => t.db.$count(packages, eq(packages.tracking, tracking));
const rowsOf = (key: string) => t.db.$count(idempotencyKeys, eq(idempotencyKeys.key, key));

/** Another server on this file's database, whose transactions go through `transaction`. */
function serverWith(transaction: Db['transaction']): App {
  const db = new Proxy(t.db, {
    get(target, name) {
      if (name === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return createApp({ ...t.deps, db });
}

/** A server whose transactions wait until `open()`: its first try holds its claim meanwhile; `holding` resolves once it does. */
function heldServer() {
  let open = () => {};
  let held = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const holding = new Promise<void>((resolve) => (held = resolve));
  const app = serverWith(async (work, config) => {
    held();
    await gate;
    return t.db.transaction(work, config);
  });
  return { app, open, holding };
}

/** A route of its own on once(), for answers no warehouse route gives. */
const WORK = createRoute({
  method: 'post',
  path: '/work',
  responses: { 201: json(z.unknown(), 'Done'), 409: json(z.unknown(), 'Taken'), 503: json(z.unknown(), 'Busy') },
});

/** A server of WORK alone: its work writes a row and answers `answer(c)`. */
function onceApp(answer: (c: Context<AppEnv>) => Answer<typeof WORK>) {
  const app = new Hono<AppEnv>();
  const written = `the work ${Math.random()}`;
  let runs = 0;
  app.use('*', async (c, next) => {
    const lang = pickLanguage(c.req.header('Accept-Language'));
    c.set('deps', t.deps);
    c.set('lang', lang);
    c.set('t', messagesFor(lang));
    await next();
  });
  app.post('/work', async (c) => {
    const call = await once(c, WORK, await c.req.json());
    if (call.kept) return call.kept;
    return call.run(async (tx) => {
      runs++;
      await tx.insert(idempotencyKeys).values({ route: written, key: `${Date.now()}-${runs}`, status: 200, body: {} });
      return answer(c);
    });
  });
  app.onError((error, c) => errorResponse(c, error instanceof ApiError ? error : new ApiError('SERVER_ERROR')));
  const worksWritten = () => t.db.$count(idempotencyKeys, eq(idempotencyKeys.route, written));
  return { app, runs: () => runs, worksWritten };
}

describe('a replay', () => {
  it('is the first answer\u2019s very bytes and type, marked, whatever language the retry asks', async () => {
    const json = reception();
    const first = await receive({ key: 'bytes-1', json, lang: 'en' });
    const again = await receive({ key: 'bytes-1', json, lang: 'es' });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.headers.get('Content-Type')).toBe(first.headers.get('Content-Type'));
    expect(await again.text()).toBe(await first.text());
    expect(await receivedOf(json.tracking)).toBe(1);
  });

  it('keeps the language of the first answer, not the retry\u2019s', async () => {
    const { app } = onceApp((c) => c.json({ text: c.get('t').errors.NOT_FOUND }, 201));
    const send = (lang: string) => post('/work', { key: 'language-1', json: { n: 1 }, lang }, app);
    const first = await (await send('en')).text();
    expect(first).toContain(messagesFor('en').errors.NOT_FOUND);
    expect(await (await send('es')).text()).toBe(first);
  });

  it('gives a row kept before the bytes were as its JSON, marked', async () => {
    const json = reception();
    const first = await (await receive({ key: 'legacy-1', json })).json();
    await t.db.update(idempotencyKeys).set({ response_headers: null, response_body: null }).where(eq(idempotencyKeys.key, 'legacy-1'));
    const again = await receive({ key: 'legacy-1', json });
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(first);
  });
});

describe('what is kept', () => {
  it('frees the key of a try that failed with a server error: its retry does the work', async () => {
    const failing = serverWith((work, config) =>
      t.db.transaction(async (tx) => {
        await work(tx);
        throw new Error('A test fault after the work');
      }, config),
    );
    const json = reception();
    await expectError(await receive({ key: 'fault-1', json }, failing), 'SERVER_ERROR');
    expect(await rowsOf('fault-1')).toBe(0);
    expect(await receivedOf(json.tracking)).toBe(0);
    const retry = await receive({ key: 'fault-1', json });
    expect(retry.status).toBe(201);
    expect(retry.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await receivedOf(json.tracking)).toBe(1);
  });

  it('undoes a 5xx the work answers, and runs its retry again', async () => {
    const work = onceApp((c) => c.json({ busy: true }, 503));
    const send = () => post('/work', { key: 'busy-1', json: { n: 1 } }, work.app);
    expect((await send()).status).toBe(503);
    const again = await send();
    expect(again.status).toBe(503);
    expect(again.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(work.runs()).toBe(2);
    expect(await work.worksWritten()).toBe(0);
    expect(await rowsOf('busy-1')).toBe(0);
  });

  it('keeps a 4xx the work answers, with what it wrote', async () => {
    const work = onceApp((c) => c.json({ taken: true }, 409));
    const send = () => post('/work', { key: 'conflict-1', json: { n: 1 } }, work.app);
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([409, 409]);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.text()).toBe(await first.text());
    expect(work.runs()).toBe(1);
    expect(await work.worksWritten()).toBe(1);
  });
});

describe('a retry while the first try runs', () => {
  it('is told IDEMPOTENCY_IN_PROGRESS with Retry-After: 1, then gets the first answer', async () => {
    const held = heldServer();
    const json = reception();
    const first = receive({ key: 'running-1', json }, held.app);
    await held.holding;
    const early = await receive({ key: 'running-1', json });
    await expectError(early, 'IDEMPOTENCY_IN_PROGRESS');
    expect(early.headers.get('Retry-After')).toBe('1');
    held.open();
    const done = await first;
    expect(done.status).toBe(201);
    const late = await receive({ key: 'running-1', json });
    expect(late.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await late.text()).toBe(await done.text());
    expect(await receivedOf(json.tracking)).toBe(1);
  });

  it('takes over a claim gone stale; the stale try then answers as the one that took it', async () => {
    const held = heldServer();
    const json = reception();
    const stale = receive({ key: 'stale-1', json }, held.app);
    await held.holding;
    t.clock.advance(IDEMPOTENCY_CLAIM_STALE_MS / MINUTE_MS + 1);
    const taker = await receive({ key: 'stale-1', json });
    expect(taker.status).toBe(201);
    expect(taker.headers.get(REPLAYED_HEADER)).toBeNull();
    held.open();
    const late = await stale;
    expect(late.status).toBe(201);
    expect(late.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await late.text()).toBe(await taker.text());
    expect(await receivedOf(json.tracking)).toBe(1);
  });
});

describe('a photo\u2019s retry', () => {
  let path: string;
  beforeAll(async () => {
    const json = reception();
    const { data } = (await (await receive({ key: `photo-package-${json.tracking}`, json })).json()) as { data: { id: number } };
    path = `/api/warehouse/packages/${data.id}/photos`;
  });
  const photos = () => t.db.$count(media);

  it('with the same file is the first answer, and its copy of the file is not kept', async () => {
    const first = await post(path, { key: 'photo-same', body: form({}, jpegFile(), 'photo') });
    expect(first.status).toBe(201);
    const [rows, files] = [await photos(), filesIn(t.uploadsDir)];
    const again = await post(path, { key: 'photo-same', body: form({}, jpegFile('otra.jpg'), 'photo') });
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.text()).toBe(await first.text());
    expect(await photos()).toBe(rows);
    expect(filesIn(t.uploadsDir)).toEqual(files);
  });

  it('with another file is FAILED_VALIDATION on Idempotency-Key, and keeps nothing of it', async () => {
    expect((await post(path, { key: 'photo-other', body: form({}, jpegFile(), 'photo') })).status).toBe(201);
    const [rows, files] = [await photos(), filesIn(t.uploadsDir)];
    const other = await post(path, { key: 'photo-other', body: form({}, pngFile(), 'photo') });
    expect(Object.keys((await expectError(other, 'FAILED_VALIDATION')).errors ?? {})).toEqual(['Idempotency-Key']);
    expect(await photos()).toBe(rows);
    expect(filesIn(t.uploadsDir)).toEqual(files);
  });
});
