// Total = sum of items; debt = total minus approved payments (a pending proof does not count yet).
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { invoiceItems, invoices, payments } from '../db/schema.ts';
import { round2 } from './round.ts';

export type InvoiceTotals = { total: number; paid: number; debt: number };

// drizzle writes a column of the main table unqualified inside a subquery, where it would name
// the subquery's own column: the invoice's id is written out in full.
const invoiceId = sql`${invoices}.${sql.identifier(invoices.id.name)}`;

/** The totals of many invoices in one query: each sum is a subquery of its invoice's row. */
export async function invoiceTotals(db: Db, invoiceIds: readonly number[]): Promise<Map<number, InvoiceTotals>> {
  const result = new Map<number, InvoiceTotals>();
  if (invoiceIds.length === 0) return result;
  const rows = await db
    .select({
      id: invoices.id,
      status: invoices.status,
      total: sql<string>`(select coalesce(sum(${invoiceItems.quantity} * ${invoiceItems.unit_price}), 0) from ${invoiceItems} where ${invoiceItems.invoice_id} = ${invoiceId})`,
      paid: sql<string>`(select coalesce(sum(${payments.amount}), 0) from ${payments} where ${payments.invoice_id} = ${invoiceId} and ${payments.payment_status} = 'APPROVED')`,
    })
    .from(invoices)
    .where(inArray(invoices.id, [...invoiceIds]));
  for (const { id, status, total: totalText, paid: paidText } of rows) {
    const total = round2(Number(totalText));
    const paidSum = round2(Number(paidText));
    const debt = status === 'PAID' ? 0 : round2(Math.max(0, total - paidSum));
    result.set(id, { total, paid: paidSum, debt });
  }
  return result;
}
