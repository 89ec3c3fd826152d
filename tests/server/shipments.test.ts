// GET api/shipments, api/shipments/{id}, its items (pieces) and its logs (status events): own only.
import { describe, expect, it } from 'vitest';
import { and, asc, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import {
  ShipmentItemPageSchema, ShipmentLogsResponseSchema, ShipmentPageSchema, ShipmentResponseSchema,
} from '../../src/api/contract/shipments.ts';
import { cities, invoices, recipients, shipmentEvents, shipmentItems, shipments } from '../../server/db/schema.ts';
import { clientIdOf, expectSameNotFound } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const t = useTestApp();

const ownShipments = async (email: string) =>
  t.db
    .select()
    .from(shipments)
    .where(eq(shipments.client_id, await clientIdOf(t.db, email)))
    .orderBy(desc(shipments.created_at), desc(shipments.id));

async function get(path: string, email = DEMO, lang?: string) {
  const res = await t.request(path, { token: await t.tokenFor(email), lang });
  expect(res.status, path).toBe(200);
  return res.json();
}

const detail = async (id: number, lang?: string) => ShipmentResponseSchema.parse(await get(`/api/shipments/${id}`, DEMO, lang)).data;

/** A shipment of the demo customer that has an invoice, and one that has none if any. */
async function withInvoice() {
  const [row] = await t.db
    .select({ id: shipments.id, invoice: invoices.id, friendly: invoices.friendly_name, status: invoices.status })
    .from(shipments)
    .innerJoin(invoices, eq(invoices.shipment_id, shipments.id))
    .where(eq(shipments.client_id, await clientIdOf(t.db, DEMO)))
    .orderBy(asc(shipments.id))
    .limit(1);
  return row!;
}

describe('GET api/shipments', () => {
  it('pages the caller’s shipments, newest first', async () => {
    const own = await ownShipments(DEMO);
    expect(own.length).toBeGreaterThan(5);
    const first = ShipmentPageSchema.parse(await get('/api/shipments?page=1&page_size=5'));
    expect(first.meta).toEqual({ total: own.length, last_page: Math.ceil(own.length / 5), current_page: 1, page_size: 5 });
    expect(first.data.map((s) => s.id)).toEqual(own.slice(0, 5).map((s) => s.id));
    const second = ShipmentPageSchema.parse(await get('/api/shipments?page=2&page_size=5'));
    expect(second.data.map((s) => s.id)).toEqual(own.slice(5, 10).map((s) => s.id));
    expect(ShipmentPageSchema.parse(await get('/api/shipments?page=50&page_size=5')).data).toEqual([]);
  });

  it('shows nobody else’s shipments; none to a user without a client; 401 without a token', async () => {
    const other = ShipmentPageSchema.parse(await get('/api/shipments?page_size=100', OTHER));
    expect(other.data.map((s) => s.id).sort()).toEqual((await ownShipments(OTHER)).map((s) => s.id).sort());
    expect(ShipmentPageSchema.parse(await get('/api/shipments', NO_CLIENT)).meta.total).toBe(0);
    expect((await t.request('/api/shipments')).status).toBe(401);
  });
});

describe('GET api/shipments/{id}', () => {
  it('answers the shipment with its recipient, sums, translated labels and pieces', async () => {
    const { id, friendly, status } = await withInvoice();
    const [row] = await t.db.select().from(shipments).where(eq(shipments.id, id));
    const pieces = await t.db.select().from(shipmentItems).where(eq(shipmentItems.shipment_id, id)).orderBy(asc(shipmentItems.id));
    const es = await detail(id, 'es');
    expect(es).toMatchObject({ id, tracking: row!.tracking, status: row!.status, shipment_type: row!.shipment_type, repack: row!.repack });
    expect(es.recipient.id).toBe(row!.recipient_id);
    const [recipient] = await t.db
      .select({ name: recipients.name, last_name: recipients.last_name, city: cities.name })
      .from(recipients)
      .innerJoin(cities, eq(cities.id, recipients.city_id))
      .where(eq(recipients.id, row!.recipient_id));
    expect(es.recipient.display_name).toBe(`${recipient!.name} ${recipient!.last_name}`);
    // A city is a proper name: the same in both languages.
    expect(es.recipient.city.name).toEqual({ es: recipient!.city, en: recipient!.city });
    expect(es.shipment_type_label).toBe(row!.shipment_type === 'air' ? 'Aéreo' : 'Marítimo');
    // Its price is the invoice's: what the invoice's own page says it comes to (docs/product.md#details).
    const bill = (await get(`/api/invoices/${es.invoice!.id}`, DEMO)) as { data: { total: number } };
    expect(es.invoice).toEqual({ id: expect.any(Number), friendly_name: friendly, total: bill.data.total, status });
    expect(es.invoice_name).toBe(friendly);
    expect(es.invoice_status_label).toBe({ UNPAID: 'Pendiente de pago', PARTIAL: 'Pago parcial', PAID: 'Pagada', VOID: 'Anulada' }[status]);

    expect(es.items.map((i) => i.id)).toEqual(pieces.map((p) => p.id));
    expect(es.stats.boxesCount).toBe(pieces.length);
    const lb = pieces.reduce((sum, p) => sum + p.weight_lb, 0);
    expect(es.stats.weightSum).toBeCloseTo(lb, 1);
    expect(es.weight).toBeCloseTo(lb * 0.45359237, 1);
    const cm3 = pieces.reduce((sum, p) => sum + p.length_cm * p.width_cm * p.height_cm, 0);
    expect(es.volume).toBeCloseTo(cm3 / 5000, 1);
    expect(es.stats.cubicFeetSum).toBeCloseTo(cm3 / 28_316.846592, 1);

    const en = await detail(id, 'en');
    expect(en.shipment_type_label).toBe(row!.shipment_type === 'air' ? 'Air' : 'Ocean');
    expect(en.items[0]!.shipment_item_type.name).toMatch(/^(Box|Envelope|Pallet)$/);
  });

  it('links the invoice document and the photos as working signed URLs', async () => {
    const { id } = await withInvoice();
    const data = await detail(id);
    expect(data.invoice_url).toMatch(/^\/api\/media\/\d+\?exp=\d+&sig=[\w-]+$/);
    const pdf = await t.request(data.invoice_url!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const withPhotos = (await Promise.all((await ownShipments(DEMO)).map((s) => detail(s.id)))).find((s) => s.media.length > 0);
    expect(withPhotos).toBeDefined();
    expect((await t.request(withPhotos!.media[0]!.url)).status).toBe(200);
  });

  it('has no invoice fields before the invoice is issued', async () => {
    const own = await ownShipments(DEMO);
    const billed = new Set(
      (await t.db.select({ id: invoices.shipment_id }).from(invoices).where(isNotNull(invoices.shipment_id))).map((r) => r.id),
    );
    const unbilled = own.find((s) => !billed.has(s.id));
    if (!unbilled) return;
    expect(await detail(unbilled.id)).toMatchObject({ invoice: null, invoice_name: null, invoice_status_label: null, invoice_url: null });
  });

  it('still shows a recipient the customer has deleted since', async () => {
    const [shipment] = await ownShipments(DEMO);
    const del = await t.request(`/api/recipients/${shipment!.recipient_id}`, { method: 'DELETE', token: await t.tokenFor(DEMO) });
    expect(del.status).toBe(204);
    const [deleted] = await t.db.select().from(recipients).where(eq(recipients.id, shipment!.recipient_id));
    expect(deleted!.deleted_at).not.toBeNull();
    expect((await detail(shipment!.id)).recipient.id).toBe(shipment!.recipient_id);
  });
});

describe('GET api/shipments/{id}/items', () => {
  it('pages the pieces in their stored order', async () => {
    const [row] = await t.db
      .select({ id: shipmentItems.shipment_id })
      .from(shipmentItems)
      .innerJoin(shipments, eq(shipments.id, shipmentItems.shipment_id))
      .where(eq(shipments.client_id, await clientIdOf(t.db, DEMO)))
      .groupBy(shipmentItems.shipment_id)
      .orderBy(desc(count()), asc(shipmentItems.shipment_id))
      .limit(1);
    const id = row!.id;
    const pieces = await t.db.select().from(shipmentItems).where(eq(shipmentItems.shipment_id, id)).orderBy(asc(shipmentItems.id));
    expect(pieces.length).toBeGreaterThan(1);
    const first = ShipmentItemPageSchema.parse(await get(`/api/shipments/${id}/items?page=1&page_size=1`));
    expect(first.meta).toEqual({ total: pieces.length, last_page: pieces.length, current_page: 1, page_size: 1 });
    const all = ShipmentItemPageSchema.parse(await get(`/api/shipments/${id}/items?page_size=4`, DEMO, 'en'));
    expect(all.data.map((i) => i.id)).toEqual(pieces.slice(0, 4).map((p) => p.id));
    const piece = all.data[0]!;
    const stored = pieces[0]!;
    expect(piece).toMatchObject({ package_number: stored.package_number, content: stored.content, declared_cost: stored.declared_cost });
    expect(piece.dimension).toMatchObject({ length: stored.length_cm, width: stored.width_cm, height: stored.height_cm });
    expect(piece.dimension.dimensional_weight).toBeCloseTo((stored.length_cm * stored.width_cm * stored.height_cm) / 5000 / 0.45359237, 1);
    expect(piece.chargeable_weight).toBe(Math.max(piece.dimension.dimensional_weight, Math.round(stored.weight_lb * 100) / 100));
    expect(piece.shipment_item_type.name).toBe({ BOX: 'Box', ENVELOPE: 'Envelope', PALLET: 'Pallet' }[stored.item_type]);
  });
});

describe('GET api/shipments/{id}/logs', () => {
  it('answers the status events in their stored order, labels translated', async () => {
    const [shipment] = await ownShipments(DEMO);
    const events = await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipment_id, shipment!.id)).orderBy(asc(shipmentEvents.id));
    const es = ShipmentLogsResponseSchema.parse(await get(`/api/shipments/${shipment!.id}/logs`, DEMO, 'es')).data;
    expect(es.map((e) => e.key)).toEqual(events.map((e) => e.key));
    expect(es.map((e) => e.created_at)).toEqual(events.map((e) => e.created_at.toISOString()));
    expect(es[0]).toMatchObject({ key: 'PENDING', keyLabel: 'Pendiente' });
    const en = ShipmentLogsResponseSchema.parse(await get(`/api/shipments/${shipment!.id}/logs`, DEMO, 'en')).data;
    expect(en[0]!.keyLabel).toBe('Pending');
  });
});

describe('someone else’s shipment', () => {
  it('answers NOT_FOUND on the detail, items and logs, as for a missing id', async () => {
    const [own] = await ownShipments(DEMO);
    const [foreign] = await t.db.select({ id: shipments.id }).from(shipments).where(ne(shipments.client_id, own!.client_id)).limit(1);
    for (const suffix of ['', '/items', '/logs']) {
      await expectSameNotFound(t, `/api/shipments/${own!.id}${suffix}`, await t.tokenFor(OTHER));
      await expectSameNotFound(t, `/api/shipments/${foreign!.id}${suffix}`, await t.tokenFor(DEMO));
      await expectSameNotFound(t, `/api/shipments/${own!.id}${suffix}`, await t.tokenFor(NO_CLIENT));
      expect((await t.request(`/api/shipments/${own!.id}${suffix}`)).status).toBe(401);
    }
  });

  it('never links another customer’s shipment media', async () => {
    const [own] = await ownShipments(OTHER);
    const list = ShipmentPageSchema.parse(await get('/api/shipments?page_size=100'));
    expect(list.data.some((s) => s.id === own!.id)).toBe(false);
    const [invoice] = await t.db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.shipment_id, own!.id)));
    if (invoice) expect(list.data.some((s) => s.invoice?.id === invoice.id)).toBe(false);
  });
});
