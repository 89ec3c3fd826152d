// An invoice's lifecycle (docs/product.md#lifecycles): paid by approved payments, void when its
// shipment is cancelled before any payment was approved. Imports only xstate: the server imports
// this folder.
import { setup } from 'xstate';

export type InvoiceLifecycleStatus = 'UNPAID' | 'PARTIAL' | 'PAID' | 'VOID';

export type InvoiceLifecycleEvent =
  /** A payment was approved: `paid` is what the approved payments now pay of `total` (USD). */
  | { type: 'PAYMENT_APPROVED'; paid: number; total: number }
  | { type: 'SUBMIT_PAYMENT' }
  | { type: 'VOID' };

export const invoiceLifecycle = setup({
  types: {
    events: {} as InvoiceLifecycleEvent,
  },
  actions: {
    recordStatus: () => {},
    acceptPayment: () => {},
    notifyVoid: () => {},
  },
  guards: {
    isPaidInFull: ({ event }) => event.type === 'PAYMENT_APPROVED' && event.paid >= event.total,
  },
}).createMachine({
  id: 'invoice',
  description: 'An invoice from its issue to its payment: partly paid, then paid by approved payments; void when its shipment is cancelled first.',
  initial: 'UNPAID',
  states: {
    UNPAID: {
      description: 'Issued; nothing approved yet. The customer can send a proof of payment.',
      on: {
        SUBMIT_PAYMENT: { actions: 'acceptPayment' },
        PAYMENT_APPROVED: [
          { target: 'PAID', guard: 'isPaidInFull', actions: 'recordStatus' },
          { target: 'PARTIAL', actions: 'recordStatus' },
        ],
        VOID: { target: 'VOID', actions: ['recordStatus', 'notifyVoid'] },
      },
    },
    PARTIAL: {
      description: 'Approved payments pay part of it; the customer can pay the rest.',
      on: {
        SUBMIT_PAYMENT: { actions: 'acceptPayment' },
        PAYMENT_APPROVED: [{ target: 'PAID', guard: 'isPaidInFull', actions: 'recordStatus' }, { actions: 'recordStatus' }],
      },
    },
    PAID: {
      description: 'Paid in full: no proof of payment is taken. A proof already under review can still be approved (two together covered it). Final.',
      on: { PAYMENT_APPROVED: { actions: 'recordStatus' } },
    },
    VOID: { description: '"Anulada" / "Void": its shipment was cancelled; nothing is owed and nothing can be paid. Final: the warehouse issues a new invoice if needed.' },
  },
});
