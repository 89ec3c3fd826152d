// The warehouse's reads (docs/product.md#the-warehouse-api): its lists and records, paged by a
// cursor, each answer parsed by the contract's strict schemas, each in one query beyond the key's count.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { InvoiceResponseSchema } from '../../src/api/contract/invoices.ts';
import {
  WarehousePackagePageSchema, WarehousePackageReadResponseSchema, WarehousePaymentPageSchema, WarehousePaymentResponseSchema,
  WarehousePreAlertPageSchema, WarehouseShipmentPageSchema, WarehouseShipmentResponseSchema,
} from '../../src/api/contract/warehouse-reads.ts';
import { createApp } from '../../server/app.ts';
import { clients, invoices, media, packages, payments, preAlerts, shipmentEvents, shipments, usCouriers, warehouses } from '../../server/db/schema.ts';
import { MEDIA_LINK_SECONDS } from '../../server/media/sign.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, OTHER } from './support/users.ts';

const KEY = 'warehouse-reads-key-0123456789abcdef';
const t = useTestApp({ warehouseApiKeys: [KEY] });

const asWarehouse = (path: string) => t.request(path, { token: KEY, lang: 'en' });

async function read<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
  const res = await asWarehouse(path);
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
}

type PageSchema = z.ZodType<{ data: { id: number }[]; meta: { next_cursor: string | null } }>;

/** Every id of a list, walked page by page `limit` at a time; `between` runs after each page. */
async function walk(path: string, schema: PageSchema, limit: number, between?: () => Promise<unknown>): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const page: z.output<PageSchema> = await read(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, schema);
    expect(page.data.length).toBeLessThanOrEqual(limit);
    if (page.meta.next_cursor !== null) expect(page.data).toHaveLength(limit);
    ids.push(...page.data.map((row) => row.id));
    cursor = page.meta.next_cursor;
    await between?.();
  } while (cursor !== null);
  return ids;
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
/** A tracking as someone types it: lower-case, spaced and dashed. */
const typed = (tracking: string) => `${tracking.slice(0, 2).toLowerCase()} ${tracking.slice(2, 5).toLowerCase()}-${tracking.slice(5)}`;

let demoClient: number;
let otherClient: number;

beforeAll(async () => {
  demoClient = await clientIdOf(t.db, DEMO);
  otherClient = await clientIdOf(t.db, OTHER);
});

describe('GET api/warehouse/shipments', () => {
  it('lists every shipment, oldest first, each page once', async () => {
    const all = idsOf(await t.db.select({ id: shipments.id }).from(shipments).orderBy(asc(shipments.id)));
    expect(all.length).toBeGreaterThan(2);
    const first = await read('/api/warehouse/shipments', WarehouseShipmentPageSchema);
    expect(idsOf(first.data)).toEqual(all.slice(0, 20));
    expect(first.meta.next_cursor === null).toBe(all.length <= 20);
    expect(await walk('/api/warehouse/shipments', WarehouseShipmentPageSchema, 1)).toEqual(all);
    expect(await walk('/api/warehouse/shipments', WarehouseShipmentPageSchema, 2)).toEqual(all);
  });

  it('keeps to a status', async () => {
    const inTransit = idsOf(await t.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.status, 'IN_TRANSIT')).orderBy(asc(shipments.id)));
    expect(inTransit.length).toBeGreaterThan(1);
    const page = await read('/api/warehouse/shipments?status=IN_TRANSIT', WarehouseShipmentPageSchema);
    expect(idsOf(page.data)).toEqual(inTransit);
    expect(page.data.every((row) => row.status === 'IN_TRANSIT')).toBe(true);
    expect(await walk('/api/warehouse/shipments?status=IN_TRANSIT', WarehouseShipmentPageSchema, 1)).toEqual(inTransit);
    const requested = await read('/api/warehouse/shipments?status=REQUESTED', WarehouseShipmentPageSchema);
    expect(requested.data.every((row) => row.status === 'REQUESTED')).toBe(true);
    const { errors } = await expectError(await asWarehouse('/api/warehouse/shipments?status=FLYING'), 'FAILED_VALIDATION');
    expect(Object.keys(errors ?? {})).toEqual(['status']);
  });

  it('shows one with its customer, recipient, packages, timeline and bill', async () => {
    const [row] = await t.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.client_id, demoClient), eq(shipments.status, 'IN_TRANSIT'), eq(shipments.shipment_type, 'air')));
    const id = row!.id;
    // A scan heard of late, and an operator's correction of it: the timeline follows the scans.
    const [first] = await t.db.select({ at: shipmentEvents.occurred_at }).from(shipmentEvents).where(eq(shipmentEvents.shipment_id, id)).orderBy(asc(shipmentEvents.occurred_at)).limit(1);
    const early = new Date(first!.at.getTime() - 60_000);
    await t.db.insert(shipmentEvents).values([
      { shipment_id: id, key: 'RECEIVED', occurred_at: early, note: 'Recibido en Miami', correction_reason: 'Escaneo tardío' },
      { shipment_id: id, key: 'PENDING', occurred_at: early },
    ]);
    const stored = await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipment_id, id));
    const { data } = await read(`/api/warehouse/shipments/${id}`, WarehouseShipmentResponseSchema);

    expect(data).toMatchObject({ id, status: 'IN_TRANSIT', service: 'AIR', customer: { id: demoClient, locker: 'CAS-10001', name: 'María Fernanda' } });
    expect(data.recipient).toMatchObject({ name: 'Carmen Elena', address_2: 'Los Palos Grandes', country: { iso_code: 'VE', name: { es: 'Venezuela', en: 'Venezuela' } }, state: 'Miranda', city: 'Chacao' });
    const pieces = await t.db.select({ id: packages.id, weight_lb: packages.weight_lb }).from(packages).where(eq(packages.shipment_id, id)).orderBy(asc(packages.id));
    expect(data.packages.map((p) => ({ id: p.id, weight_lb: p.weight_lb }))).toEqual(pieces);
    for (const p of data.packages) expect(p.weight_kg).toBeCloseTo(p.weight_lb * 0.45359237, 2);

    const order = [...stored].sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime() || a.id - b.id);
    expect(data.events.map((e) => e.status)).toEqual(order.map((e) => e.key));
    expect(data.events[0]).toEqual({
      status: 'RECEIVED',
      occurred_at: early.toISOString(),
      recorded_at: order[0]!.created_at.toISOString(),
      note: 'Recibido en Miami',
      correction_reason: 'Escaneo tardío',
    });

    // The bill as the customer's API gives it.
    const invoice = InvoiceResponseSchema.parse(await (await t.request(`/api/invoices/${data.invoice!.id}`, { token: await t.tokenFor(DEMO) })).json()).data;
    expect(data.invoice).toEqual({ id: invoice.id, friendly_name: invoice.friendly_name, status: invoice.status, total: invoice.total, debt: invoice.debt });
  });

  it('gives the options and the stored quote', async () => {
    const [row] = await t.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.shipment_type, 'ocean')).orderBy(asc(shipments.id)).limit(1);
    const quote = {
      service: 'OCEAN' as const, billable_kg: 12.5, volumetric_kg: 10.02, cubic_feet: 3.1,
      lines: [{ code: 'FREIGHT' as const, amount: 40.3 }, { code: 'INSURANCE' as const, amount: 3.6 }],
      total: 43.9, currency: 'USD' as const, transit_days: { min: 20, max: 30 },
    };
    await t.db.update(shipments).set({ quote, declared_value: 120.5, repack: true, notes: 'Frágil' }).where(eq(shipments.id, row!.id));
    const { data } = await read(`/api/warehouse/shipments/${row!.id}`, WarehouseShipmentResponseSchema);
    expect(data).toMatchObject({ service: 'OCEAN', quote, options: { insurance: true, declared_value: 120.5, repack: true, notes: 'Frágil' } });
  });

  it('does not find an unknown shipment', async () => {
    await expectError(await asWarehouse('/api/warehouse/shipments/2147483647'), 'NOT_FOUND');
    await expectError(await asWarehouse('/api/warehouse/shipments/99999999999'), 'NOT_FOUND');
  });
});

describe('GET api/warehouse/payments', () => {
  it('lists every payment, oldest first, and those of a status', async () => {
    const all = idsOf(await t.db.select({ id: payments.id }).from(payments).orderBy(asc(payments.id)));
    expect(await walk('/api/warehouse/payments', WarehousePaymentPageSchema, 1)).toEqual(all);
    expect(await walk('/api/warehouse/payments', WarehousePaymentPageSchema, 2)).toEqual(all);
    const pending = idsOf(await t.db.select({ id: payments.id }).from(payments).where(eq(payments.payment_status, 'PENDING')).orderBy(asc(payments.id)));
    expect(pending.length).toBeGreaterThan(0);
    const page = await read('/api/warehouse/payments?status=PENDING', WarehousePaymentPageSchema);
    expect(idsOf(page.data)).toEqual(pending);
    expect(page.data.every((row) => row.status === 'PENDING')).toBe(true);
    await expectError(await asWarehouse('/api/warehouse/payments?status=PAID'), 'FAILED_VALIDATION');
  });

  it('shows one with its invoice, method, review and a 15-minute link to its proof', async () => {
    const [pending] = await t.db
      .select({ id: payments.id, invoiceId: invoices.id, customer: { id: clients.id, locker: clients.locker } })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoice_id))
      .innerJoin(clients, eq(clients.id, invoices.client_id))
      .where(eq(payments.payment_status, 'PENDING'))
      .orderBy(asc(payments.id))
      .limit(1);
    const reviewedAt = new Date('2025-03-04T05:06:07.089Z');
    await t.db.update(payments).set({ reviewed_at: reviewedAt, review_note: 'Revisado' }).where(eq(payments.id, pending!.id));
    const asked = t.clock.now().getTime() / 1000;
    const { data } = await read(`/api/warehouse/payments/${pending!.id}`, WarehousePaymentResponseSchema);
    const answered = t.clock.now().getTime() / 1000;
    expect(data).toMatchObject({ id: pending!.id, status: 'PENDING', reviewed_at: reviewedAt.toISOString(), review_note: 'Revisado', invoice: { id: pending!.invoiceId, customer: pending!.customer } });
    expect(data.amount).toBeGreaterThan(0);

    const [proof] = await t.db.select().from(media).where(and(eq(media.owner_type, 'payment'), eq(media.owner_id, pending!.id))).orderBy(asc(media.id)).limit(1);
    expect(data.proof).toMatchObject({ id: proof!.id, mime_type: proof!.mime_type });
    const link = new URL(data.proof!.url, 'http://localhost');
    // Links are issued on whole minutes (server/media/sign.ts): 15 minutes at most, 14 at least.
    const expiry = Number(link.searchParams.get('exp'));
    expect(expiry - answered).toBeLessThanOrEqual(MEDIA_LINK_SECONDS);
    expect(expiry - asked).toBeGreaterThan(MEDIA_LINK_SECONDS - 60);
    const file = await t.request(`${link.pathname}${link.search}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe(proof!.mime_type);
    expect((await file.arrayBuffer()).byteLength).toBe(proof!.size);
  });

  it('does not find an unknown payment', async () => {
    await expectError(await asWarehouse('/api/warehouse/payments/2147483647'), 'NOT_FOUND');
  });
});

describe('GET api/warehouse/packages', () => {
  it('lists every package, oldest first, each once while packages are received meanwhile', async () => {
    const before = idsOf(await t.db.select({ id: packages.id }).from(packages).orderBy(asc(packages.id)));
    const [courier] = await t.db.select({ id: usCouriers.id }).from(usCouriers).limit(1);
    let received = 0;
    const receive = async () => {
      if (received++ >= 2) return;
      const res = await t.request('/api/warehouse/packages', {
        token: KEY,
        json: { locker: 'CAS-10001', tracking: `1ZREADS${received}`, us_courier_id: courier!.id, weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 },
      });
      expect(res.status).toBe(201);
    };
    const walked = await walk('/api/warehouse/packages', WarehousePackagePageSchema, 2, receive);
    const after = idsOf(await t.db.select({ id: packages.id }).from(packages).orderBy(asc(packages.id)));
    expect(after.length).toBe(before.length + 2);
    expect(walked).toEqual(after);
    expect(await walk('/api/warehouse/packages', WarehousePackagePageSchema, 1)).toEqual(after);
  });

  it('finds a package by its tracking as it is typed', async () => {
    const [stored] = await t.db.select({ id: packages.id, tracking: packages.tracking }).from(packages).where(eq(packages.status, 'IN_WAREHOUSE')).orderBy(asc(packages.id)).limit(1);
    const page = await read(`/api/warehouse/packages?tracking=${encodeURIComponent(typed(stored!.tracking))}`, WarehousePackagePageSchema);
    expect(idsOf(page.data)).toEqual([stored!.id]);
    expect(page.meta.next_cursor).toBeNull();
    expect((await read('/api/warehouse/packages?tracking=1z%20re-ads1', WarehousePackagePageSchema)).data.map((row) => row.tracking)).toEqual(['1ZREADS1']);
    expect((await read('/api/warehouse/packages?tracking=NOSUCHTRACKING', WarehousePackagePageSchema)).data).toEqual([]);
  });

  it('keeps to a locker and a status', async () => {
    const expected = idsOf(
      await t.db.select({ id: packages.id }).from(packages).where(and(eq(packages.client_id, demoClient), eq(packages.status, 'IN_WAREHOUSE'))).orderBy(asc(packages.id)),
    );
    expect(expected.length).toBeGreaterThan(2);
    const page = await read('/api/warehouse/packages?locker=%20cas-10001&status=IN_WAREHOUSE', WarehousePackagePageSchema);
    expect(idsOf(page.data)).toEqual(expected);
    expect(page.data.every((row) => row.customer.locker === 'CAS-10001' && row.status === 'IN_WAREHOUSE')).toBe(true);
    expect(await walk('/api/warehouse/packages?locker=CAS-10001&status=IN_WAREHOUSE', WarehousePackagePageSchema, 2)).toEqual(expected);
    const others = await read('/api/warehouse/packages?locker=CAS-10002', WarehousePackagePageSchema);
    expect(others.data.every((row) => row.customer.id === otherClient)).toBe(true);
  });

  it('shows one with its courier, measures and photos', async () => {
    const [photographed] = await t.db
      .select({ id: packages.id })
      .from(packages)
      .innerJoin(media, and(eq(media.owner_type, 'package'), eq(media.owner_id, packages.id)))
      .orderBy(asc(packages.id))
      .limit(1);
    const [stored] = await t.db.select().from(packages).innerJoin(usCouriers, eq(usCouriers.id, packages.us_courier_id)).where(eq(packages.id, photographed!.id));
    const { data } = await read(`/api/warehouse/packages/${photographed!.id}`, WarehousePackageReadResponseSchema);
    expect(data).toMatchObject({
      id: stored!.packages.id,
      tracking: stored!.packages.tracking,
      us_courier: { id: stored!.us_couriers.id, name: stored!.us_couriers.name },
      length_cm: stored!.packages.length_cm,
      weight_lb: stored!.packages.weight_lb,
      received_on: stored!.packages.received_on,
      shipment_id: stored!.packages.shipment_id,
    });
    expect(data.photos.length).toBeGreaterThan(0);
    expect((await t.request(data.photos[0]!.url)).status).toBe(200);
  });

  it('does not find an unknown package', async () => {
    await expectError(await asWarehouse('/api/warehouse/packages/2147483647'), 'NOT_FOUND');
  });
});

describe('GET api/warehouse/pre-alerts', () => {
  // One parcel announced by two customers, each writing its tracking another way.
  const trackings = ['1ZPRE-ALERT', '1z pre alert', '1ZPREALERT'];
  let announced: number[];

  beforeAll(async () => {
    const [warehouse] = await t.db.select({ id: warehouses.id }).from(warehouses).limit(1);
    const [courier] = await t.db.select({ id: usCouriers.id }).from(usCouriers).limit(1);
    const rows = await t.db
      .insert(preAlerts)
      .values(trackings.map((tracking, i) => ({
        client_id: i === 1 ? otherClient : demoClient, us_courier_id: courier!.id, tracking, provider: 'Amazon', cost: 25.5,
        content: 'Libros', arriving_at: '2025-06-01', recipient: 'María', warehouse_id: warehouse!.id,
      })))
      .returning({ id: preAlerts.id });
    announced = idsOf(rows);
  });

  it('finds the pre-alerts of a tracking as it is typed, whose locker each is for', async () => {
    const page = await read('/api/warehouse/pre-alerts?tracking=1z%20pre-alert', WarehousePreAlertPageSchema);
    expect(idsOf(page.data)).toEqual(announced);
    const [other] = await t.db.select({ locker: clients.locker, name: clients.name, last_name: clients.last_name }).from(clients).where(eq(clients.id, otherClient));
    expect(page.data[1]).toMatchObject({ tracking: '1z pre alert', status: 'PENDING', cost: 25.5, arriving_at: '2025-06-01', customer: { id: otherClient, ...other } });
    expect(await walk('/api/warehouse/pre-alerts?tracking=1ZPREALERT', WarehousePreAlertPageSchema, 1)).toEqual(announced);
  });

  it('finds a seeded pre-alert by its tracking', async () => {
    const [seeded] = await t.db.select({ id: preAlerts.id, tracking: preAlerts.tracking }).from(preAlerts).where(eq(preAlerts.client_id, demoClient)).orderBy(asc(preAlerts.id)).limit(1);
    const page = await read(`/api/warehouse/pre-alerts?tracking=${encodeURIComponent(typed(seeded!.tracking))}`, WarehousePreAlertPageSchema);
    expect(idsOf(page.data)).toContain(seeded!.id);
    expect(page.data.every((row) => row.tracking.replace(/[\s-]/g, '').toUpperCase() === seeded!.tracking.toUpperCase())).toBe(true);
  });

  it('needs a tracking', async () => {
    for (const path of ['/api/warehouse/pre-alerts', '/api/warehouse/pre-alerts?tracking=%20-%20']) {
      const { errors } = await expectError(await asWarehouse(path), 'FAILED_VALIDATION');
      expect(Object.keys(errors ?? {})).toEqual(['tracking']);
    }
  });
});

describe('paging', () => {
  const LISTS = ['/api/warehouse/shipments', '/api/warehouse/payments', '/api/warehouse/packages', '/api/warehouse/pre-alerts?tracking=1ZTEST'];

  it('refuses a cursor the server did not write, on `cursor`', async () => {
    const cursors = ['!!!', 'MQ==', 'MA', 'LTE', 'MDE', Buffer.from('2147483648').toString('base64url'), Buffer.from('1a').toString('base64url'), 'x'.repeat(65), 'MQx'];
    for (const list of LISTS) {
      for (const cursor of cursors) {
        const { errors } = await expectError(await asWarehouse(`${list}${list.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`), 'FAILED_VALIDATION');
        expect(Object.keys(errors ?? {}), `${list} ${cursor}`).toEqual(['cursor']);
      }
    }
  });

  it('gives at most 100 rows a page', async () => {
    for (const list of LISTS) {
      for (const limit of ['101', '0', '-1', '1.5', 'ten']) {
        const { errors } = await expectError(await asWarehouse(`${list}${list.includes('?') ? '&' : '?'}limit=${limit}`), 'FAILED_VALIDATION');
        expect(Object.keys(errors ?? {})).toEqual(['limit']);
      }
      expect((await asWarehouse(`${list}${list.includes('?') ? '&' : '?'}limit=100`)).status).toBe(200);
    }
  });

  it('ends with the last row: a cursor past it gives an empty last page', async () => {
    const [last] = await t.db.select({ id: shipments.id }).from(shipments).orderBy(asc(shipments.id)).limit(1).offset((await t.db.$count(shipments)) - 1);
    const page = await read(`/api/warehouse/shipments?cursor=${Buffer.from(String(last!.id)).toString('base64url')}`, WarehouseShipmentPageSchema);
    expect(page).toEqual({ data: [], meta: { next_cursor: null } });
  });
});

describe('the keys', () => {
  const PATHS = ['/api/warehouse/shipments', '/api/warehouse/shipments/1', '/api/warehouse/payments', '/api/warehouse/payments/1', '/api/warehouse/packages', '/api/warehouse/packages/1', '/api/warehouse/pre-alerts?tracking=1ZTEST'];

  it('refuses a customer token and a missing key', async () => {
    const customer = await t.tokenFor(DEMO);
    for (const path of PATHS) {
      await expectError(await t.request(path, { token: customer }), 'AUTHENTICATION_EXCEPTION');
      await expectError(await t.request(path), 'AUTHENTICATION_EXCEPTION');
    }
  });

  it('does not exist without keys', async () => {
    const bare = createApp({ ...t.deps, warehouseApiKeys: [] });
    for (const path of PATHS) await expectError(await bare.request(path, { headers: { Authorization: `Bearer ${KEY}` } }), 'NOT_FOUND');
  });
});

describe('database queries per read', () => {
  it('one beyond the key\u2019s count, for every page and record', async () => {
    // A refused limit stops before the route reads anything: what it sends is the key's count alone.
    t.queries.length = 0;
    await expectError(await asWarehouse('/api/warehouse/shipments?limit=101'), 'FAILED_VALIDATION');
    const keyCount = t.queries.length;
    expect(keyCount).toBe(1);

    const [shipment] = await t.db.select({ id: shipments.id }).from(shipments).innerJoin(packages, eq(packages.shipment_id, shipments.id)).limit(1);
    const [payment] = await t.db.select({ id: payments.id }).from(payments).limit(1);
    const [pkg] = await t.db.select({ id: packages.id }).from(packages).where(eq(packages.status, 'IN_WAREHOUSE')).limit(1);
    const reads = [
      '/api/warehouse/shipments?limit=100',
      '/api/warehouse/shipments?status=IN_TRANSIT&cursor=MQ',
      `/api/warehouse/shipments/${shipment!.id}`,
      '/api/warehouse/payments?limit=100',
      `/api/warehouse/payments/${payment!.id}`,
      '/api/warehouse/packages?limit=100',
      '/api/warehouse/packages?locker=CAS-10001&status=IN_WAREHOUSE&tracking=1ZREADS1',
      `/api/warehouse/packages/${pkg!.id}`,
      '/api/warehouse/pre-alerts?tracking=1ZPREALERT',
    ];
    for (const path of reads) {
      t.queries.length = 0;
      expect((await asWarehouse(path)).status, path).toBe(200);
      expect(t.queries, path).toHaveLength(keyCount + 1);
    }
  });
});
