// Shipments for the lifecycle tests (docs/product.md#lifecycles): made as the customer and the
// warehouse make them (a package received, a consolidation request, the warehouse's reports), or
// inserted in the file's own database where a test needs many in a given status; read back as the
// customer reads them (timeline, notices, packages, invoices).
import { beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBodySchema, type ErrorBody } from '../../../src/api/contract/envelope.ts';
import {
  InvoiceResponseSchema, PAYMENT_FILE_FIELD, PaymentPageSchema, PaymentResponseSchema, type Invoice, type Payment,
} from '../../../src/api/contract/invoices.ts';
import { NoticePageSchema, type Notice } from '../../../src/api/contract/notices.ts';
import { PackageListSchema, PackageResponseSchema, type Package } from '../../../src/api/contract/packages.ts';
import {
  ShipmentLogsResponseSchema, ShipmentResponseSchema, type ShipmentDetail, type ShipmentStatus, type StatusEvent,
} from '../../../src/api/contract/shipments.ts';
import { WarehouseShipmentEventResultSchema, type WarehouseShipmentEventResult } from '../../../src/api/contract/warehouse.ts';
import { WarehousePackageReadResponseSchema } from '../../../src/api/contract/warehouse-reads.ts';
import { clients, paymentMethods, recipients, shipmentEvents, shipments, usCouriers } from '../../../server/db/schema.ts';
import { clientIdOf } from './ownership.ts';
import { useTestApp, type RequestOptions } from './test-app.ts';
import { form, pngFile } from './uploads.ts';
import { DEMO } from './users.ts';

/** The reports that take a REQUESTED shipment to each status (CANCELLED: the warehouse's refusal). */
const PATH_TO: Record<ShipmentStatus, ShipmentStatus[]> = {
  REQUESTED: [],
  PENDING: ['PENDING'],
  RECEIVED: ['PENDING', 'RECEIVED'],
  IN_TRANSIT: ['PENDING', 'IN_TRANSIT'],
  IN_CUSTOMS: ['PENDING', 'IN_TRANSIT', 'IN_CUSTOMS'],
  OUT_FOR_DELIVERY: ['PENDING', 'IN_TRANSIT', 'OUT_FOR_DELIVERY'],
  DELIVERED: ['PENDING', 'IN_TRANSIT', 'DELIVERED'],
  NEVER_ARRIVED: ['PENDING', 'IN_TRANSIT', 'NEVER_ARRIVED'],
  CANCELLED: ['CANCELLED'],
};

const EventResponseSchema = z.object({ data: WarehouseShipmentEventResultSchema });

/** A made shipment: its id and its packages' ids. */
export type Made = { id: number; packages: number[] };

/**
 * The file's app with the warehouse API (key `key`) and consolidation requests on, room for every
 * request of the file, and the calls the lifecycle tests make, as the demo customer.
 */
export function useLifecycleApp(key: string) {
  const t = useTestApp({
    warehouseApiKeys: [key],
    shipmentCreation: true,
    rateLimits: { SHIPMENT_REQUESTS_PER_HOUR: 10_000, UPLOADS_PER_HOUR: 10_000 },
  });
  const ids = { client: 0, courier: 0, recipient: 0, locker: '', zelle: 0 };
  let seq = 0;

  beforeAll(async () => {
    ids.client = await clientIdOf(t.db, DEMO);
    const [courier] = await t.db.select({ id: usCouriers.id }).from(usCouriers).orderBy(usCouriers.id).limit(1);
    const [recipient] = await t.db.select({ id: recipients.id }).from(recipients).where(eq(recipients.client_id, ids.client)).orderBy(recipients.id).limit(1);
    const [client] = await t.db.select({ locker: clients.locker }).from(clients).where(eq(clients.id, ids.client));
    const [zelle] = await t.db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.name, 'Zelle'));
    Object.assign(ids, { courier: courier!.id, recipient: recipient!.id, locker: client!.locker, zelle: zelle!.id });
  });

  const customer = () => t.tokenFor(DEMO);
  const asWarehouse = (path: string, options: RequestOptions = {}) => t.request(path, { token: key, lang: 'en', ...options });
  const asCustomer = async (path: string, options: RequestOptions = {}) => t.request(path, { token: await customer(), lang: 'en', ...options });
  const json = async <T>(res: Response, schema: { parse(value: unknown): T }, status = 200): Promise<T> => {
    const body: unknown = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(status);
    return schema.parse(body);
  };

  /** The warehouse reports `status` (with a note, or when the scan happened). */
  const report = (id: number, status: string, more: { note?: string; occurred_at?: string } = {}) =>
    asWarehouse(`/api/warehouse/shipments/${id}/events`, { json: { status, ...more } });
  /** An operator corrects the shipment to `status`, with a reason the customer never reads. */
  const correct = (id: number, status: string, reason = 'Escaneado en el envío equivocado') =>
    asWarehouse(`/api/warehouse/shipments/${id}/corrections`, { json: { status, reason } });
  /** The warehouse's answer to a report or a correction that went through: 201, or 200 when it changed nothing. */
  const result = async (res: Response, status = 201): Promise<WarehouseShipmentEventResult> => (await json(res, EventResponseSchema, status)).data;
  /** A 409 INVALID_TRANSITION's body, with where the shipment stands and what it may become. */
  const refusal = async (res: Response): Promise<ErrorBody> => {
    const body = ErrorBodySchema.parse(await res.json());
    expect(body.code, JSON.stringify(body)).toBe('INVALID_TRANSITION');
    expect(res.status).toBe(409);
    return body;
  };

  /** A package the warehouse received in the customer's locker: IN_WAREHOUSE, free to ship. */
  async function receive(): Promise<number> {
    const res = await asWarehouse('/api/warehouse/packages', {
      json: { locker: ids.locker, tracking: `1ZLIFE${Date.now()}${seq++}`, us_courier_id: ids.courier, weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 },
    });
    return (await json(res, WarehousePackageReadResponseSchema, 201)).data.id;
  }

  /** The customer's consolidation request of `packageIds` (POST api/shipments): REQUESTED. */
  async function request(packageIds: number[]): Promise<number> {
    const res = await asCustomer('/api/shipments', { json: { service: 'AIR', package_ids: packageIds, recipient_id: ids.recipient } });
    return (await json(res, ShipmentResponseSchema, 201)).data.id;
  }

  /** A requested shipment of `packages` new packages, taken by the warehouse's reports to `status`. */
  async function shipmentIn(status: ShipmentStatus, { packages = 1 } = {}): Promise<Made> {
    const packageIds: number[] = [];
    for (let i = 0; i < packages; i++) packageIds.push(await receive());
    const id = await request(packageIds);
    for (const step of PATH_TO[status]) await result(await report(id, step));
    return { id, packages: packageIds };
  }

  /**
   * Shipments of the demo customer put straight in the database, one per status given, each with
   * one timeline line of its status and no package: for tables of many cases.
   */
  async function inserted(statuses: readonly ShipmentStatus[]): Promise<number[]> {
    const now = t.clock.now();
    const rows = await t.db
      .insert(shipments)
      .values(statuses.map((status) => ({
        client_id: ids.client,
        tracking: `CAS-T-${Date.now()}-${seq++}`,
        recipient_id: ids.recipient,
        shipment_type: 'air',
        status,
        destination: 'Caracas, Venezuela',
        delivery_address: 'Av. Principal, Caracas',
        created_at: now,
      })))
      .returning({ id: shipments.id });
    await t.db.insert(shipmentEvents).values(rows.map((row, i) => ({ shipment_id: row.id, key: statuses[i]!, occurred_at: now, created_at: now })));
    return rows.map((row) => row.id);
  }

  /** The warehouse's invoice of the shipment: one line of `amount` USD. */
  async function issueInvoice(shipmentId: number, amount = 50): Promise<Invoice> {
    const res = await asWarehouse('/api/warehouse/invoices', { json: { shipment_id: shipmentId, lines: [{ description: 'Flete aéreo', amount }] } });
    return (await json(res, InvoiceResponseSchema, 201)).data;
  }

  /** The customer's proof of payment of `amount` USD by Zelle (no surcharge): pending review. */
  async function pay(invoiceId: number, amount: number): Promise<Response> {
    const body = form({ payment_method_id: String(ids.zelle), amount: amount.toFixed(2), reference: 'Zelle conf. LIFE' }, pngFile(), PAYMENT_FILE_FIELD);
    return asCustomer(`/api/invoices/${invoiceId}/payments`, { method: 'POST', body });
  }
  const paid = async (invoiceId: number, amount: number): Promise<Payment> => (await json(await pay(invoiceId, amount), PaymentResponseSchema, 201)).data;

  /** The company's review of a payment. */
  const review = (paymentId: number, approved: boolean, note?: string) =>
    asWarehouse(`/api/warehouse/payments/${paymentId}/review`, { json: { approved, ...(note === undefined ? {} : { note }) } });

  // What the customer sees.
  const shipment = async (id: number): Promise<ShipmentDetail> => (await json(await asCustomer(`/api/shipments/${id}`), ShipmentResponseSchema)).data;
  const logs = async (id: number): Promise<StatusEvent[]> => (await json(await asCustomer(`/api/shipments/${id}/logs`), ShipmentLogsResponseSchema)).data;
  const pkg = async (id: number): Promise<Package> => (await json(await asCustomer(`/api/packages/${id}`), PackageResponseSchema)).data;
  const invoice = async (id: number, lang = 'en'): Promise<Invoice> => (await json(await asCustomer(`/api/invoices/${id}`, { lang }), InvoiceResponseSchema)).data;
  const paymentsOf = async (invoiceId: number): Promise<Payment[]> =>
    (await json(await asCustomer(`/api/invoices/${invoiceId}/payments?page_size=100`), PaymentPageSchema)).data;

  /** Every page of a customer's list, newest first. */
  async function everyPage<T>(path: string, schema: { parse(value: unknown): { data: T[]; meta: { last_page: number } } }): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1; ; page++) {
      const { data, meta } = await json(await asCustomer(`${path}${path.includes('?') ? '&' : '?'}page_size=100&page=${page}`), schema);
      all.push(...data);
      if (page >= meta.last_page) return all;
    }
  }
  /** Every notice of the customer (GET api/notices), newest first. */
  const allNotices = (): Promise<Notice[]> => everyPage('/api/notices', NoticePageSchema);
  /** The customer's notices about the shipment `shipmentId`, newest first. */
  const notices = async (shipmentId: number): Promise<Notice[]> => (await allNotices()).filter((n) => n.shipment?.id === shipmentId);
  /** The ids GET api/packages?shippable=1 lists: what a new consolidation request can take. */
  const shippable = async (): Promise<number[]> => (await everyPage('/api/packages?shippable=1', PackageListSchema)).map((p) => p.id);

  return {
    t, ids, asWarehouse, asCustomer, report, correct, result, refusal, receive, request, shipmentIn, inserted,
    issueInvoice, pay, paid, review, shipment, logs, pkg, invoice, paymentsOf, allNotices, notices, shippable,
  };
}
