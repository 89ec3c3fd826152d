// A payment's lifecycle (docs/product.md#payment-under-review): a proof under review, approved or
// rejected once by the company. Imports only xstate: the server imports this folder.
import { setup } from 'xstate';

export type PaymentLifecycleStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export type PaymentLifecycleEvent = { type: 'APPROVE' } | { type: 'REJECT'; note?: string };

export const paymentLifecycle = setup({
  types: {
    events: {} as PaymentLifecycleEvent,
  },
  actions: {
    recordReview: () => {},
    followInvoice: () => {},
    notifyApproved: () => {},
    notifyRejected: () => {},
  },
}).createMachine({
  id: 'payment',
  description: 'A proof of payment sent by the customer, reviewed once by the company.',
  initial: 'PENDING',
  states: {
    PENDING: {
      description: '"Pago en revisión": the company checks the proof. Its amount counts as under review, not as paid.',
      on: {
        APPROVE: { target: 'APPROVED', actions: ['recordReview', 'followInvoice', 'notifyApproved'] },
        REJECT: { target: 'REJECTED', actions: ['recordReview', 'notifyRejected'] },
      },
    },
    APPROVED: { description: 'Approved: it pays its invoice. Final.' },
    REJECTED: { description: 'Rejected, with the company’s note to the customer. Final.' },
  },
});
