import { describe, expect, it } from 'vitest';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { ErrorBodySchema } from '../../src/api/contract/envelope.ts';
import { PackageListSchema, PackageResponseSchema } from '../../src/api/contract/packages.ts';
import { clients, invoices, packages, users } from '../../server/db/schema.ts';
import { FREE_STORAGE_DAYS } from '../../server/rules/free-storage.ts';
import { freeUntil } from '../../server/rules/free-storage.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const t = useTestApp();

async function clientIdOf(email: string) {
  const [row] = await t.db.select({ id: clients.id }).from(clients).innerJoin(users, eq(users.id, clients.user_id)).where(eq(users.email, email));
  return row!.id;
}

async function list(token: string, query = '') {
  const res = await t.request(`/api/packages${query}`, { token });
  expect(res.status).toBe(200);
  return PackageListSchema.parse(await res.json());
}

describe('GET api/packages', () => {
  it('pages the customer’s packages, newest first, with the in-warehouse count', async () => {
    const token = await t.tokenFor(DEMO);
    const clientId = await clientIdOf(DEMO);
    const own = await t.db.select().from(packages).where(eq(packages.client_id, clientId)).orderBy(desc(packages.created_at), desc(packages.id));
    const inWarehouse = own.filter((p) => p.status === 'IN_WAREHOUSE').length;
    expect(own.length).toBeGreaterThan(5);

    const first = await list(token, '?page=1&page_size=5');
    expect(first.meta).toEqual({ total: own.length, last_page: Math.ceil(own.length / 5), current_page: 1, page_size: 5, in_warehouse: inWarehouse });
    expect(first.data.map((p) => p.id)).toEqual(own.slice(0, 5).map((p) => p.id));
    const second = await list(token, '?page=2&page_size=5');
    expect(second.data.map((p) => p.id)).toEqual(own.slice(5, 10).map((p) => p.id));
  });

  it('uses page 1 and 20 rows by default', async () => {
    const token = await t.tokenFor(DEMO);
    const body = await list(token);
    expect(body.meta.current_page).toBe(1);
    expect(body.meta.page_size).toBe(20);
    expect(body.data.length).toBe(Math.min(20, body.meta.total));
  });

  it('answers an empty page past the last one, with the right meta', async () => {
    const token = await t.tokenFor(DEMO);
    const body = await list(token, '?page=999999&page_size=10');
    expect(body.data).toEqual([]);
    expect(body.meta.current_page).toBe(999999);
    expect(body.meta.last_page).toBe(Math.max(1, Math.ceil(body.meta.total / 10)));
  });

  it('shows only the customer’s own packages', async () => {
    const token = await t.tokenFor(OTHER);
    const clientId = await clientIdOf(OTHER);
    const [{ n } = { n: 0 }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(packages).where(eq(packages.client_id, clientId));
    const body = await list(token, '?page_size=100');
    expect(body.meta.total).toBe(n);
    const [otherLocker] = await t.db.select({ locker: clients.locker }).from(clients).where(eq(clients.id, clientId));
    expect(body.data.every((p) => p.locker === otherLocker!.locker)).toBe(true);
  });

  it('answers an empty first page for a user without a client', async () => {
    const token = await t.tokenFor(NO_CLIENT);
    const body = await list(token);
    expect(body).toEqual({ data: [], meta: { total: 0, last_page: 1, current_page: 1, page_size: 20, in_warehouse: 0 } });
  });

  it('needs a token', async () => {
    expect((await t.request('/api/packages')).status).toBe(401);
  });
});

describe('GET api/packages/{id}', () => {
  it('answers one of the customer’s packages, measures included', async () => {
    const token = await t.tokenFor(DEMO);
    const [pkg] = await t.db.select().from(packages).where(eq(packages.client_id, await clientIdOf(DEMO))).limit(1);
    const res = await t.request(`/api/packages/${pkg!.id}`, { token });
    expect(res.status).toBe(200);
    const data = PackageResponseSchema.parse(await res.json()).data;
    expect(data.id).toBe(pkg!.id);
    expect(data.tracking).toBe(pkg!.tracking);
    const volumeKg = (pkg!.length_cm * pkg!.width_cm * pkg!.height_cm) / 5000;
    expect(data.volume_kg).toBeCloseTo(volumeKg, 2);
    expect(data.weight_kg).toBeCloseTo(pkg!.weight_lb * 0.45359237, 2);
    expect(data.dimensions.weight).toBeCloseTo(pkg!.weight_lb, 2);
  });

  it('answers NOT_FOUND for another customer’s package, exactly as for a missing one', async () => {
    const token = await t.tokenFor(DEMO);
    const [foreign] = await t.db.select().from(packages).where(ne(packages.client_id, await clientIdOf(DEMO))).limit(1);
    const res = await t.request(`/api/packages/${foreign!.id}`, { token, lang: 'en' });
    expect(res.status).toBe(404);
    const missing = await t.request('/api/packages/2147483647', { token, lang: 'en' });
    expect(ErrorBodySchema.parse(await res.json())).toEqual(ErrorBodySchema.parse(await missing.json()));
  });

  it('signs the media URLs of a package', async () => {
    const token = await t.tokenFor(DEMO);
    const body = await list(token, '?page_size=100');
    const withMedia = body.data.find((p) => p.media.length > 0);
    expect(withMedia).toBeDefined();
    if (!withMedia) return;
    expect(withMedia.media[0]!.url).toMatch(/^\/api\/media\/\d+\?exp=\d+&sig=[\w-]+$/);
    const file = await t.request(withMedia.media[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe(withMedia.media[0]!.mime_type);
  });

  it('links the shipment and its invoice debt when the package has shipped', async () => {
    const token = await t.tokenFor(DEMO);
    const clientId = await clientIdOf(DEMO);
    const [shipped] = await t.db.select().from(packages).where(and(eq(packages.client_id, clientId), sql`${packages.shipment_id} is not null`)).limit(1);
    expect(shipped).toBeDefined();
    const data = PackageResponseSchema.parse(await (await t.request(`/api/packages/${shipped!.id}`, { token })).json()).data;
    expect(data.shipment?.id).toBe(shipped!.shipment_id);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.shipment_id, shipped!.shipment_id!)).orderBy(asc(invoices.id)).limit(1);
    if (!invoice) {
      expect(data.shipment?.invoice).toBeNull();
      return;
    }
    expect(data.shipment?.invoice?.id).toBe(invoice.id);
    const debt = data.shipment!.invoice!.debt;
    if (invoice.status === 'PAID') expect(debt).toBe(0);
    else expect(debt).toBeGreaterThan(0);
  });
});

describe('free storage on a package (docs/product.md#free-storage)', () => {
  it('counts FREE_STORAGE_DAYS from the day received for a package in the warehouse, none for the others', async () => {
    const token = await t.tokenFor(DEMO);
    const own = await t.db.select().from(packages).where(eq(packages.client_id, await clientIdOf(DEMO)));
    const body = await list(token, '?page_size=100');
    const stored = body.data.find((p) => p.status === 'IN_WAREHOUSE');
    const gone = body.data.find((p) => p.status !== 'IN_WAREHOUSE');
    const receivedOn = own.find((p) => p.id === stored?.id)?.received_on;
    if (!stored || !gone || !receivedOn) throw new Error('the demo data needs a package in the warehouse and one out of it');
    expect(stored.free_until).toBe(freeUntil('IN_WAREHOUSE', receivedOn, FREE_STORAGE_DAYS));
    expect(gone.free_until).toBeNull();
    const detail = PackageResponseSchema.parse(await (await t.request(`/api/packages/${stored.id}`, { token })).json()).data;
    expect(detail.free_until).toBe(stored.free_until);
  });

  it('follows the company’s setting', async () => {
    const token = await t.tokenFor(DEMO);
    const before = (await list(token, '?page_size=100')).data.find((p) => p.free_until !== null);
    t.deps.freeStorageDays = FREE_STORAGE_DAYS - 10;
    try {
      const after = PackageResponseSchema.parse(await (await t.request(`/api/packages/${before!.id}`, { token })).json()).data;
      expect(Date.parse(before!.free_until!) - Date.parse(after.free_until!)).toBe(10 * 86_400_000);
    } finally {
      delete t.deps.freeStorageDays;
    }
  });

  it('is the day received plus the days, across a month and a leap day; null out of the warehouse', () => {
    expect(freeUntil('IN_WAREHOUSE', '2028-02-15', 30)).toBe('2028-03-16');
    expect(freeUntil('IN_WAREHOUSE', '2026-12-31', 1)).toBe('2027-01-01');
    expect(freeUntil('SHIPPED', '2026-12-31', 30)).toBeNull();
  });
});
