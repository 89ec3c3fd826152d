// Invoices, their lines and payments, and the ways to pay, as the contract shows them.
import { eq, type SQL } from 'drizzle-orm';
import type { Invoice, InvoiceItem, Payment, PaymentMethod } from '../../src/api/contract/invoices.ts';
import type { Language } from '../../src/api/contract/limits.ts';
import type { Db } from '../db/open.ts';
import { invoiceItems, invoices, paymentMethods, payments } from '../db/schema.ts';
import { invoicePaidSql, invoicePendingSql, invoiceRowId, invoiceTotalSql, invoiceTotalsOf } from '../rules/invoice-totals.ts';
import { round2 } from '../rules/round.ts';
import { labelOf } from '../i18n/format.ts';
import type { Messages } from '../i18n/messages.ts';
import type { MediaSigner } from '../media/sign.ts';
import type { PaymentMethodRow } from '../domain/payments.ts';
import { mediaOf, serializeMediaList, type MediaFields } from './media.ts';

export type InvoiceRow = { invoice: typeof invoices.$inferSelect; amount: string; paid: string; pending: string; documents: MediaFields[] };
export type PaymentRow = { payment: typeof payments.$inferSelect; method: string };

/**
 * A select of invoices with what their serialization needs (the sums of their lines, of their
 * approved and of their pending payments, their files), `extra` columns beside (a list's total); callers add where, order and paging.
 */
export const selectInvoices = <E extends Record<string, SQL>>(db: Db, extra?: E) =>
  db
    .select({
      invoice: invoices,
      amount: invoiceTotalSql(invoiceRowId),
      paid: invoicePaidSql(invoiceRowId),
      pending: invoicePendingSql(invoiceRowId),
      documents: mediaOf('invoice', invoiceRowId),
      ...(extra as E),
    })
    .from(invoices);

/**
 * Invoices with total and debt from their lines and approved payments, and what pending payments
 * leave still due (docs/product.md#payment-under-review); media[0] (invoice_url) is the document.
 */
export function serializeInvoices(signer: MediaSigner, t: Messages, rows: readonly InvoiceRow[]): Invoice[] {
  return rows.map(({ invoice: inv, amount, paid, pending, documents }) => {
    const files = serializeMediaList(documents, signer);
    const totals = invoiceTotalsOf(inv.status, amount, paid, pending);
    return {
      id: inv.id,
      friendly_name: inv.friendly_name,
      bill_to_name: inv.bill_to_name,
      paid_at: inv.paid_at?.toISOString() ?? null,
      total: totals.total,
      debt: totals.debt,
      pending_amount: totals.pending,
      still_due: totals.stillDue,
      status: inv.status,
      statusLabel: labelOf(t.labels.invoiceStatus, inv.status),
      invoice_url: files[0]?.url ?? null,
      media: files,
      created_at: inv.created_at.toISOString(),
      shipment_id: inv.shipment_id,
    };
  });
}

export const serializeInvoiceItem = (row: typeof invoiceItems.$inferSelect): InvoiceItem => ({
  id: row.id,
  description: row.description,
  quantity: row.quantity,
  unit_price: row.unit_price,
  total_price: round2(row.quantity * row.unit_price),
});

/** A select of payments with their method's name, `extra` columns beside; callers add where, order and paging. */
export const selectPayments = <E extends Record<string, SQL>>(db: Db, extra?: E) =>
  db
    .select({ payment: payments, method: paymentMethods.name, ...(extra as E) })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.payment_method_id));

/** A payment; its status as the translated label (the portal shows it as it comes). */
export const serializePayment = ({ payment: p, method }: PaymentRow, t: Messages): Payment => ({
  id: p.id,
  paymentMethod: { id: p.payment_method_id, name: method },
  amount: p.amount,
  reference: p.reference,
  payment_status: labelOf(t.labels.paymentStatus, p.payment_status),
  status: p.payment_status,
  review_note: p.review_note,
  paid_at: p.paid_at?.toISOString() ?? null,
  created_at: p.created_at.toISOString(),
});

/** A way to pay, its (HTML) description in the request's language. */
export const serializePaymentMethod = (row: PaymentMethodRow, lang: Language): PaymentMethod => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  description: lang === 'en' ? row.description_en : row.description_es,
  currency: row.currency,
  symbol: row.symbol,
});
