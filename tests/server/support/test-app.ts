// One app per test file, on its own copy of the prepared database and uploads folder.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { setPasswordCost, TEST_PASSWORD_COST } from '../../../server/auth/password.ts';
import { createClock, type Clock } from '../../../server/clock.ts';
import type { Deps } from '../../../server/foundation/deps.ts';
import { openDatabase, type Database, type Db } from '../../../server/db/open.ts';
import { createOutboxMailer } from '../../../server/mail/outbox.ts';
import type { Mailer } from '../../../server/foundation/mailer.ts';
import { createMediaSigner, type MediaSigner } from '../../../server/media/sign.ts';
import { createFolderStore } from '../../../server/storage/folder-store.ts';
import { servedStore } from '../../../server/storage/open-store.ts';
import type { FileStore } from '../../../server/storage/store.ts';
import {
  databaseUrlFor, dropDatabase, preparePglite, seedDatabase, withAdmin, type PreparedDb,
} from './prepared-db.ts';
import { checkAnswer } from './declared-answers.ts';
import { silentLog } from './log-capture.ts';
import { PASSWORD } from './users.ts';

export const MEDIA_SECRET = 'test-media-secret';

// As the project's test servers do: hundreds of sign-ins and codes, each hashed cheaply.
setPasswordCost(TEST_PASSWORD_COST);

export type RequestOptions = {
  method?: string;
  token?: string;
  lang?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The socket address the request comes from (the server sees none otherwise). */
  address?: string;
};

export type TestApp = {
  app: ReturnType<typeof createApp>;
  db: Db;
  clock: Clock;
  deps: Deps;
  signer: MediaSigner;
  request(path: string, options?: RequestOptions): Promise<Response>;
  login(email: string, password?: string): Promise<string>;
  /** A token per account, signed in once per file (scrypt is slow on purpose). */
  tokenFor(email: string): Promise<string>;
  /** Every query the database has been sent, in order (empty it to count one request's). */
  queries: string[];
  /** The folder of the default store, the seeded files copied in (unused when `store` is given). */
  uploadsDir: string;
};

type Options = {
  mail?: (db: Db, clock: Clock) => Mailer;
  staticDir?: string;
  cspConnectSrc?: string[];
  trustedProxies?: string[];
  shipmentCreation?: boolean;
  /** The warehouse API's keys (docs/product.md#the-warehouse-api); none by default, so it does not exist. */
  warehouseApiKeys?: string[];
  rateLimits?: Deps['rateLimits'];
  /** Another store than the folder (made when the app is, e.g. on an S3 server the file started). */
  store?: () => FileStore;
  /** Where the app logs (support/log-capture.ts); nothing is written without it. */
  log?: Logger;
};

function providedDb(): PreparedDb | undefined {
  try {
    return inject('serverTestDb');
  } catch {
    return undefined;
  }
}

async function openCopy(uploadsDir: string, onQuery: (query: string) => void): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  const prepared = providedDb() ?? (adminUrl ? undefined : await preparePglite());
  if (adminUrl) {
    const name = `casillero_test_${randomBytes(6).toString('hex')}`;
    const template = prepared?.kind === 'postgres' ? ` TEMPLATE "${prepared.template}"` : '';
    await withAdmin(adminUrl, (sql) => sql.unsafe(`CREATE DATABASE "${name}"${template}`));
    const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name), onQuery });
    // Without the global setup there is no template: this file seeds its own database.
    if (prepared?.kind === 'postgres') cpSync(prepared.uploadsDir, uploadsDir, { recursive: true });
    else await seedDatabase(database.db, uploadsDir);
    return { database, drop: () => dropDatabase(adminUrl, name) };
  }
  if (prepared?.kind !== 'pglite') throw new Error('The server tests were prepared for PostgreSQL but DATABASE_URL is not set');
  cpSync(prepared.uploadsDir, uploadsDir, { recursive: true });
  const loadDataDir = new Blob([readFileSync(prepared.dumpFile)]);
  return { database: await openDatabase({ dataDir: 'memory://', loadDataDir, onQuery }) };
}

/** Registers beforeAll/afterAll; the returned object is filled in before the first test runs. */
export function useTestApp(options: Options = {}): TestApp {
  const ctx = { queries: [] as string[] } as TestApp;
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  let uploadsDir: string | undefined;
  const tokens = new Map<string, Promise<string>>();

  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'casillero-test-uploads-'));
    const opened = await openCopy(uploadsDir, (query) => ctx.queries.push(query));
    database = opened.database;
    drop = opened.drop;
    const clock = createClock();
    const db = database.db;
    const deps: Deps = {
      db,
      store: servedStore(options.store?.() ?? createFolderStore(uploadsDir)),
      clock,
      mail: options.mail ? options.mail(db, clock) : createOutboxMailer(db, clock),
      staticDir: options.staticDir,
      mediaSecret: MEDIA_SECRET,
      // The default of a server started without PUBLIC_URL.
      publicUrl: 'http://localhost',
      cspConnectSrc: options.cspConnectSrc,
      trustedProxies: options.trustedProxies,
      shipmentCreation: options.shipmentCreation,
      warehouseApiKeys: options.warehouseApiKeys,
      // A request without an `address` comes from one address, as on the e2e servers: room for its
      // code e-mails. The limit's own test sets it back (tests/server/pin-mail-limits.test.ts).
      rateLimits: { PIN_MAILS_PER_ADDRESS_PER_HOUR: 1000, ...options.rateLimits },
      // As the project's e2e servers: the tests move the clock and write hostile content.
      testRoutes: true,
      log: options.log ?? silentLog(),
    };
    const app = createApp(deps);
    Object.assign(ctx, {
      app,
      db,
      clock,
      deps,
      uploadsDir,
      signer: createMediaSigner(MEDIA_SECRET, clock),
      async request(path: string, { method, token, lang, json, body, headers = {}, address }: RequestOptions = {}) {
        const all: Record<string, string> = { ...headers };
        if (token) all.Authorization = `Bearer ${token}`;
        if (lang) all['Accept-Language'] = lang;
        if (json !== undefined) all['Content-Type'] = 'application/json';
        const init: RequestInit & { duplex?: 'half' } = {
          method: method ?? (json !== undefined || body !== undefined ? 'POST' : 'GET'),
          headers: all,
          body: json !== undefined ? JSON.stringify(json) : body,
        };
        // A form is sent as its bytes, as a browser sends it: Node 24's fetch streams a FormData
        // body itself and rejects, unhandled, when the server answers before reading all of it.
        if (body instanceof FormData) {
          const encoded = new Response(body);
          init.body = await encoded.arrayBuffer();
          all['Content-Type'] ??= encoded.headers.get('Content-Type')!;
        }
        // A streamed body (an upload read as it is sent) needs half-duplex in Node's fetch.
        if (body instanceof ReadableStream) init.duplex = 'half';
        const res = await app.request(path, init, address ? { incoming: { socket: { remoteAddress: address } } } : undefined);
        await checkAnswer(app as never, init.method!, path, res);
        return res;
      },
      async login(email: string, password = PASSWORD) {
        const res = await ctx.request('/api/auth/token', { json: { email, password } });
        if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { data: { token: string } }).data.token;
      },
      tokenFor(email: string) {
        if (!tokens.has(email)) tokens.set(email, ctx.login(email));
        return tokens.get(email)!;
      },
    } satisfies Omit<TestApp, 'queries'>);
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  return ctx;
}
