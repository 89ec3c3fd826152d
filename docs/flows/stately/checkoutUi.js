// checkoutUi, from e2e/paths/models/checkout.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const checkoutUiMachine = createMachine({
  id: "checkoutUi",
  initial: "invoice",
  states: {
    invoice: {
      meta: {
        machineStates: [],
      },
      description: "An invoice with something still due, with its pay button.",
      on: {
        PAY_INVOICE: "choosingMethod",
        OPEN_PAID_INVOICE_CHECKOUT: "nothingToPay",
        OPEN_REVIEWED_INVOICE_CHECKOUT: "underReview",
      },
    },
    nothingToPay: {
      meta: {
        machineStates: [
          "settled",
        ],
      },
      description: "The checkout of an invoice without debt: nothing to pay.",
      type: "final",
    },
    underReview: {
      meta: {
        machineStates: [
          "underReview",
        ],
      },
      description: "The checkout of an invoice whose debt pending payments cover: under review, no methods, a way to its payments.",
      type: "final",
    },
    choosingMethod: {
      meta: {
        machineStates: [
          "choosing.ready",
        ],
      },
      description: "The methods, one chosen, with its order summary.",
      on: {
        CHOOSE_OTHER_METHOD: "choosingMethod",
        DESELECT_METHOD: "noMethod",
        PAY: "paymentForm",
      },
    },
    noMethod: {
      meta: {
        machineStates: [
          "choosing.noMethod",
        ],
      },
      description: "No method chosen: no summary.",
      on: {
        PAY: "selectMethodWarning",
        CHOOSE_METHOD: "choosingMethod",
      },
    },
    selectMethodWarning: {
      meta: {
        machineStates: [
          "choosing.noMethod",
        ],
      },
      description: "Pay without a method: the choose-a-method message, still on the methods.",
      on: {
        CHOOSE_METHOD: "choosingMethod",
      },
    },
    paymentForm: {
      meta: {
        machineStates: [
          "paying.editing",
        ],
      },
      description: "The payment form: the method’s payee details and total, invoice and method read-only, the total as the amount.",
      on: {
        RELOAD: "paymentForm",
        BROWSER_BACK: "methodsWithFormAhead",
        CHANGE_METHOD: "choosingMethod",
        SUBMIT_TOO_MUCH: "paymentRefused",
        SUBMIT_PAYMENT: "sendingPayment",
      },
    },
    methodsWithFormAhead: {
      meta: {
        machineStates: [
          "choosing.ready",
        ],
      },
      description: "The browser’s Back from the form: the methods, the chosen one kept; Forward leads to the form again.",
      on: {
        BROWSER_FORWARD: "paymentForm",
      },
    },
    paymentRefused: {
      meta: {
        machineStates: [
          "paying.editing",
        ],
      },
      description: "More than is still due: refused with the message at the amount; everything typed (the file too) kept.",
      on: {
        SUBMIT_PAYMENT: "sendingPayment",
      },
    },
    sendingPayment: {
      meta: {
        machineStates: [
          "paying.uploading",
        ],
      },
      description: "The proof is being sent: the form busy, the button says it is sending, the upload’s progress shown.",
      on: {
        PAYMENT_ANSWERED: "paid",
      },
    },
    paid: {
      meta: {
        machineStates: [
          "paid",
        ],
      },
      description: "The payment registered: the message, and the invoice with the payment listed.",
      on: {
        BROWSER_BACK: "invoice",
      },
    },
  },
});
