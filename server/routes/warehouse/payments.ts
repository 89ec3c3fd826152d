// A payment reviewed by the company (docs/product.md#payment-under-review): approved or rejected
// once, as its lifecycle says (docs/product.md#lifecycles); its invoice following, and the
// customer's notice, in one transaction.
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { paymentLifecycle, type PaymentLifecycleStatus } from '../../../machines/lifecycles/payment.ts';
import { WarehousePaymentResponseSchema } from '../../../src/api/contract/warehouse-reads.ts';
import { WarehousePaymentReviewSchema } from '../../../src/api/contract/warehouse.ts';
import { invoices, payments } from '../../db/schema.ts';
import { readStoredJson } from '../../domain/input.ts';
import { decide } from '../../domain/lifecycles/decide.ts';
import { followApprovedPayment } from '../../domain/lifecycles/invoice-moves.ts';
import { addNotice } from '../../domain/notices.ts';
import { describedRoutes, idParams, json, on, refusals, WAREHOUSE_KEY } from '../../http/described.ts';
import { ApiError } from '../../foundation/errors.ts';
import { IDEMPOTENT, once } from '../../http/idempotency.ts';
import { idParam } from '../../foundation/validate.ts';
import { paymentById, serializePayment } from '../../serializers/warehouse-reads/payments.ts';

/** What INVALID_TRANSITION says a payment may still become. */
const REVIEWS = [{ type: 'APPROVE' }, { type: 'REJECT' }];

const reviewPayment = createRoute({
  method: 'post',
  path: '/payments/{id}/review',
  tags: ['Payments'],
  security: WAREHOUSE_KEY,
  operationId: 'reviewPayment',
  summary: 'Approves or rejects a pending payment',
  description:
    "Reviewed once: a second review is INVALID_TRANSITION, never an approval undone. An approval pays the invoice's debt; " +
    "a rejection's note is shown to the customer.",
  request: {
    params: idParams('id'),
    headers: IDEMPOTENT,
    body: { ...json(WarehousePaymentReviewSchema, 'The review'), required: true },
  },
  responses: {
    200: json(WarehousePaymentResponseSchema, 'The payment, as GET api/warehouse/payments/{id} shows it'),
    ...refusals(
      'AUTHENTICATION_EXCEPTION',
      'NOT_FOUND',
      'FAILED_VALIDATION',
      'PAYLOAD_TOO_LARGE',
      'INVALID_TRANSITION',
      'IDEMPOTENCY_IN_PROGRESS',
      'TOO_MANY_REQUESTS',
    ),
  },
});

export function warehousePaymentRoutes() {
  const routes = describedRoutes();

  on(routes, reviewPayment, async (c) => {
    const { clock } = c.get('deps');
    const id = idParam(c);
    const body = await readStoredJson(c, WarehousePaymentReviewSchema);
    const call = await once(c, reviewPayment, body);
    if (call.kept) return call.kept;
    return call.run(async (tx) => {
      const [payment] = await tx
        .select({ status: payments.payment_status, invoiceId: payments.invoice_id })
        .from(payments)
        .where(eq(payments.id, id))
        .for('update');
      if (!payment) throw new ApiError('NOT_FOUND');
      // Reviewed once: a second review is INVALID_TRANSITION, never an approval undone.
      const decision = decide(paymentLifecycle, payment.status, {}, body.approved ? { type: 'APPROVE' } : { type: 'REJECT' }, REVIEWS);
      const [invoice] = await tx.select({ clientId: invoices.client_id }).from(invoices).where(eq(invoices.id, payment.invoiceId));
      if (!invoice) throw new Error('The payment has no invoice');
      const now = clock.now();
      const status = decision.status as PaymentLifecycleStatus;
      const note = body.note ?? null;
      const apply: Record<string, () => Promise<void>> = {
        recordReview: async () => {
          await tx
            .update(payments)
            .set({ payment_status: status, reviewed_at: now, review_note: note, ...(status === 'APPROVED' ? { paid_at: now } : {}) })
            .where(eq(payments.id, id));
        },
        followInvoice: () => followApprovedPayment(tx, payment.invoiceId, now, now),
        notifyApproved: async () => {
          await addNotice(tx, { client_id: invoice.clientId, kind: 'PAYMENT_APPROVED', payment_id: id, invoice_id: payment.invoiceId, created_at: now });
        },
        notifyRejected: async () => {
          await addNotice(tx, {
            client_id: invoice.clientId,
            kind: 'PAYMENT_REJECTED',
            payment_id: id,
            invoice_id: payment.invoiceId,
            data: note ? { note } : {},
            created_at: now,
          });
        },
      };
      for (const action of decision.actions) {
        const run = apply[action.type];
        if (!run) throw new Error(`The payment lifecycle's action ${action.type} has no server side`);
        await run();
      }
      // As the warehouse's reads show it (GET api/warehouse/payments/{id}): one shape per record.
      const shown = await paymentById(tx, id);
      if (!shown) throw new Error('The payment could not be read back');
      return c.json({ data: serializePayment(c.get('signer'), shown) }, 200);
    });
  });

  return routes;
}
