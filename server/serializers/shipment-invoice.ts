import { eq, sql, type SQL } from 'drizzle-orm';
import { jsonObject, type JsonFields } from '../db/json.ts';
import { invoices } from '../db/schema.ts';
import { qualified } from '../db/subquery-columns.ts';

/**
 * The bill of the shipment `shipmentId` names (a column of the outer query), as a JSON object of
 * `fields` (columns of `invoices` or subqueries of it), null without one: the one in force, the
 * newest not void (a shipment corrected back from CANCELLED is billed anew, docs/product.md#corrections),
 * else its void one.
 */
export const shipmentInvoice = <T>(shipmentId: SQL, fields: JsonFields) =>
  sql<T | null>`(select ${jsonObject(fields)} from ${invoices} where ${eq(invoices.shipment_id, shipmentId)} order by ${qualified(invoices.status)} = 'VOID', ${qualified(invoices.id)} desc limit 1)`;
