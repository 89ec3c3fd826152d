// Total = sum of items; debt = total minus approved payments (a pending proof does not count yet).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { invoiceItems, invoices, payments } from '../db/schema.ts';
import { round2 } from './round.ts';

export type InvoiceTotals = { total: number; paid: number; debt: number };

export async function invoiceTotals(db: Db, invoiceIds: readonly number[]): Promise<Map<number, InvoiceTotals>> {
  const result = new Map<number, InvoiceTotals>();
  if (invoiceIds.length === 0) return result;
  const ids = [...invoiceIds];
  const [items, paid, statuses] = await Promise.all([
    db
      .select({ id: invoiceItems.invoice_id, total: sql<string>`coalesce(sum(${invoiceItems.quantity} * ${invoiceItems.unit_price}), 0)` })
      .from(invoiceItems)
      .where(inArray(invoiceItems.invoice_id, ids))
      .groupBy(invoiceItems.invoice_id),
    db
      .select({ id: payments.invoice_id, paid: sql<string>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .where(and(inArray(payments.invoice_id, ids), eq(payments.payment_status, 'APPROVED')))
      .groupBy(payments.invoice_id),
    db.select({ id: invoices.id, status: invoices.status }).from(invoices).where(inArray(invoices.id, ids)),
  ]);
  const totalOf = new Map(items.map((r) => [r.id, Number(r.total)]));
  const paidOf = new Map(paid.map((r) => [r.id, Number(r.paid)]));
  for (const { id, status } of statuses) {
    const total = round2(totalOf.get(id) ?? 0);
    const paidSum = round2(paidOf.get(id) ?? 0);
    const debt = status === 'PAID' ? 0 : round2(Math.max(0, total - paidSum));
    result.set(id, { total, paid: paidSum, debt });
  }
  return result;
}
