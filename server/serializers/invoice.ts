// Invoices, their lines and payments, and the ways to pay, as the contract shows them.
import { eq } from 'drizzle-orm';
import type { Invoice, InvoiceItem, Payment, PaymentMethod } from '../../src/api/contract/invoices.ts';
import type { Language } from '../../src/api/contract/limits.ts';
import type { Db } from '../db/open.ts';
import { invoiceItems, invoices, paymentMethods, payments } from '../db/schema.ts';
import { invoiceTotals } from '../domain/invoice-totals.ts';
import { round2 } from '../domain/round.ts';
import { labelOf } from '../i18n/format.ts';
import type { Messages } from '../i18n/messages.ts';
import type { MediaSigner } from '../media/sign.ts';
import { loadMedia } from './media.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = { payment: typeof payments.$inferSelect; method: string };
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** Invoices with total and debt from their lines and approved payments; media[0] (invoice_url) is the document. */
export async function serializeInvoices(db: Db, signer: MediaSigner, t: Messages, rows: readonly InvoiceRow[]): Promise<Invoice[]> {
  const ids = rows.map((r) => r.id);
  const [totalsOf, documentsOf] = await Promise.all([invoiceTotals(db, ids), loadMedia(db, signer, 'invoice', ids)]);
  return rows.map((inv) => {
    const documents = documentsOf.get(inv.id) ?? [];
    const totals = totalsOf.get(inv.id);
    return {
      id: inv.id,
      friendly_name: inv.friendly_name,
      bill_to_name: inv.bill_to_name,
      paid_at: inv.paid_at?.toISOString() ?? null,
      total: totals?.total ?? 0,
      debt: totals?.debt ?? 0,
      status: inv.status,
      statusLabel: labelOf(t.labels.invoiceStatus, inv.status),
      invoice_url: documents[0]?.url ?? null,
      media: documents,
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

/** A select of payments with their method's name; callers add where, order and paging. */
export const selectPayments = (db: Db) =>
  db.select({ payment: payments, method: paymentMethods.name }).from(payments).innerJoin(paymentMethods, eq(paymentMethods.id, payments.payment_method_id));

/** A payment; its status as the translated label (the portal shows it as it comes). */
export const serializePayment = ({ payment: p, method }: PaymentRow, t: Messages): Payment => ({
  id: p.id,
  paymentMethod: { id: p.payment_method_id, name: method },
  amount: p.amount,
  reference: p.reference,
  payment_status: labelOf(t.labels.paymentStatus, p.payment_status),
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
