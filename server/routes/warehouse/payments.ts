// A payment reviewed by the company (docs/product.md#payment-under-review): approved or rejected,
// its invoice's status recomputed, and the customer's notice, in one transaction.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { WarehousePaymentReviewSchema } from '../../../src/api/contract/warehouse.ts';
import { invoices, payments } from '../../db/schema.ts';
import { readStoredJson } from '../../domain/input.ts';
import { invoiceStatusOf, invoiceTotals } from '../../domain/invoice-totals.ts';
import { addNotice } from '../../domain/notices.ts';
import type { AppEnv } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { once } from '../../http/idempotency.ts';
import { idParam } from '../../http/validate.ts';
import { selectPayments, serializePayment } from '../../serializers/invoice.ts';

export function warehousePaymentRoutes() {
  const routes = new Hono<AppEnv>();

  // 200 {data: the payment}, as the customer's list of an invoice's payments shows it.
  routes.post('/payments/:id{[0-9]+}/review', async (c) => {
    const { clock } = c.get('deps');
    const t = c.get('t');
    const id = idParam(c);
    const body = await readStoredJson(c, WarehousePaymentReviewSchema);
    const call = await once(c, body);
    if (call.kept) return call.kept;
    return call.run(async (tx) => {
      const [payment] = await tx
        .select({ status: payments.payment_status, invoiceId: payments.invoice_id })
        .from(payments)
        .where(eq(payments.id, id))
        .for('update');
      if (!payment) throw new ApiError('NOT_FOUND');
      // Only a proof under review is reviewed: an approval is never undone, nor a rejection taken back.
      if (payment.status !== 'PENDING') throw new ApiError('FAILED_VALIDATION', { approved: [t.validation.paymentReviewed] }, t.validation.paymentReviewed);
      const [invoice] = await tx
        .select({ clientId: invoices.client_id, paidAt: invoices.paid_at })
        .from(invoices)
        .where(eq(invoices.id, payment.invoiceId))
        .for('update');
      if (!invoice) throw new Error('The payment has no invoice');
      const now = clock.now();
      await tx
        .update(payments)
        .set(body.approved ? { payment_status: 'APPROVED', paid_at: now } : { payment_status: 'REJECTED' })
        .where(eq(payments.id, id));
      const totals = (await invoiceTotals(tx, [payment.invoiceId])).get(payment.invoiceId);
      if (!totals) throw new Error('The invoice has no totals');
      const status = invoiceStatusOf(totals.total, totals.paid);
      await tx
        .update(invoices)
        .set({ status, paid_at: status === 'PAID' ? (invoice.paidAt ?? now) : null })
        .where(eq(invoices.id, payment.invoiceId));
      await addNotice(tx, {
        client_id: invoice.clientId,
        kind: body.approved ? 'PAYMENT_APPROVED' : 'PAYMENT_REJECTED',
        payment_id: id,
        invoice_id: payment.invoiceId,
        data: !body.approved && body.note ? { note: body.note } : {},
        created_at: now,
      });
      const [row] = await selectPayments(tx).where(eq(payments.id, id));
      if (!row) throw new Error('The payment could not be read back');
      return { status: 200, body: { data: serializePayment(row, t) } };
    });
  });

  return routes;
}
