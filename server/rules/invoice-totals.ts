// Total = sum of items; debt (the balance due) = total minus what approved payments paid of it;
// pending payments (proofs under review) do not lower it, but what they would pay is carried
// beside it, and what is still due is the debt minus that (docs/product.md#payment-under-review).
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { outerColumn } from '../db/subquery-columns.ts';
import { invoiceItems, invoices, payments } from '../db/schema.ts';
import type { PaymentStatus } from '../../src/api/contract/invoices.ts';
import { round2 } from './round.ts';

export type InvoiceTotals = {
  total: number;
  /** What approved payments paid of the debt (their surcharges left out). */
  paid: number;
  debt: number;
  /** What pending payments would pay of the debt (their surcharges left out), at most the debt. */
  pending: number;
  /** The debt minus what is pending: what a new payment may still pay (never below 0). */
  stillDue: number;
};

/** What the lines of the invoice `invoiceId` names come to (numeric: text, or a number inside JSON). */
export const invoiceTotalSql = (invoiceId: SQL) =>
  sql<string>`(select coalesce(sum(${invoiceItems.quantity} * ${invoiceItems.unit_price}), 0) from ${invoiceItems} where ${invoiceItems.invoice_id} = ${invoiceId})`;

/**
 * What the payments of `status` of the invoice `invoiceId` names pay of its debt: each payment's
 * amount carries its method's surcharge on the part of the debt it pays (amount = part × (1 +
 * surcharge)), so the part is the amount over that, to the cent. The surcharge is the one the
 * payment was made with (kept on it), so a later change of the method's never moves a debt.
 */
const paymentsPartSql = (invoiceId: SQL, status: PaymentStatus) =>
  sql<string>`(select coalesce(sum(round(${payments.amount} / (1 + ${payments.recharge_percent} / 100), 2)), 0) from ${payments} where ${payments.invoice_id} = ${invoiceId} and ${payments.payment_status} = ${sql.raw(`'${status}'`)})`;

/** What the approved payments of the invoice `invoiceId` names paid of its debt. */
export const invoicePaidSql = (invoiceId: SQL) => paymentsPartSql(invoiceId, 'APPROVED');

/** What the pending payments (proofs under review) of the invoice `invoiceId` names would pay of its debt. */
export const invoicePendingSql = (invoiceId: SQL) => paymentsPartSql(invoiceId, 'PENDING');

/** An invoice's totals from its status and the three sums above; nothing is owed once it is PAID or VOID. */
export function invoiceTotalsOf(status: string, total: string | number, paid: string | number, pending: string | number): InvoiceTotals {
  const sum = round2(Number(total));
  const paidSum = round2(Number(paid));
  const debt = status === 'PAID' || status === 'VOID' ? 0 : round2(Math.max(0, sum - paidSum));
  const pendingSum = round2(Math.min(debt, Number(pending)));
  return { total: sum, paid: paidSum, debt, pending: pendingSum, stillDue: round2(debt - pendingSum) };
}

/** The id of the invoice row a query or subquery stands on, written out in full for the subqueries inside it. */
export const invoiceRowId = outerColumn(invoices, invoices.id);

/** The totals of many invoices in one query: each sum is a subquery of its invoice's row. */
export async function invoiceTotals(db: Db, invoiceIds: readonly number[]): Promise<Map<number, InvoiceTotals>> {
  const result = new Map<number, InvoiceTotals>();
  if (invoiceIds.length === 0) return result;
  const rows = await db
    .select({ id: invoices.id, status: invoices.status, total: invoiceTotalSql(invoiceRowId), paid: invoicePaidSql(invoiceRowId), pending: invoicePendingSql(invoiceRowId) })
    .from(invoices)
    .where(inArray(invoices.id, [...invoiceIds]));
  for (const { id, status, total, paid, pending } of rows) result.set(id, invoiceTotalsOf(status, total, paid, pending));
  return result;
}
