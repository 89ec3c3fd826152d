// checkout, from machines/checkout.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const checkoutMachine = createMachine({
  id: "checkout",
  description: "Paying an invoice: choose a payment method, see what you will pay, upload the proof.",
  on: {
    "xstate.done.actor.refreshMethods": {
      description: "The methods in the language just chosen: their instructions follow it, on the page and step the customer is on.",
      actions: {
        type: "assignMethodWords",
      },
    },
    "xstate.error.actor.refreshMethods": {
      description: "Only the words were to change: the instructions shown stay, in the language before.",
      actions: "forgetMethodsRefresh",
    },
  },
  initial: "loading",
  states: {
    loading: {
      description: "GET the invoice (by the id in the address) and the payment methods.",
      tags: [
        "loading",
      ],
      on: {
        REFRESH: {
          target: "loading",
          reenter: true,
        },
      },
      invoke: {
        id: "loadCheckout",
        src: "loadCheckout",
        onDone: [
          {
            description: "Nothing is owed: there is nothing to pay.",
            guard: {
              type: "hasNoDebt",
            },
            target: "settled",
            actions: {
              type: "assignLoaded",
            },
          },
          {
            description: "Pending payments cover the debt: the invoice is under review, nothing to pay.",
            guard: {
              type: "isUnderReview",
            },
            target: "underReview",
            actions: {
              type: "assignLoaded",
            },
          },
          {
            description: "Opened on the payment form with a known method (a reload or a link): straight back to it.",
            guard: {
              type: "opensOnPaymentForm",
            },
            target: "paying",
            actions: [
              {
                type: "assignLoaded",
              },
              "selectRequestedMethod",
            ],
          },
          {
            target: "choosing",
            actions: [
              {
                type: "assignLoaded",
              },
              "preselectMethod",
            ],
          },
        ],
        onError: {
          target: "failed",
          actions: {
            type: "assignError",
          },
        },
      },
    },
    failed: {
      description: "The invoice or the methods could not be loaded (or the invoice is not the customer’s): a retry.",
      tags: [
        "error",
      ],
      on: {
        RETRY: "loading",
      },
    },
    settled: {
      meta: {
        page: "method",
      },
      description: "The invoice has no debt: it says so and links back to the invoice.",
      type: "final",
    },
    underReview: {
      meta: {
        page: "method",
      },
      description: "Pending payments cover the debt: “Payment under review”, no methods, and a link to the invoice’s payments.",
      type: "final",
    },
    choosing: {
      meta: {
        page: "method",
      },
      description: "/home/invoice/payment-method/{id}: the methods, the selected one’s instructions and order summary, and Pay.",
      initial: "checkingSelection",
      on: {
        REFRESH: {
          description: "Another language chosen: the methods are asked for again in it, the choice kept.",
          actions: [
            "stopMethodsRefresh",
            "refreshMethods",
          ],
        },
        "PAGE.SHOWN": {
          description: "Forward to the payment form: allowed once a method is chosen (its summary loads there if need be).",
          guard: {
            type: "showsFormOfChosenMethod",
          },
          target: "#checkout.paying",
        },
        TOGGLE_METHOD: [
          {
            description: "The selected method pressed again: none is selected.",
            guard: {
              type: "isSelectedMethod",
            },
            target: ".noMethod",
            actions: "clearSelectedMethod",
          },
          {
            description: "Another method the invoice offers: selected, and its summary loads.",
            guard: {
              type: "isOfferedMethod",
            },
            target: ".loadingSummary",
            actions: {
              type: "assignSelectedMethod",
            },
          },
        ],
      },
      states: {
        checkingSelection: {
          description: "Is a method chosen already (preselected, or kept from before)? Its summary loads, or Pay asks for one.",
          always: [
            {
              guard: "hasSelectedMethod",
              target: "loadingSummary",
            },
            {
              target: "noMethod",
            },
          ],
        },
        noMethod: {
          description: "No method is selected: Pay asks the customer to choose one.",
          on: {
            PAY: {
              actions: "notifySelectMethod",
            },
          },
        },
        loadingSummary: {
          description: "GET the order summary of the selected method (checkout-summary).",
          tags: [
            "loading",
          ],
          invoke: {
            id: "loadSummary",
            src: "loadSummary",
            onDone: {
              target: "ready",
              actions: {
                type: "assignSummary",
              },
            },
            onError: {
              target: "summaryFailed",
              actions: [
                {
                  type: "assignError",
                },
                "clearSummary",
              ],
            },
          },
        },
        ready: {
          description: "The summary shows what will be paid: label, items, still due, surcharge, total (and its rate).",
          on: {
            PAY: "#checkout.paying",
          },
        },
        summaryFailed: {
          description: "The summary could not be loaded: a retry.",
          tags: [
            "error",
          ],
          on: {
            RETRY: "loadingSummary",
          },
        },
      },
    },
    paying: {
      meta: {
        page: "payment",
      },
      description: "/home/invoice/payment: the invoice and the method read-only, its payee details and total; amount, proof and comments.",
      initial: "checkingSummary",
      on: {
        REFRESH: {
          description: "Another language chosen: the methods are asked for again in it (the payee details), the form and what was typed kept.",
          actions: [
            "stopMethodsRefresh",
            "refreshMethods",
          ],
        },
      },
      states: {
        checkingSummary: {
          description: "Is the chosen method’s summary loaded already? The form shows at once, or the summary loads first.",
          always: [
            {
              guard: "hasSummary",
              target: "editing",
            },
            {
              target: "loadingSummary",
            },
          ],
        },
        loadingSummary: {
          description: "Opened straight on the form (a reload, a link, Forward): GET the method’s summary, whose total it pre-fills.",
          tags: [
            "loading",
          ],
          invoke: {
            id: "loadSummary",
            src: "loadSummary",
            onDone: {
              target: "editing",
              actions: {
                type: "assignSummary",
              },
            },
            onError: {
              target: "summaryFailed",
              actions: {
                type: "assignError",
              },
            },
          },
        },
        summaryFailed: {
          description: "The summary could not be loaded: a retry, or another method.",
          tags: [
            "error",
          ],
          on: {
            RETRY: "loadingSummary",
            CHANGE_METHOD: "#checkout.choosing",
            "PAGE.SHOWN": {
              description: "The browser’s Back: the methods, as Change the method.",
              guard: {
                type: "showsMethods",
              },
              target: "#checkout.choosing",
            },
          },
        },
        editing: {
          description: "The form, with what was typed and the server’s field errors of the last try.",
          on: {
            SUBMIT: {
              target: "uploading",
              actions: {
                type: "assignDraft",
              },
            },
            CHANGE_METHOD: "#checkout.choosing",
            "PAGE.SHOWN": {
              description: "The browser’s Back: the methods, as Change the method (while the proof goes up, the form stays).",
              guard: {
                type: "showsMethods",
              },
              target: "#checkout.choosing",
            },
          },
        },
        uploading: {
          description: "POST api/invoices/{id}/payments (multipart, the proof as `multimedia`), with a progress bar (the upload child).",
          tags: [
            "loading",
          ],
          invoke: {
            id: "upload",
            src: createMachine({
              id: "upload",
              description: "One file upload (multipart) with its progress bar; it ends saved or failed, and its parent flow decides what follows.",
              initial: "sending",
              states: {
                sending: {
                  description: "The body goes up; the progress bar shows the percent sent.",
                  tags: [
                    "loading",
                  ],
                  invoke: {
                    id: "sendBody",
                    src: "sendBody",
                    onError: {
                      description: "The upload could not even start: a failure like any other.",
                      target: "failed",
                      actions: {
                        type: "assignFailure",
                      },
                    },
                  },
                  on: {
                    UPLOAD_PROGRESS: {
                      actions: {
                        type: "assignProgress",
                      },
                    },
                    UPLOAD_DONE: {
                      target: "saved",
                      actions: {
                        type: "assignSaved",
                      },
                    },
                    UPLOAD_FAILED: {
                      target: "failed",
                      actions: {
                        type: "assignFailure",
                      },
                    },
                  },
                },
                saved: {
                  description: "The server saved it: the output carries its answer.",
                  type: "final",
                },
                failed: {
                  description: "The server refused it or could not be reached: the output carries the failure, for the parent to tell apart.",
                  type: "final",
                },
              },
            }),
            onDone: [
              {
                description: "The payment is registered: the success toast.",
                guard: {
                  type: "isUploadSaved",
                },
                target: "#checkout.paid",
                actions: "notifyPaymentSuccess",
              },
              {
                description: "The server marked fields (FAILED_VALIDATION; the proof’s content or size): their messages under them, and the payment error toast.",
                guard: {
                  type: "hasFieldErrors",
                },
                target: "editing",
                actions: [
                  {
                    type: "assignFieldErrors",
                  },
                  "notifyPaymentError",
                ],
              },
              {
                description: "An error of no field: the server’s message as the toast (or no network, too many tries); the form keeps every value.",
                target: "editing",
                actions: {
                  type: "notifyServerMessage",
                },
              },
            ],
          },
        },
      },
    },
    paid: {
      meta: {
        page: "invoicePayments",
      },
      description: "The payment is registered, pending review: the invoice, on its payments tab, in place of the checkout’s entries (it shows “Payment under review” while pending payments cover its debt).",
      type: "final",
    },
  },
});
