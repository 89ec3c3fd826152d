import { eq, type SQL } from 'drizzle-orm';
import { jsonFirst, type JsonFields } from '../db/json.ts';
import { invoices } from '../db/schema.ts';

/**
 * The bill of the shipment `shipmentId` names (a column of the outer query), as a JSON object of
 * `fields` (columns of `invoices` or subqueries of it), null without one: a shipment normally has
 * one invoice; if several, the first one.
 */
export const shipmentInvoice = <T>(shipmentId: SQL, fields: JsonFields) =>
  jsonFirst<T>(fields, invoices, eq(invoices.shipment_id, shipmentId), invoices.id);
