// Which packages a consolidation request can take (docs/product.md#consolidation-requests), decided
// by the server alone: each package's `shippable` flag, and GET api/packages?shippable=1 listing
// exactly those, of the caller's packages only (docs/product.md#ownership).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PackageListSchema, PackageResponseSchema, type Package } from '../../src/api/contract/packages.ts';
import { ShipmentResponseSchema } from '../../src/api/contract/shipments.ts';
import { packages, recipients } from '../../server/db/schema.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const t = useTestApp({ shipmentCreation: true, rateLimits: { SHIPMENT_REQUESTS_PER_HOUR: 1000 } });

async function list(email: string, query: string) {
  const res = await t.request(`/api/packages${query}`, { token: await t.tokenFor(email) });
  expect(res.status, query).toBe(200);
  return PackageListSchema.parse(await res.json());
}
const ids = (items: readonly Pick<Package, 'id'>[]) => items.map((p) => p.id);
/** Every package of the customer, newest first (the seed has fewer than a page of 100). */
const everyPackage = async (email: string) => (await list(email, '?page_size=100')).data;

let othersShippable: number[] = [];

beforeAll(async () => {
  othersShippable = ids((await everyPackage(OTHER)).filter((p) => p.shippable));
});

describe('the shippable flag of a package', () => {
  it('is true for a package in the warehouse and in no shipment, false for every other', async () => {
    const all = await everyPackage(DEMO);
    for (const p of all) expect(p.shippable, `${p.tracking} ${p.status}`).toBe(p.status === 'IN_WAREHOUSE' && p.shipment === null);
    expect(all.some((p) => p.shippable)).toBe(true);
    expect(all.some((p) => !p.shippable)).toBe(true);
  });

  it('comes with a package read alone, as in the list', async () => {
    const all = await everyPackage(DEMO);
    for (const p of [all.find((one) => one.shippable)!, all.find((one) => !one.shippable)!]) {
      const res = await t.request(`/api/packages/${p.id}`, { token: await t.tokenFor(DEMO) });
      expect(PackageResponseSchema.parse(await res.json()).data.shippable).toBe(p.shippable);
    }
  });
});

describe('GET api/packages?shippable=1', () => {
  it('lists exactly the packages flagged shippable, newest first, with their count', async () => {
    const expected = ids((await everyPackage(DEMO)).filter((p) => p.shippable));
    const filtered = await list(DEMO, '?shippable=1&page_size=100');
    expect(ids(filtered.data)).toEqual(expected);
    expect(filtered.data.every((p) => p.shippable)).toBe(true);
    expect(filtered.meta).toMatchObject({ total: expected.length, last_page: 1, current_page: 1, in_warehouse: expected.length });
  });

  it('pages the filtered list, a page past its end counted with the filter too', async () => {
    const expected = ids((await everyPackage(DEMO)).filter((p) => p.shippable));
    expect(expected.length).toBeGreaterThan(2);
    const second = await list(DEMO, '?shippable=1&page=2&page_size=2');
    expect(ids(second.data)).toEqual(expected.slice(2, 4));
    expect(second.meta.last_page).toBe(Math.ceil(expected.length / 2));
    const past = await list(DEMO, '?shippable=1&page=99&page_size=2');
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(expected.length);
  });

  it('never lists another customer’s package', async () => {
    expect(othersShippable.length).toBeGreaterThan(0);
    const demo = ids((await list(DEMO, '?shippable=1&page_size=100')).data);
    expect(demo.filter((id) => othersShippable.includes(id))).toEqual([]);
    const other = await list(OTHER, '?shippable=1&page_size=100');
    expect(ids(other.data)).toEqual(othersShippable);
    const otherClient = await clientIdOf(t.db, OTHER);
    const owned = ids(await t.db.select({ id: packages.id }).from(packages).where(eq(packages.client_id, otherClient)));
    expect(ids(other.data).every((id) => owned.includes(id))).toBe(true);
  });

  it('answers an empty page for a user without a client', async () => {
    expect(await list(NO_CLIENT, '?shippable=1')).toEqual({ data: [], meta: { total: 0, last_page: 1, current_page: 1, page_size: 20, in_warehouse: 0 } });
  });

  it('leaves out a package once a request takes it, and lists it again once the request is cancelled', async () => {
    const [first] = (await list(DEMO, '?shippable=1&page_size=100')).data;
    const [recipient] = await t.db.select({ id: recipients.id }).from(recipients).where(eq(recipients.client_id, await clientIdOf(t.db, DEMO)));
    const token = await t.tokenFor(DEMO);
    const created = await t.request('/api/shipments', { token, json: { service: 'AIR', package_ids: [first!.id], recipient_id: recipient!.id } });
    expect(created.status).toBe(201);
    const shipment = ShipmentResponseSchema.parse(await created.json()).data;

    expect(ids((await list(DEMO, '?shippable=1&page_size=100')).data)).not.toContain(first!.id);
    const taken = PackageResponseSchema.parse(await (await t.request(`/api/packages/${first!.id}`, { token })).json()).data;
    expect(taken).toMatchObject({ status: 'IN_WAREHOUSE', shippable: false, shipment: { id: shipment.id } });

    expect((await t.request(`/api/shipments/${shipment.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(ids((await list(DEMO, '?shippable=1&page_size=100')).data)).toContain(first!.id);
  });

  it('takes only 1 as the filter’s value, like any other query parameter', async () => {
    const token = await t.tokenFor(DEMO);
    for (const value of ['0', 'true', 'yes', '']) {
      const body = await expectError(await t.request(`/api/packages?shippable=${value}`, { token, lang: 'en' }), 'FAILED_VALIDATION');
      expect(body.errors, value).toEqual({ shippable: ['The selected value is not valid.'] });
    }
    const es = await expectError(await t.request('/api/packages?shippable=si', { token, lang: 'es' }), 'FAILED_VALIDATION');
    expect(es.errors?.shippable).toHaveLength(1);
  });
});
