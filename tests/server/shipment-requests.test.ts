// POST and DELETE api/shipments (docs/product.md#consolidation-requests): consolidation requests, only with the company's
// switch on. A request locks its packages; nothing is left half-made by a refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { PackageStatus } from '../../src/api/contract/packages.ts';
import { AppSettingsResponseSchema } from '../../src/api/contract/site.ts';
import { QuoteResponseSchema } from '../../src/api/contract/quotes.ts';
import { ShipmentLogsResponseSchema, ShipmentPageSchema, ShipmentResponseSchema } from '../../src/api/contract/shipments.ts';
import { packages, recipients, shipments } from '../../server/db/schema.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf, expectSameNotFound } from './support/ownership.ts';
import { useTestApp, type TestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

// Room for every request of this file; the limit has its own test below.
const t = useTestApp({ shipmentCreation: true, rateLimits: { SHIPMENT_REQUESTS_PER_HOUR: 1000 } });

type Ids = { inWarehouse: number[]; delivered: number; recipient: number; othersRecipient: number; othersPackage: number };
let ids: Ids;

async function idsOf(app: TestApp): Promise<Ids> {
  const [demo, other] = await Promise.all([clientIdOf(app.db, DEMO), clientIdOf(app.db, OTHER)]);
  const own = (clientId: number, status: PackageStatus) =>
    app.db
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.client_id, clientId), eq(packages.status, status)))
      .orderBy(packages.id);
  const recipientOf = async (clientId: number) =>
    (await app.db.select({ id: recipients.id }).from(recipients).where(eq(recipients.client_id, clientId)).orderBy(recipients.id))[0]!.id;
  return {
    inWarehouse: (await own(demo, 'IN_WAREHOUSE')).map((p) => p.id),
    delivered: (await own(demo, 'DELIVERED'))[0]!.id,
    recipient: await recipientOf(demo),
    othersRecipient: await recipientOf(other),
    othersPackage: (await app.db.select({ id: packages.id }).from(packages).where(eq(packages.client_id, other)))[0]!.id,
  };
}

beforeAll(async () => {
  ids = await idsOf(t);
});

const request = async (json: unknown, { email = DEMO, lang = 'en', app = t } = {}) =>
  app.request('/api/shipments', { token: await app.tokenFor(email), lang, json });
const remove = async (id: number, { email = DEMO, app = t } = {}) =>
  app.request(`/api/shipments/${id}`, { method: 'DELETE', token: await app.tokenFor(email), lang: 'en' });
const shipmentCount = async () => (await t.db.select({ n: count() }).from(shipments))[0]!.n;
const takenBy = async (packageIds: number[]) =>
  (await t.db.select({ shipment_id: packages.shipment_id }).from(packages).where(inArray(packages.id, packageIds))).map((p) => p.shipment_id);

describe('POST api/shipments', () => {
  it('requests a shipment of three packages by air with insurance: REQUESTED, its quote, CAS-A tracking, the packages taken', async () => {
    const chosen = ids.inWarehouse.slice(0, 3);
    const options = { service: 'AIR', declared_value: 300, insurance: true, repack: true };
    const token = await t.tokenFor(DEMO);
    const res = await request({ ...options, package_ids: chosen, recipient_id: ids.recipient, notes: 'Fragile' });
    expect(res.status).toBe(201);
    const { data } = ShipmentResponseSchema.parse(await res.json());
    expect(data.status).toBe('REQUESTED');
    expect(data.tracking).toMatch(/^CAS-A-\d+$/);
    expect(data.shipment_type).toBe('air');
    expect(data.repack).toBe(true);
    expect(data.declared_value).toBe(300);
    expect(data.notes).toBe('Fragile');
    expect(data.invoice).toBeNull();
    expect(data.items).toHaveLength(3);
    expect(data.quote?.lines.map((line) => line.code)).toEqual(['FREIGHT', 'FUEL_SURCHARGE', 'HANDLING', 'REPACKING', 'INSURANCE']);
    expect(data.quote?.lines.find((line) => line.code === 'INSURANCE')?.amount).toBe(9);
    expect(data.quote?.transit_days).toEqual({ min: 3, max: 7 });
    expect(await takenBy(chosen)).toEqual([data.id, data.id, data.id]);

    // The same price as the calculator gives for those packages to the recipient's country.
    const [recipient] = await t.db.select({ country_id: recipients.country_id }).from(recipients).where(eq(recipients.id, ids.recipient));
    const quoted = QuoteResponseSchema.parse(
      await (await t.request('/api/quotes', { token, lang: 'en', json: { ...options, country_id: recipient!.country_id, package_ids: chosen } })).json(),
    ).data;
    expect(data.quote).toEqual(quoted);

    // It is the newest of the list, its page opens, and its history starts with the request.
    const list = ShipmentPageSchema.parse(await (await t.request('/api/shipments', { token })).json());
    expect(list.data[0]?.id).toBe(data.id);
    const logs = ShipmentLogsResponseSchema.parse(await (await t.request(`/api/shipments/${data.id}/logs`, { token })).json());
    expect(logs.data.map((e) => e.key)).toEqual(['REQUESTED']);
    const es = ShipmentResponseSchema.parse(await (await t.request(`/api/shipments/${data.id}`, { token, lang: 'es' })).json());
    expect(es.data.quote?.lines[0]?.label).toBe('Flete');

    // Cancelled: the packages are free again, and the shipment stays, listed as CANCELLED (docs/product.md#lifecycles).
    expect((await remove(data.id)).status).toBe(204);
    expect(await takenBy(chosen)).toEqual([null, null, null]);
    const cancelled = ShipmentResponseSchema.parse(await (await t.request(`/api/shipments/${data.id}`, { token })).json()).data;
    expect(cancelled.status).toBe('CANCELLED');
  });

  it('gives ocean requests CAS-M tracking', async () => {
    const res = await request({ service: 'OCEAN', package_ids: [ids.inWarehouse[3]], recipient_id: ids.recipient });
    const { data } = ShipmentResponseSchema.parse(await res.json());
    expect(data.tracking).toMatch(/^CAS-M-\d+$/);
    expect((await remove(data.id)).status).toBe(204);
  });

  it('creates one shipment from two parallel requests for the same package; the other is refused on package_ids', async () => {
    const before = await shipmentCount();
    const json = { service: 'AIR', package_ids: [ids.inWarehouse[4]], recipient_id: ids.recipient };
    const answers = await Promise.all([request(json), request(json)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = answers.find((r) => r.status === 422)!;
    expect((await expectError(refused, 'FAILED_VALIDATION')).errors).toEqual({ package_ids: [`Package ${ids.inWarehouse[4]} is already in another shipment.`] });
    expect(await shipmentCount()).toBe(before + 1);
    const created = ShipmentResponseSchema.parse(await answers.find((r) => r.status === 201)!.json()).data;
    expect((await remove(created.id)).status).toBe(204);
  });

  it('refuses, on the field and in either language, what cannot be shipped, and leaves nothing half-made', async () => {
    const before = await shipmentCount();
    const free = ids.inWarehouse[5]!;
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ package_ids: [free, ids.delivered] }, { package_ids: [`Package ${ids.delivered} is not in the warehouse.`] }],
      [{ package_ids: [free, ids.othersPackage] }, { package_ids: [`Package ${ids.othersPackage} is not in your account.`] }],
      [{ package_ids: [] }, { package_ids: ['This field is required.'] }],
      [{ package_ids: [free], declared_value: 100 }, { declared_value: ['The declared value is used only with insurance: turn it on or leave the value empty.'] }],
      [{ package_ids: [free], insurance: true }, { declared_value: ['To insure the shipment, give its declared value.'] }],
      [{ package_ids: [free], recipient_id: ids.othersRecipient }, { recipient_id: ['The selected value is not valid.'] }],
      [{ package_ids: [free], recipient_id: 2_147_483_648 }, { recipient_id: ['The selected value is not valid.'] }],
    ];
    for (const [over, errors] of refusals) {
      const body = await expectError(await request({ service: 'AIR', recipient_id: ids.recipient, ...over }), 'FAILED_VALIDATION');
      expect(body.errors, JSON.stringify(over)).toEqual(errors);
    }
    const es = await expectError(await request({ service: 'AIR', recipient_id: ids.recipient, package_ids: [ids.delivered] }, { lang: 'es' }), 'FAILED_VALIDATION');
    expect(es.errors).toEqual({ package_ids: [`El paquete ${ids.delivered} no está en el almacén.`] });
    expect(await shipmentCount()).toBe(before);
    expect(await takenBy([free])).toEqual([null]);
  });

  it('refuses a package already in a requested shipment', async () => {
    const created = ShipmentResponseSchema.parse(
      await (await request({ service: 'AIR', package_ids: [ids.inWarehouse[6]], recipient_id: ids.recipient })).json(),
    ).data;
    const body = await expectError(await request({ service: 'AIR', package_ids: [ids.inWarehouse[6]], recipient_id: ids.recipient }), 'FAILED_VALIDATION');
    expect(body.errors).toEqual({ package_ids: [`Package ${ids.inWarehouse[6]} is already in another shipment.`] });
    expect((await remove(created.id)).status).toBe(204);
  });

  it('needs a client profile, and a signed-in user', async () => {
    const body = await expectError(await request({ service: 'AIR', package_ids: [ids.inWarehouse[0]], recipient_id: ids.recipient }, { email: NO_CLIENT }), 'FAILED_VALIDATION');
    expect(body.message).toBe('Please complete your personal details first.');
    await expectError(await t.request('/api/shipments', { json: {} }), 'AUTHENTICATION_EXCEPTION');
  });
});

describe('DELETE api/shipments/{id}', () => {
  it('refuses a shipment the warehouse has started on', async () => {
    const [seeded] = await t.db.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.client_id, await clientIdOf(t.db, DEMO)), eq(shipments.status, 'DELIVERED')));
    const body = await expectError(await remove(seeded!.id), 'FAILED_VALIDATION');
    expect(body.errors).toEqual({ status: ['This shipment is already being prepared and can no longer be cancelled.'] });
  });

  it('answers another customer’s request exactly as a missing one, and leaves it', async () => {
    const created = ShipmentResponseSchema.parse(
      await (await request({ service: 'AIR', package_ids: [ids.inWarehouse[0]], recipient_id: ids.recipient })).json(),
    ).data;
    await expectSameNotFound(t, `/api/shipments/${created.id}`, await t.tokenFor(OTHER), { method: 'DELETE' });
    expect(await takenBy([ids.inWarehouse[0]!])).toEqual([created.id]);
    expect((await remove(created.id)).status).toBe(204);
  });
});

describe('the switch (SHIPMENT_CREATION)', () => {
  const off = useTestApp();

  it('is reported in client-app-settings', async () => {
    const on = AppSettingsResponseSchema.parse(await (await t.request('/api/client-app-settings')).json());
    expect(on.data.shipmentCreation).toBe(true);
    const offSettings = AppSettingsResponseSchema.parse(await (await off.request('/api/client-app-settings')).json());
    expect(offSettings.data.shipmentCreation).toBe(false);
  });

  it('off, the calls do not exist', async () => {
    await expectError(await request({}, { app: off }), 'NOT_FOUND');
    await expectError(await remove(1, { app: off }), 'NOT_FOUND');
  });
});

describe('the requests counted per customer', () => {
  const limited = useTestApp({ shipmentCreation: true, rateLimits: { SHIPMENT_REQUESTS_PER_HOUR: 2 } });

  it('answers TOO_MANY_REQUESTS past the limit, requests and cancellations alike', async () => {
    expect((await request({}, { app: limited })).status).toBe(422);
    expect((await remove(2_147_483_647, { app: limited })).status).toBe(404);
    await expectError(await request({}, { app: limited }), 'TOO_MANY_REQUESTS');
  });
});
