// The customer's notices (docs/product.md#notices) and the free-storage check that makes
// "free storage ends in 3 days" once per package (docs/product.md#free-storage).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { NOTICES_READ_MAX, NoticePageSchema, NoticesReadResponseSchema, type Notice } from '../../src/api/contract/notices.ts';
import { repeat } from '../../server/background/every-hour.ts';
import { FREE_STORAGE_DAYS } from '../../server/rules/free-storage.ts';
import { invoices, notices, packages, payments, shipments } from '../../server/db/schema.ts';
import { freeUntil } from '../../server/rules/free-storage.ts';
import { addNotice } from '../../server/domain/notices.ts';
import { STORAGE_ENDING_NOTICE_DAYS } from '../../src/api/contract/notices.ts';
import { addStorageEndingNotices } from '../../server/domain/storage-ending.ts';
import { expectError } from './support/errors.ts';
import { silentLog } from './support/log-capture.ts';
import { clientIdOf } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const t = useTestApp();
const DAY_MS = 86_400_000;

async function list(email: string, query = '', lang = 'es') {
  const res = await t.request(`/api/notices${query}`, { token: await t.tokenFor(email), lang });
  expect(res.status).toBe(200);
  return NoticePageSchema.parse(await res.json());
}

async function markRead(email: string, json: unknown) {
  return t.request('/api/notices/read', { token: await t.tokenFor(email), json, lang: 'en' });
}

const unreadIn = async (clientId: number) => t.db.$count(notices, and(eq(notices.client_id, clientId), isNull(notices.read_at)));

describe('GET api/notices', () => {
  it('pages the demo customer’s notices newest first, with every unread one counted', async () => {
    const clientId = await clientIdOf(t.db, DEMO);
    const own = await t.db.select().from(notices).where(eq(notices.client_id, clientId)).orderBy(desc(notices.created_at), desc(notices.id));
    const unread = own.filter((n) => n.read_at === null).length;
    // The seed gives some read and some not, of several kinds.
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(own.length);
    expect(new Set(own.map((n) => n.kind)).size).toBeGreaterThanOrEqual(4);

    const first = await list(DEMO, '?page=1&page_size=3');
    expect(first.meta).toEqual({ total: own.length, last_page: Math.ceil(own.length / 3), current_page: 1, page_size: 3, unread });
    expect(first.data.map((n) => n.id)).toEqual(own.slice(0, 3).map((n) => n.id));
    const second = await list(DEMO, '?page=2&page_size=3');
    expect(second.data.map((n) => n.id)).toEqual(own.slice(3, 6).map((n) => n.id));
    // A page past the end has no row to carry the counts: they are counted apart.
    const past = await list(DEMO, '?page=99&page_size=3');
    expect(past).toEqual({ data: [], meta: { ...first.meta, current_page: 99 } });
  });

  it('links each notice to its record, and names a status in the caller’s language', async () => {
    const [es, en] = await Promise.all([list(DEMO, '?page_size=100'), list(DEMO, '?page_size=100', 'en')]);
    const byKind = (page: typeof es, kind: Notice['kind']) => page.data.filter((n) => n.kind === kind);

    const received = byKind(es, 'PACKAGE_RECEIVED')[0]!;
    const [pkg] = await t.db.select().from(packages).where(eq(packages.id, received.package!.id));
    expect(received).toMatchObject({ package: { id: pkg!.id, tracking: pkg!.tracking }, shipment: null, invoice: null, status: null, note: null });

    const status = byKind(es, 'SHIPMENT_STATUS').find((n) => n.status === 'OUT_FOR_DELIVERY')!;
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.id, status.shipment!.id));
    expect(status).toMatchObject({ shipment: { tracking: shipment!.tracking }, status_label: 'En reparto', package: null });
    expect(en.data.find((n) => n.id === status.id)?.status_label).toBe('Out for delivery');

    const issued = byKind(es, 'INVOICE_ISSUED')[0]!;
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, issued.invoice!.id));
    expect(issued.invoice).toEqual({ id: invoice!.id, friendly_name: invoice!.friendly_name });

    // A payment's review links to the invoice it paid, and a rejection says why.
    const rejected = byKind(es, 'PAYMENT_REJECTED')[0]!;
    const [row] = await t.db.select({ payment: payments, invoice: invoices }).from(notices)
      .innerJoin(payments, eq(payments.id, notices.payment_id)).innerJoin(invoices, eq(invoices.id, payments.invoice_id))
      .where(eq(notices.id, rejected.id));
    expect(row!.payment.payment_status).toBe('REJECTED');
    expect(rejected.invoice).toEqual({ id: row!.invoice.id, friendly_name: row!.invoice.friendly_name });
    expect(rejected.note).toBeTruthy();
    expect(byKind(es, 'PAYMENT_APPROVED')[0]?.invoice).not.toBeNull();
  });

  it('is empty for an account without a client profile', async () => {
    expect(await list(NO_CLIENT)).toEqual({ data: [], meta: { total: 0, last_page: 1, current_page: 1, page_size: 20, unread: 0 } });
  });
});

describe('POST api/notices/read', () => {
  it('marks the chosen notices read, then all, answering what is left unread', async () => {
    const clientId = await clientIdOf(t.db, DEMO);
    const before = await unreadIn(clientId);
    const unread = (await list(DEMO, '?page_size=100')).data.filter((n) => !n.read);
    expect(unread.length).toBe(before);
    const chosen = unread.slice(0, 2).map((n) => n.id);

    // An id past a row id's range names no notice: ignored, as any id not the caller's.
    const res = await markRead(DEMO, { ids: [...chosen, 2_147_483_648] });
    expect(NoticesReadResponseSchema.parse(await res.json())).toEqual({ data: { unread: before - 2 } });
    const after = await list(DEMO, '?page_size=100');
    expect(after.meta.unread).toBe(before - 2);
    expect(after.data.filter((n) => chosen.includes(n.id)).every((n) => n.read)).toBe(true);

    // Marking again changes nothing, nor when they were read.
    const readAt = await t.db.select({ at: notices.read_at }).from(notices).where(eq(notices.id, chosen[0]!));
    t.clock.advance(5);
    expect((await (await markRead(DEMO, { ids: chosen })).json()).data.unread).toBe(before - 2);
    expect(await t.db.select({ at: notices.read_at }).from(notices).where(eq(notices.id, chosen[0]!))).toEqual(readAt);

    expect(await (await markRead(DEMO, { all: true })).json()).toEqual({ data: { unread: 0 } });
    expect((await list(DEMO)).meta.unread).toBe(0);
  });

  it('refuses a body that is neither ids nor all', async () => {
    const tooMany = Array.from({ length: NOTICES_READ_MAX + 1 }, (_, i) => i + 1);
    for (const body of [{}, { ids: [] }, { ids: tooMany }, { all: false }, { ids: [1], all: true }, { ids: ['1'] }]) {
      await expectError(await markRead(DEMO, body), 'FAILED_VALIDATION');
    }
  });

  it('answers nothing unread for an account without a client profile', async () => {
    expect(await (await markRead(NO_CLIENT, { all: true })).json()).toEqual({ data: { unread: 0 } });
  });
});

describe('the free-storage check', () => {
  const day = (offset: number) => new Date(t.clock.now().getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  /** A package of OTHER's, whose last free day is `lastFreeIn` days from today. */
  async function packageEnding(lastFreeIn: number, status: typeof packages.$inferSelect.status = 'IN_WAREHOUSE'): Promise<number> {
    const clientId = await clientIdOf(t.db, OTHER);
    const [model] = await t.db.select().from(packages).where(eq(packages.client_id, clientId)).orderBy(asc(packages.id)).limit(1);
    const { id: _id, ...copy } = model!;
    const tracking = `FREE-${lastFreeIn}-${status}-${Math.random().toString(36).slice(2, 8)}`;
    const [row] = await t.db.insert(packages)
      .values({ ...copy, tracking, status, shipment_id: null, received_on: day(lastFreeIn - FREE_STORAGE_DAYS) })
      .returning({ id: packages.id });
    return row!.id;
  }
  const check = () => addStorageEndingNotices(t.db, t.clock.now(), FREE_STORAGE_DAYS);
  const endingOf = (packageId: number) =>
    t.db.select().from(notices).where(and(eq(notices.kind, 'STORAGE_ENDING'), eq(notices.package_id, packageId)));

  it(`tells once, however often and however many run it, of a package with ${STORAGE_ENDING_NOTICE_DAYS} free days or fewer left`, async () => {
    const ending = await packageEnding(STORAGE_ENDING_NOTICE_DAYS);
    const lastDay = await packageEnding(0);
    const spare = await packageEnding(STORAGE_ENDING_NOTICE_DAYS + 1);
    const over = await packageEnding(-1);
    const shipped = await packageEnding(1, 'SHIPPED');

    // Two servers at once, then again.
    await Promise.all([check(), check()]);
    await check();

    const [made] = await endingOf(ending);
    expect(await endingOf(ending)).toHaveLength(1);
    expect(made).toMatchObject({ client_id: await clientIdOf(t.db, OTHER), data: { free_until: day(STORAGE_ENDING_NOTICE_DAYS) }, read_at: null });
    expect(Math.abs(made!.created_at.getTime() - t.clock.now().getTime())).toBeLessThan(60_000);
    expect(await endingOf(lastDay)).toHaveLength(1);
    for (const none of [spare, over, shipped]) expect(await endingOf(none)).toEqual([]);

    // A day later on the server's clock, the package with a day to spare is told too; the others still once.
    t.clock.advance(24 * 60);
    await check();
    expect(await endingOf(spare)).toHaveLength(1);
    expect(await endingOf(ending)).toHaveLength(1);
  });

  it('tells the demo customer of the seeded package whose free storage is ending, and lists it', async () => {
    await check();
    const clientId = await clientIdOf(t.db, DEMO);
    const [helmet] = await t.db.select().from(packages).where(and(eq(packages.client_id, clientId), eq(packages.content, 'Casco de ciclismo Giro Register MIPS')));
    const [notice] = await endingOf(helmet!.id);
    expect(notice?.data.free_until).toBe(freeUntil(helmet!.status, helmet!.received_on, FREE_STORAGE_DAYS));

    const shown = (await list(DEMO, '?page_size=100')).data.find((n) => n.id === notice!.id);
    expect(shown).toMatchObject({ kind: 'STORAGE_ENDING', read: false, package: { id: helmet!.id, tracking: helmet!.tracking }, free_until: notice!.data.free_until });
  });

  it('is refused a second STORAGE_ENDING notice of a package by the database itself', async () => {
    const id = await packageEnding(2);
    await check();
    const clientId = await clientIdOf(t.db, OTHER);
    await expect(t.db.transaction((tx) => addNotice(tx, { client_id: clientId, kind: 'STORAGE_ENDING', package_id: id, created_at: new Date() }))).rejects.toThrow();
  });
});

describe('the hourly run', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start and every hour, goes on after a failure, never doubles a run under way, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let runs = 0;
    let release = () => {};
    const work = vi.fn(async () => {
      runs++;
      if (runs === 2) throw new Error('the database is away');
      if (runs === 3) await new Promise<void>((done) => (release = done));
    });
    const running = repeat('test work', work, silentLog(), 1000);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(3);
    // The third is still going: the next hour skips.
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(3);
    let stopped = false;
    const stopping = running.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(3);
  });
});
