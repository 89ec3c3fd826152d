import { fromCallback, fromPromise } from 'xstate';
import {
  checkoutMachine,
  paymentUploadMachine,
  type CheckoutLoaded,
  type CheckoutSummary,
  type PaymentUpload,
  type SavedPayment,
} from '../../../machines/checkout.ts';
import type { UploadInput, UploadReport } from '../../../machines/upload.ts';
import type { CheckoutApi } from '../../api/checkout.ts';
import type { PaymentMethod } from '../../api/contract/invoices.ts';
import { reportUpload } from '../../lib/upload-actor.ts';
import { renamedUpload } from '../../lib/upload-rules.ts';

/**
 * The checkout with the real calls: the invoice and the methods together, the summary of the
 * selected method, the methods again in a new language, and the payment's upload child (the proof
 * renamed `${userId}-${uniqueId}.${ext}`, its progress reported to the child; leaving the flow
 * cancels it).
 */
export function provideCheckout(api: CheckoutApi, userId: number) {
  const upload = paymentUploadMachine.provide({
    actors: {
      sendBody: fromCallback<UploadReport<SavedPayment>, UploadInput<PaymentUpload>>(({ input, sendBack }) => {
        const { invoiceId, methodId, draft } = input.body;
        const { multimedia, amount, reference } = draft;
        return reportUpload(
          sendBack,
          (progress) =>
            api.pay({
              invoiceId,
              fields: { payment_method_id: methodId, amount, reference },
              file: renamedUpload(multimedia, userId),
              ...progress,
            }),
          (payment) => ({ id: payment.id }),
        );
      }),
    },
  });
  return checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise<CheckoutLoaded, { invoiceId: number }>(async ({ input }) => {
        const [invoice, methods] = await Promise.all([api.invoice(input.invoiceId), api.methods()]);
        return { invoice, methods };
      }),
      loadSummary: fromPromise<CheckoutSummary, { invoiceId: number; methodId: number }>(({ input }) =>
        api.summary(input.invoiceId, input.methodId),
      ),
      loadMethods: fromPromise<PaymentMethod[]>(() => api.methods()),
      upload,
    },
  });
}
