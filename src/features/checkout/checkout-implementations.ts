import { fromCallback, fromPromise } from 'xstate';
import { checkoutMachine, type CheckoutEvent, type CheckoutLoaded, type PaymentDraft } from '../../../machines/checkout.ts';
import type { CheckoutApi } from '../../api/checkout.ts';
import { reportUpload } from '../../lib/upload-actor.ts';
import { renamedUpload, type PaymentFormValues } from '../../lib/upload-rules.ts';

/**
 * The checkout with the real calls: the invoice and the methods together, the summary of the
 * selected method, and the payment's upload (the proof renamed `${userId}-${uniqueId}.${ext}`,
 * its progress sent to the flow; leaving the flow cancels it).
 */
export function provideCheckout(api: CheckoutApi, userId: number) {
  return checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise<CheckoutLoaded, { invoiceId: number }>(async ({ input }) => {
        const [invoice, methods] = await Promise.all([api.invoice(input.invoiceId), api.methods()]);
        return { invoice, methods };
      }),
      loadSummary: fromPromise<object, { invoiceId: number; methodId: number }>(({ input }) => api.summary(input.invoiceId, input.methodId)),
      uploadPayment: fromCallback<CheckoutEvent, { invoiceId: number; methodId: number; draft: PaymentDraft }>(({ input, sendBack }) => {
        const { multimedia, amount, reference } = input.draft as PaymentFormValues;
        return reportUpload(
          sendBack,
          (progress) =>
            api.pay({
              invoiceId: input.invoiceId,
              fields: { payment_method_id: input.methodId, amount, reference },
              file: renamedUpload(multimedia, userId),
              ...progress,
            }),
          (payment) => ({ id: payment.id }),
        );
      }),
    },
  });
}
