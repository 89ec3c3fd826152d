// Total = sum of items; debt = total minus approved payments (a pending proof does not count yet).
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { outerColumn } from '../db/subquery-columns.ts';
import { invoiceItems, invoices, payments } from '../db/schema.ts';
import { round2 } from './round.ts';

export type InvoiceTotals = { total: number; paid: number; debt: number };

/** What the lines of the invoice `invoiceId` names come to (numeric: text, or a number inside JSON). */
export const invoiceTotalSql = (invoiceId: SQL) =>
  sql<string>`(select coalesce(sum(${invoiceItems.quantity} * ${invoiceItems.unit_price}), 0) from ${invoiceItems} where ${invoiceItems.invoice_id} = ${invoiceId})`;

/** What the approved payments of the invoice `invoiceId` names come to. */
export const invoicePaidSql = (invoiceId: SQL) =>
  sql<string>`(select coalesce(sum(${payments.amount}), 0) from ${payments} where ${payments.invoice_id} = ${invoiceId} and ${payments.payment_status} = 'APPROVED')`;

/** An invoice's totals from its status and the two sums above. */
export function invoiceTotalsOf(status: string, total: string | number, paid: string | number): InvoiceTotals {
  const sum = round2(Number(total));
  const paidSum = round2(Number(paid));
  return { total: sum, paid: paidSum, debt: status === 'PAID' ? 0 : round2(Math.max(0, sum - paidSum)) };
}

const invoiceId = outerColumn(invoices, invoices.id);

/** The totals of many invoices in one query: each sum is a subquery of its invoice's row. */
export async function invoiceTotals(db: Db, invoiceIds: readonly number[]): Promise<Map<number, InvoiceTotals>> {
  const result = new Map<number, InvoiceTotals>();
  if (invoiceIds.length === 0) return result;
  const rows = await db
    .select({ id: invoices.id, status: invoices.status, total: invoiceTotalSql(invoiceId), paid: invoicePaidSql(invoiceId) })
    .from(invoices)
    .where(inArray(invoices.id, [...invoiceIds]));
  for (const { id, status, total, paid } of rows) result.set(id, invoiceTotalsOf(status, total, paid));
  return result;
}
