// Paying an invoice as the customer lives it: from the invoice to the methods (one preselected),
// changing or dropping the method, the payment form (reloaded, refused, sent), and an invoice
// with nothing left to pay.
import { setup } from 'xstate';

export const checkoutUiModel = setup({}).createMachine({
  id: 'checkoutUi',
  initial: 'invoice',
  states: {
    invoice: {
      description: 'An unpaid invoice, with its pay button.',
      on: { PAY_INVOICE: 'choosingMethod', OPEN_PAID_INVOICE_CHECKOUT: 'nothingToPay' },
    },
    nothingToPay: {
      description: 'The checkout of an invoice without debt: nothing to pay.',
      type: 'final',
    },
    choosingMethod: {
      description: 'The methods, one chosen, with its order summary.',
      on: { CHOOSE_OTHER_METHOD: 'choosingMethod', DESELECT_METHOD: 'noMethod', PAY: 'paymentForm' },
    },
    noMethod: {
      description: 'No method chosen: no summary.',
      on: { PAY: 'selectMethodWarning', CHOOSE_METHOD: 'choosingMethod' },
    },
    selectMethodWarning: {
      description: 'Pay without a method: the choose-a-method message, still on the methods.',
      on: { CHOOSE_METHOD: 'choosingMethod' },
    },
    paymentForm: {
      description: 'The payment form: invoice and method read-only, the debt as the amount.',
      on: { RELOAD: 'paymentForm', CHANGE_METHOD: 'choosingMethod', SUBMIT_TOO_MUCH: 'paymentRefused', SUBMIT_PAYMENT: 'paid' },
    },
    paymentRefused: {
      description: 'More than the debt: refused with the message at the amount; everything typed (the file too) kept.',
      on: { SUBMIT_PAYMENT: 'paid' },
    },
    paid: {
      description: 'The payment registered: the message, and the invoice with the payment listed.',
      type: 'final',
    },
  },
});
