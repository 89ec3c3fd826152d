// Demo data only in demo mode (docs/product.md#production): a start outside it refuses a database
// that holds the demo accounts, `npm run demo:remove` takes them away with everything that is
// theirs, and an empty database gets the company's catalogue and no account. One copy of the test
// database, in that order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { AppSettingsResponseSchema } from '../../src/api/contract/site.ts';
import { setUpDatabase } from '../../server/boot.ts';
import { ConfigError, readConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/open.ts';
import {
  agents, clients, countries, departures, faqs, invoices, media, noticeMails, notices, packages, paymentMethods, preAlerts, shipments, shippingRates,
  siteTexts, tokens, usCouriers, users, warehouses,
} from '../../server/db/schema.ts';
import { demoAccountsIn, removeDemoData, removeDemoFiles } from '../../server/seed/demo-accounts.ts';
import { keepDemoNoticeMails } from '../../server/seed/demo-notice-mails.ts';
import { sendDueNoticeMails } from '../../server/mail/notice-outbox.ts';
import { mailbox } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER, PASSWORD } from './support/users.ts';

const t = useTestApp();
const rows = async (db: Db, table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
const outsideDemoMode = () => ({ store: t.deps.store, now: t.clock.now(), demo: false });

describe('demo mode', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casillero-demo-mode-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const demo = (env: Record<string, string>) => readConfig({ DATA_DIR: dataDir, ...env }).demo;

  it('is without MAIL_URL, or with DEMO=1', () => {
    expect(demo({})).toBe(true);
    expect(demo({ MAIL_URL: 'smtp://mailer:secret@mail.example:587', PUBLIC_URL: 'https://portal.example' })).toBe(false);
    expect(demo({ MAIL_URL: 'smtp://mailer:secret@mail.example:587', PUBLIC_URL: 'https://portal.example', DEMO: '1' })).toBe(true);
    expect(demo({ NODE_ENV: 'production', MAIL_URL: 'smtp://mailer:secret@mail.example:587', PUBLIC_URL: 'https://portal.example' })).toBe(false);
  });
});

describe('a start outside demo mode', () => {
  it('refuses a database that holds the demo accounts, in one line naming npm run demo:remove', async () => {
    const refusal = await setUpDatabase(t.db, outsideDemoMode()).then(() => null, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConfigError);
    const { message } = refusal as ConfigError;
    expect(message).toContain('npm run demo:remove');
    expect(message).toContain(DEMO);
    expect(message).not.toContain('\n');
    // In demo mode the same database starts.
    await expect(setUpDatabase(t.db, { ...outsideDemoMode(), demo: true })).resolves.toBeNull();
  });
});

describe('the demo customers\u2019 notice e-mails', () => {
  it('are in the demo mailbox as sent, each dated by its notice, in the customer\u2019s language (docs/product.md#notices)', async () => {
    const demoNotices = await t.db.select({ created_at: notices.created_at }).from(notices);
    expect(demoNotices.length).toBeGreaterThan(0);
    const kept = await keepDemoNoticeMails(t.db, { publicUrl: 'https://demo.example', mediaSecret: 'secret', freeStorageDays: 30 });
    expect(kept).toBe(demoNotices.length);
    expect(await t.db.$count(noticeMails, isNull(noticeMails.sent_at))).toBe(0);
    const mails = await mailbox(t, DEMO);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(demoNotices.map((n) => n.created_at.toISOString())).toContain(mail.sent_at);
      expect(mail.text).toContain('https://demo.example/unsubscribe/');
    }
    // The demo customer reads Spanish.
    expect(mails.map((mail) => mail.text).join('\n')).toMatch(/Hola/);
    // Sent already: the sender finds nothing due.
    expect(await sendDueNoticeMails(t.deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });
});

describe('npm run demo:remove', () => {
  it('removes the demo accounts and everything that is theirs, files included, and keeps the rest', async () => {
    await t.tokenFor(DEMO);
    const [customer] = await t.db.insert(users).values({ email: 'cliente@empresa.example', password_hash: 'x' }).returning({ id: users.id });
    const demoClients = (await t.db.select({ id: clients.id }).from(clients)).map((row) => row.id);
    const theirFiles = (await t.db.select({ name: media.storage_name }).from(media).where(inArray(media.client_id, demoClients))).map((row) => row.name);
    expect(theirFiles.length).toBeGreaterThan(0);
    const places = await rows(t.db, countries);

    const removed = await removeDemoData(t.db);
    expect(removed.accounts).toEqual([DEMO, NO_CLIENT, OTHER].sort());
    expect(removed.files.sort()).toEqual(theirFiles.sort());
    for (const table of [clients, packages, preAlerts, shipments, invoices, media, notices, noticeMails, tokens]) expect(await rows(t.db, table)).toBe(0);
    expect(await t.db.select({ id: users.id }).from(users)).toEqual([customer]);
    expect(await rows(t.db, countries)).toBe(places);
    // The demo's warehouse phone goes with it: the locker address has no phone line (docs/product.md#locker-address).
    expect(AppSettingsResponseSchema.parse(await (await t.request('/api/client-app-settings')).json()).data.lockerPhone).toBe('');

    expect(await removeDemoFiles(t.deps.store, removed.files)).toEqual([]);
    for (const file of removed.files) expect(await t.deps.store.get(file)).toBeNull();

    expect(await demoAccountsIn(t.db)).toEqual([]);
    await expect(setUpDatabase(t.db, outsideDemoMode())).resolves.toBeNull();
    // Run again, it finds nothing to remove.
    expect(await removeDemoData(t.db)).toEqual({ accounts: [], files: [] });
  });
});

describe('a start outside demo mode on an empty database', () => {
  it('seeds the catalogue, and no account', async () => {
    // Emptied rather than made anew: the migrations are what every test file's copy already has.
    const tables = await t.db.execute<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public'`);
    const names = (Array.isArray(tables) ? tables : (tables as { rows: { name: string }[] }).rows).map((row) => `"${row.name}"`);
    await t.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));

    await expect(setUpDatabase(t.db, outsideDemoMode())).resolves.toBe('catalogue');
    for (const table of [countries, usCouriers, warehouses, paymentMethods, shippingRates, departures, siteTexts, faqs, agents]) {
      expect(await rows(t.db, table)).toBeGreaterThan(0);
    }
    for (const table of [users, clients, packages, preAlerts, shipments, invoices, media]) expect(await rows(t.db, table)).toBe(0);
    const signIn = await t.request('/api/auth/token', { json: { email: DEMO, password: PASSWORD } });
    expect(signIn.status).not.toBe(200);
    expect(AppSettingsResponseSchema.parse(await (await t.request('/api/client-app-settings')).json()).data.lockerPhone).toBe('');
  });
});
