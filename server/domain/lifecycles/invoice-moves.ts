// An invoice follows its payments and its shipment (docs/product.md#lifecycles), only where its
// lifecycle allows: paid in part or in full by approved payments, void when its shipment is
// cancelled before any payment was approved.
import { and, eq, ne } from 'drizzle-orm';
import { invoiceLifecycle, type InvoiceLifecycleStatus } from '../../../machines/lifecycles/invoice.ts';
import type { Db } from '../../db/open.ts';
import { invoices } from '../../db/schema.ts';
import { invoiceTotals } from '../../rules/invoice-totals.ts';
import { addNotice } from '../notices.ts';
import { accepts, decide } from './decide.ts';

/** A shipment's invoice VOID, with its customer's notice; nothing when it has none, or one its lifecycle keeps (paid in part). */
export async function voidShipmentInvoice(tx: Db, shipmentId: number, now: Date): Promise<void> {
  const [invoice] = await tx
    .select({ id: invoices.id, status: invoices.status, clientId: invoices.client_id })
    .from(invoices)
    .where(and(eq(invoices.shipment_id, shipmentId), ne(invoices.status, 'VOID')))
    .for('update');
  if (!invoice || !accepts(invoiceLifecycle, invoice.status, {}, { type: 'VOID' })) return;
  const { status, actions } = decide(invoiceLifecycle, invoice.status, {}, { type: 'VOID' }, []);
  await tx.update(invoices).set({ status: status as InvoiceLifecycleStatus }).where(eq(invoices.id, invoice.id));
  if (actions.some((action) => action.type === 'notifyVoid')) {
    await addNotice(tx, { client_id: invoice.clientId, kind: 'INVOICE_VOID', invoice_id: invoice.id, shipment_id: shipmentId, created_at: now });
  }
}

/** A payment of the invoice `invoiceId` approved: its status from what the approved payments now pay of it. */
export async function followApprovedPayment(tx: Db, invoiceId: number, paidAt: Date | null, now: Date): Promise<void> {
  const [invoice] = await tx.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  const totals = (await invoiceTotals(tx, [invoiceId])).get(invoiceId);
  if (!invoice || !totals) throw new Error('The payment has no invoice');
  const { status } = decide(invoiceLifecycle, invoice.status, {}, { type: 'PAYMENT_APPROVED', paid: totals.paid, total: totals.total }, []);
  await tx
    .update(invoices)
    .set({ status: status as InvoiceLifecycleStatus, paid_at: status === 'PAID' ? (paidAt ?? now) : null })
    .where(eq(invoices.id, invoiceId));
}

/** Whether the customer may send a proof of payment for an invoice in `status` (never a paid or void one). */
export const takesPayments = (status: string) => accepts(invoiceLifecycle, status, {}, { type: 'SUBMIT_PAYMENT' });
