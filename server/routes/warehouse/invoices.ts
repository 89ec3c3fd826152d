// A shipment's invoice issued by the warehouse (docs/product.md#the-warehouse-api): the invoice
// for the shipment's customer, its lines, and the notice, in one transaction; only once the
// warehouse took the shipment (PENDING on), as its lifecycle says (docs/product.md#lifecycles).
import { createRoute } from '@hono/zod-openapi';
import { and, eq, ne, sql } from 'drizzle-orm';
import { invoiceLifecycle } from '../../../machines/lifecycles/invoice.ts';
import { InvoiceResponseSchema, type InvoiceStatus } from '../../../src/api/contract/invoices.ts';
import { WarehouseInvoiceSchema } from '../../../src/api/contract/warehouse.ts';
import type { Db } from '../../db/open.ts';
import { clients, invoiceItems, invoices, shipments } from '../../db/schema.ts';
import { readStoredJson } from '../../domain/input.ts';
import { lockShipment, moveShipment } from '../../domain/lifecycles/shipment-moves.ts';
import { addNotice } from '../../domain/notices.ts';
import { describedRoutes, json, on, refusals, WAREHOUSE_KEY } from '../../http/described.ts';
import { ApiError } from '../../foundation/errors.ts';
import { IDEMPOTENT, once } from '../../http/idempotency.ts';
import { fitsInt4 } from '../../foundation/validate.ts';
import { selectInvoices, serializeInvoices } from '../../serializers/invoice.ts';

/**
 * The next invoice's name, numbered after every invoice's as the seed numbers them: FAC-<year>-<number>,
 * one count over all years and customers. Two invoices issued in parallel take their numbers in turn.
 */
async function nextFriendlyName(tx: Db, now: Date): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('warehouse-invoice-numbers'))`);
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(substring(${invoices.friendly_name} from '^FAC-[0-9]{4}-([0-9]+)$')::int), 0)::int` })
    .from(invoices);
  return `FAC-${now.getUTCFullYear()}-${String((row?.last ?? 0) + 1).padStart(4, '0')}`;
}

const issueInvoice = createRoute({
  method: 'post',
  path: '/invoices',
  tags: ['Invoices'],
  security: WAREHOUSE_KEY,
  operationId: 'issueInvoice',
  summary: "Issues a shipment's invoice",
  description:
    "The invoice of the shipment's customer, one line per charge, and its notice. Only once the warehouse took the shipment: " +
    'INVALID_TRANSITION while it is REQUESTED or once it was cancelled. A shipment has one invoice that is not void.',
  request: { headers: IDEMPOTENT, body: { ...json(WarehouseInvoiceSchema, 'The shipment and its charges'), required: true } },
  responses: {
    201: json(InvoiceResponseSchema, "The invoice, as the customer's GET api/invoices/{id} shows it"),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE', 'INVALID_TRANSITION', 'IDEMPOTENCY_IN_PROGRESS', 'TOO_MANY_REQUESTS'),
  },
});

export function warehouseInvoiceRoutes() {
  const routes = describedRoutes();

  on(routes, issueInvoice, async (c) => {
    const { clock } = c.get('deps');
    const t = c.get('t');
    const body = await readStoredJson(c, WarehouseInvoiceSchema);
    const call = await once(c, issueInvoice, body);
    if (call.kept) return call.kept;
    return call.run(async (tx) => {
      const locked = fitsInt4(body.shipment_id) ? await lockShipment(tx, body.shipment_id) : null;
      if (!locked) throw new ApiError('FAILED_VALIDATION', { shipment_id: [t.validation.invalidValue] });
      // Refused (INVALID_TRANSITION) while it is REQUESTED or once it was cancelled.
      await moveShipment(tx, locked, { type: 'ISSUE_INVOICE' }, { now: clock.now() });
      const [shipment] = await tx
        .select({ clientId: shipments.client_id, name: clients.name, lastName: clients.last_name })
        .from(shipments)
        .innerJoin(clients, eq(clients.id, shipments.client_id))
        .where(eq(shipments.id, body.shipment_id));
      if (!shipment) throw new Error('The locked shipment could not be read');
      // A shipment has one bill: the one its packages and its page show.
      const [billed] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.shipment_id, body.shipment_id), ne(invoices.status, 'VOID')))
        .limit(1);
      if (billed) throw new ApiError('FAILED_VALIDATION', { shipment_id: [t.validation.shipmentInvoiced] }, t.validation.shipmentInvoiced);
      const now = clock.now();
      const [invoice] = await tx
        .insert(invoices)
        .values({
          client_id: shipment.clientId,
          shipment_id: body.shipment_id,
          friendly_name: await nextFriendlyName(tx, now),
          bill_to_name: `${shipment.name} ${shipment.lastName}`,
          // Where the invoice lifecycle starts (docs/product.md#lifecycles).
          status: invoiceLifecycle.config.initial as InvoiceStatus,
          created_at: now,
        })
        .returning({ id: invoices.id });
      if (!invoice) throw new Error('The invoice was not stored');
      await tx
        .insert(invoiceItems)
        .values(body.lines.map((line) => ({ invoice_id: invoice.id, description: line.description, quantity: 1, unit_price: line.amount })));
      await addNotice(tx, { client_id: shipment.clientId, kind: 'INVOICE_ISSUED', invoice_id: invoice.id, shipment_id: body.shipment_id, created_at: now });
      const [data] = serializeInvoices(c.get('signer'), t, await selectInvoices(tx).where(eq(invoices.id, invoice.id)));
      if (!data) throw new Error('The invoice could not be read back');
      return c.json({ data }, 201);
    });
  });

  return routes;
}
