// payment, from machines/lifecycles/payment.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const paymentMachine = createMachine({
  id: "payment",
  description: "A proof of payment sent by the customer, reviewed once by the company.",
  initial: "PENDING",
  states: {
    PENDING: {
      description: "\"Pago en revisión\": the company checks the proof. Its amount counts as under review, not as paid.",
      on: {
        APPROVE: {
          target: "APPROVED",
          actions: [
            "recordReview",
            "followInvoice",
            "notifyApproved",
          ],
        },
        REJECT: {
          target: "REJECTED",
          actions: [
            "recordReview",
            "notifyRejected",
          ],
        },
      },
    },
    APPROVED: {
      description: "Approved: it pays its invoice. Final.",
    },
    REJECTED: {
      description: "Rejected, with the company’s note to the customer. Final.",
    },
  },
});
