// The warehouse API's shipment events, invoices and payment reviews (docs/product.md#the-warehouse-api),
// each with its customer's notice in the same transaction (docs/product.md#notices).
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { InvoiceResponseSchema } from '../../src/api/contract/invoices.ts';
import { WarehousePaymentResponseSchema } from '../../src/api/contract/warehouse-reads.ts';
import { ShipmentResponseSchema } from '../../src/api/contract/shipments.ts';
import { WarehouseShipmentEventResultSchema } from '../../src/api/contract/warehouse.ts';
import { invoiceItems, invoices, notices, packageEvents, packages, paymentMethods, payments, recipients, shipmentEvents, shipments } from '../../server/db/schema.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf } from './support/ownership.ts';
import { useTestApp, type RequestOptions } from './support/test-app.ts';
import { DEMO } from './support/users.ts';

const KEY = 'warehouse-key-events';
// Consolidation requests on: the shipments these tests move are requested as a customer requests them.
const t = useTestApp({ warehouseApiKeys: [KEY], shipmentCreation: true });

const asWarehouse = (path: string, options: RequestOptions = {}) => t.request(path, { token: KEY, lang: 'en', ...options });

let demoClient: number;
let shipmentId: number;

/**
 * A shipment the warehouse has taken (PENDING) of `count` of the demo customer's free packages: a
 * seeded shipment may be past where a test starts (docs/product.md#lifecycles).
 */
async function takenShipment(count: number): Promise<number> {
  const free = await t.db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.client_id, demoClient), eq(packages.status, 'IN_WAREHOUSE'), isNull(packages.shipment_id)))
    .orderBy(asc(packages.id))
    .limit(count);
  const [recipient] = await t.db.select({ id: recipients.id }).from(recipients).where(eq(recipients.client_id, demoClient)).limit(1);
  const res = await t.request('/api/shipments', { token: await t.tokenFor(DEMO), json: { service: 'AIR', package_ids: free.map((p) => p.id), recipient_id: recipient!.id } });
  expect(res.status).toBe(201);
  const { id } = ShipmentResponseSchema.parse(await res.json()).data;
  expect((await asWarehouse(`/api/warehouse/shipments/${id}/events`, { json: { status: 'PENDING' } })).status).toBe(201);
  return id;
}

beforeAll(async () => {
  demoClient = await clientIdOf(t.db, DEMO);
  shipmentId = await takenShipment(1);
});

describe('POST api/warehouse/shipments/{id}/events', () => {
  it('moves the shipment, with its event and its notice', async () => {
    const res = await asWarehouse(`/api/warehouse/shipments/${shipmentId}/events`, { json: { status: 'IN_CUSTOMS', note: 'Retenido para inspección' } });
    expect(res.status).toBe(201);
    // The answer: the status now, what the event did and the line it added.
    const { data } = z.object({ data: WarehouseShipmentEventResultSchema }).parse(await res.json());
    expect(data).toMatchObject({ shipment_id: shipmentId, status: 'IN_CUSTOMS', outcome: 'MOVED', event: { status: 'IN_CUSTOMS', note: 'Retenido para inspección', correction_reason: null } });
    const [shipment] = await t.db.select({ status: shipments.status }).from(shipments).where(eq(shipments.id, shipmentId));
    expect(shipment?.status).toBe('IN_CUSTOMS');
    const [last] = await t.db.select({ key: shipmentEvents.key }).from(shipmentEvents).where(eq(shipmentEvents.shipment_id, shipmentId)).orderBy(desc(shipmentEvents.id)).limit(1);
    expect(last?.key).toBe('IN_CUSTOMS');
    // One notice per move: PENDING's, then this one's with its note.
    const made = await t.db.select().from(notices).where(and(eq(notices.shipment_id, shipmentId), eq(notices.kind, 'SHIPMENT_STATUS'))).orderBy(asc(notices.id));
    expect(made).toMatchObject([{ client_id: demoClient, data: { status: 'PENDING' } }, { client_id: demoClient, data: { status: 'IN_CUSTOMS', note: 'Retenido para inspección' } }]);
  });

  it('moves its packages: SHIPPED once it has left, DELIVERED with it, each with its event', async () => {
    const id = await takenShipment(2);
    const statusesOf = async () => (await t.db.select({ status: packages.status }).from(packages).where(eq(packages.shipment_id, id))).map((row) => row.status);
    const eventsOf = async () => t.db.$count(packageEvents, inArray(packageEvents.package_id, t.db.select({ id: packages.id }).from(packages).where(eq(packages.shipment_id, id))));
    const count = (await statusesOf()).length;
    expect(count).toBeGreaterThan(0);

    expect((await asWarehouse(`/api/warehouse/shipments/${id}/events`, { json: { status: 'IN_TRANSIT' } })).status).toBe(201);
    expect(await statusesOf()).toEqual(Array(count).fill('SHIPPED'));
    const shippedEvents = await eventsOf();
    // Still on its way: nothing more to say about the packages.
    expect((await asWarehouse(`/api/warehouse/shipments/${id}/events`, { json: { status: 'IN_CUSTOMS' } })).status).toBe(201);
    expect(await eventsOf()).toBe(shippedEvents);
    expect((await asWarehouse(`/api/warehouse/shipments/${id}/events`, { json: { status: 'DELIVERED' } })).status).toBe(201);
    expect(await statusesOf()).toEqual(Array(count).fill('DELIVERED'));
    expect(await eventsOf()).toBe(shippedEvents + count);
  });

  it('refuses a status the warehouse does not report, and an unknown shipment, without a notice', async () => {
    const before = await t.db.$count(notices);
    for (const status of ['REQUESTED', 'FLYING', undefined]) {
      const { errors } = await expectError(await asWarehouse(`/api/warehouse/shipments/${shipmentId}/events`, { json: { status } }), 'FAILED_VALIDATION');
      expect(Object.keys(errors ?? {})).toEqual(['status']);
    }
    await expectError(await asWarehouse(`/api/warehouse/shipments/${shipmentId}/events`, { json: { status: 'DELIVERED', note: 'x'.repeat(501) } }), 'FAILED_VALIDATION');
    await expectError(await asWarehouse('/api/warehouse/shipments/2147483647/events', { json: { status: 'DELIVERED' } }), 'NOT_FOUND');
    expect(await t.db.$count(notices)).toBe(before);
  });

  it('reports a retried event once', async () => {
    const send = () => asWarehouse(`/api/warehouse/shipments/${shipmentId}/events`, { json: { status: 'OUT_FOR_DELIVERY' }, headers: { 'Idempotency-Key': 'event-1' } });
    const before = await t.db.$count(shipmentEvents);
    const answers = await Promise.all([send(), send()]);
    // A retry that comes while the first try runs is told to come back, not held.
    const done = answers.filter((res) => res.status === 201);
    expect(done.length).toBeGreaterThan(0);
    for (const res of answers.filter((r) => r.status !== 201)) {
      await expectError(res, 'IDEMPOTENCY_IN_PROGRESS');
      expect(res.headers.get('Retry-After')).toBe('1');
    }
    const c = await send();
    expect(c.status).toBe(201);
    expect(c.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await c.json()).toEqual(await done[0]!.json());
    expect(await t.db.$count(shipmentEvents)).toBe(before + 1);
  });
});

describe('POST api/warehouse/invoices', () => {
  let unbilled: number;
  beforeAll(async () => {
    // Billed once the warehouse took it (PENDING on): a requested or cancelled one is refused (docs/product.md#lifecycles).
    unbilled = await takenShipment(1);
  });

  it('issues the shipment\u2019s invoice for its customer, numbered after the others, with its notice', async () => {
    const names = await t.db.select({ name: invoices.friendly_name }).from(invoices);
    const res = await asWarehouse('/api/warehouse/invoices', {
      json: { shipment_id: unbilled, lines: [{ description: 'Flete aéreo', amount: 40.5 }, { description: 'Seguro', amount: 2 }] },
    });
    expect(res.status).toBe(201);
    const { data } = InvoiceResponseSchema.parse(await res.json());
    expect(data).toMatchObject({ shipment_id: unbilled, total: 42.5, debt: 42.5, status: 'UNPAID' });
    const number = (name: string) => Number(name.split('-')[2]);
    expect(data.friendly_name).toMatch(new RegExp(`^FAC-${t.clock.now().getUTCFullYear()}-\\d{4,}$`));
    expect(number(data.friendly_name)).toBe(Math.max(...names.map((n) => number(n.name))) + 1);
    expect(await t.db.select({ quantity: invoiceItems.quantity }).from(invoiceItems).where(eq(invoiceItems.invoice_id, data.id))).toEqual([{ quantity: 1 }, { quantity: 1 }]);
    expect(await t.db.select().from(notices).where(eq(notices.invoice_id, data.id))).toMatchObject([{ client_id: demoClient, kind: 'INVOICE_ISSUED', shipment_id: unbilled }]);
    expect((await t.request(`/api/invoices/${data.id}`, { token: await t.tokenFor(DEMO) })).status).toBe(200);
  });

  it('refuses a second invoice of a shipment, an unknown shipment and wrong lines, without a notice', async () => {
    const before = await t.db.$count(notices);
    const line = { description: 'Flete', amount: 10 };
    const again = await expectError(await asWarehouse('/api/warehouse/invoices', { json: { shipment_id: unbilled, lines: [line] } }), 'FAILED_VALIDATION');
    expect(again.errors).toEqual({ shipment_id: ['This shipment has its invoice already.'] });
    const unknown = await expectError(await asWarehouse('/api/warehouse/invoices', { json: { shipment_id: 2147483648, lines: [line] } }), 'FAILED_VALIDATION');
    expect(Object.keys(unknown.errors ?? {})).toEqual(['shipment_id']);
    const lines = await expectError(
      await asWarehouse('/api/warehouse/invoices', { json: { shipment_id: unbilled, lines: [{ description: '', amount: 0.001 }, { ...line, amount: 100_001 }] } }),
      'FAILED_VALIDATION',
    );
    expect(Object.keys(lines.errors ?? {}).sort()).toEqual(['lines.0.amount', 'lines.0.description', 'lines.1.amount']);
    await expectError(await asWarehouse('/api/warehouse/invoices', { json: { shipment_id: unbilled, lines: [] } }), 'FAILED_VALIDATION');
    expect(await t.db.$count(notices)).toBe(before);
  });
});

describe('POST api/warehouse/payments/{id}/review', () => {
  const review = (id: number, json: unknown) => asWarehouse(`/api/warehouse/payments/${id}/review`, { json });

  /** A pending payment of `amount` for one of the customer's invoices. */
  async function pendingPayment(invoiceStatus: 'UNPAID' | 'PARTIAL', amount: number): Promise<{ id: number; invoiceId: number }> {
    const [invoice] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.client_id, demoClient), eq(invoices.status, invoiceStatus)))
      .orderBy(asc(invoices.id))
      .limit(1);
    const [method] = await t.db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.recharge_percent, 0)).limit(1);
    const [row] = await t.db
      .insert(payments)
      .values({ invoice_id: invoice!.id, payment_method_id: method!.id, amount, payment_status: 'PENDING' })
      .returning({ id: payments.id });
    return { id: row!.id, invoiceId: invoice!.id };
  }

  it('approves a pending payment, the invoice paid in full, with its notice', async () => {
    const { id, invoiceId } = await pendingPayment('UNPAID', 100_000);
    const res = await review(id, { approved: true });
    expect(res.status).toBe(200);
    expect(WarehousePaymentResponseSchema.parse(await res.json()).data).toMatchObject({ id, status: 'APPROVED', review_note: null });
    const [invoice] = await t.db.select({ status: invoices.status, paidAt: invoices.paid_at }).from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.status).toBe('PAID');
    expect(invoice?.paidAt).not.toBeNull();
    expect(await t.db.select().from(notices).where(eq(notices.payment_id, id))).toMatchObject([{ client_id: demoClient, kind: 'PAYMENT_APPROVED', invoice_id: invoiceId }]);
  });

  it('rejects a pending payment with its note, the invoice as it was', async () => {
    const { id, invoiceId } = await pendingPayment('PARTIAL', 1);
    const res = await review(id, { approved: false, note: 'La referencia no coincide' });
    expect(res.status).toBe(200);
    expect(WarehousePaymentResponseSchema.parse(await res.json()).data).toMatchObject({ id, status: 'REJECTED', review_note: 'La referencia no coincide' });
    const [invoice] = await t.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.status).toBe('PARTIAL');
    expect(await t.db.select().from(notices).where(eq(notices.payment_id, id))).toMatchObject([{ kind: 'PAYMENT_REJECTED', data: { note: 'La referencia no coincide' } }]);
  });

  it('refuses a payment reviewed before, an unknown one and a wrong body, without a notice', async () => {
    const [reviewed] = await t.db.select({ id: payments.id }).from(payments).where(eq(payments.payment_status, 'APPROVED')).limit(1);
    const before = await t.db.$count(notices);
    // Reviewed once (docs/product.md#lifecycles): an approved payment may become nothing else.
    const refused = await expectError(await review(reviewed!.id, { approved: false }), 'INVALID_TRANSITION');
    expect(refused).toMatchObject({ current: 'APPROVED', allowed: [] });
    await expectError(await review(2147483647, { approved: true }), 'NOT_FOUND');
    await expectError(await review(reviewed!.id, { approved: 'yes' }), 'FAILED_VALIDATION');
    expect(await t.db.$count(notices)).toBe(before);
  });
});
