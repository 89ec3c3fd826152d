// consolidation, from machines/consolidation.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
// It invokes recipientCreation, which other flows invoke too: open recipientCreation.js beside this file to walk it.
import { createMachine } from 'xstate';

export const consolidationMachine = createMachine({
  id: "consolidation",
  description: "Requesting a shipment: packages in the warehouse → recipient → air or ocean with their quotes → options → the full quote → the request.",
  entry: {
    type: "keepOptions",
  },
  initial: "loading",
  states: {
    loading: {
      description: "GET the customer’s packages in the warehouse, then the recipients.",
      tags: [
        "loading",
      ],
      initial: "packages",
      states: {
        packages: {
          description: "GET the customer’s packages in the warehouse.",
          invoke: {
            id: "loadPackages",
            src: "loadPackages",
            onDone: {
              target: "recipients",
              actions: {
                type: "assignPackages",
              },
            },
            onError: {
              target: "#consolidation.loadFailed",
              actions: {
                type: "assignError",
              },
            },
          },
        },
        recipients: {
          description: "GET the customer’s recipients.",
          invoke: {
            id: "loadRecipients",
            src: "loadRecipients",
            onDone: {
              target: "#consolidation.resuming",
              actions: {
                type: "assignRecipients",
              },
            },
            onError: {
              target: "#consolidation.loadFailed",
              actions: {
                type: "assignError",
              },
            },
          },
        },
      },
    },
    loadFailed: {
      description: "The packages or the recipients could not be loaded: a retry.",
      tags: [
        "error",
      ],
      on: {
        RETRY: "loading",
      },
    },
    resuming: {
      description: "Opened from an address (a reload, a link), or another step shown by the browser’s Back or Forward: the step it names, or the furthest one before it whose choices are still valid (packages still available, a recipient still there; the review only once its options were confirmed).",
      always: [
        {
          guard: {
            type: "canResumeAt",
            params: {
              step: "review",
            },
          },
          target: "review",
          actions: [
            "forgetRequestedStep",
            "clearQuote",
          ],
        },
        {
          guard: {
            type: "canResumeAt",
            params: {
              step: "options",
            },
          },
          target: "options",
          actions: "forgetRequestedStep",
        },
        {
          guard: {
            type: "canResumeAt",
            params: {
              step: "service",
            },
          },
          target: "service",
          actions: "forgetRequestedStep",
        },
        {
          guard: {
            type: "canResumeAt",
            params: {
              step: "recipient",
            },
          },
          target: "recipient",
          actions: "forgetRequestedStep",
        },
        {
          target: "packages",
          actions: "forgetRequestedStep",
        },
      ],
    },
    packages: {
      meta: {
        page: "packages",
      },
      description: "Step 1: the packages in the warehouse; at least one is chosen. A package taken meanwhile is gone from the list, with the server’s message.",
      entry: "forgetOptionsConfirmed",
      exit: "clearMissingChoice",
      initial: "choosing",
      states: {
        choosing: {
          description: "The list of packages, each with a checkbox; Next once one is chosen.",
          on: {
            TOGGLE_PACKAGE: {
              guard: {
                type: "isAvailablePackage",
              },
              actions: {
                type: "togglePackage",
              },
            },
            NEXT: [
              {
                guard: "hasPackages",
                target: "#consolidation.recipient",
                actions: "clearRefusal",
              },
              {
                description: "No package chosen: the list says so.",
                actions: {
                  type: "markChoiceMissing",
                  params: {
                    choice: "packages",
                  },
                },
              },
            ],
            "PAGE.SHOWN": {
              description: "The browser’s Back or Forward showed another step: resumed there, every choice kept.",
              target: "#consolidation.resuming",
              actions: {
                type: "askForStep",
              },
            },
          },
        },
        refreshing: {
          description: "The server refused a package (taken meanwhile): the list loads again and it leaves the choice (the browser’s Back and Forward wait for it).",
          tags: [
            "loading",
          ],
          invoke: {
            id: "loadPackages",
            src: "loadPackages",
            onDone: {
              target: "choosing",
              actions: {
                type: "assignPackages",
              },
            },
            onError: {
              target: "#consolidation.loadFailed",
              actions: {
                type: "assignError",
              },
            },
          },
        },
      },
    },
    recipient: {
      meta: {
        page: "recipient",
      },
      description: "Step 2: who receives the shipment, one of the customer’s recipients or a new one.",
      entry: "forgetOptionsConfirmed",
      exit: "clearMissingChoice",
      initial: "choosing",
      on: {
        "PAGE.SHOWN": {
          description: "The browser’s Back or Forward showed another step: resumed there, every choice kept (not while the list reloads).",
          guard: "isNotReloadingRecipients",
          target: "#consolidation.resuming",
          actions: {
            type: "askForStep",
          },
        },
      },
      states: {
        choosing: {
          description: "The customer’s recipients, one to choose, and a button to add one; Next once one is chosen.",
          on: {
            SELECT_RECIPIENT: {
              guard: {
                type: "isKnownRecipient",
              },
              actions: {
                type: "assignRecipient",
              },
            },
            ADD_RECIPIENT: "adding",
            NEXT: [
              {
                guard: "hasRecipient",
                target: "#consolidation.service",
                actions: "clearRefusal",
              },
              {
                description: "No recipient chosen: the list says so.",
                actions: {
                  type: "markChoiceMissing",
                  params: {
                    choice: "recipient",
                  },
                },
              },
            ],
            BACK: "#consolidation.packages",
          },
        },
        adding: {
          description: "The recipient form (the recipientCreation machine); saved, the list loads again with it chosen.",
          invoke: {
            id: "recipientCreation",
            src: "recipientCreation",
            onDone: "reloading",
          },
          on: {
            BACK: "choosing",
          },
        },
        reloading: {
          description: "GET the recipients again: after adding one (it is chosen), or after the server refused the chosen one.",
          tags: [
            "loading",
          ],
          invoke: {
            id: "loadRecipients",
            src: "loadRecipients",
            onDone: [
              {
                description: "A recipient that was not in the list: the one just added, chosen.",
                guard: {
                  type: "hasNewRecipient",
                },
                target: "choosing",
                actions: {
                  type: "selectAddedRecipient",
                },
              },
              {
                target: "choosing",
                actions: {
                  type: "assignRecipients",
                },
              },
            ],
            onError: {
              target: "choosing",
              actions: {
                type: "notifyFailure",
              },
            },
          },
        },
      },
    },
    service: {
      meta: {
        page: "service",
      },
      description: "Step 3: air and ocean side by side, each with its quote (POST api/quotes) for the packages and the recipient’s country.",
      entry: "forgetOptionsConfirmed",
      exit: "clearMissingChoice",
      initial: "quoting",
      on: {
        BACK: "recipient",
        "PAGE.SHOWN": {
          description: "The browser’s Back or Forward showed another step: resumed there, every choice kept.",
          target: "#consolidation.resuming",
          actions: {
            type: "askForStep",
          },
        },
      },
      states: {
        quoting: {
          description: "POST api/quotes for air and for ocean.",
          tags: [
            "loading",
          ],
          invoke: {
            id: "quoteServices",
            src: "quoteServices",
            onDone: [
              {
                description: "Neither service reaches the recipient’s country.",
                guard: {
                  type: "hasNoService",
                },
                target: "unavailable",
                actions: {
                  type: "assignQuotes",
                },
              },
              {
                target: "choosing",
                actions: {
                  type: "assignQuotes",
                },
              },
            ],
            onError: [
              {
                description: "FAILED_VALIDATION on package_ids: a package was taken meanwhile.",
                guard: {
                  type: "isPackageTaken",
                },
                target: "#consolidation.packages.refreshing",
                actions: [
                  {
                    type: "assignPackageRefusal",
                  },
                  "notifyPackageTaken",
                ],
              },
              {
                target: "failed",
                actions: {
                  type: "assignError",
                },
              },
            ],
          },
        },
        choosing: {
          description: "Air and ocean with their quotes, one to choose; Next once one is chosen.",
          on: {
            SELECT_SERVICE: {
              guard: {
                type: "isOfferedService",
              },
              actions: {
                type: "assignService",
              },
            },
            NEXT: [
              {
                guard: "hasService",
                target: "#consolidation.options",
                actions: "clearRefusal",
              },
              {
                description: "No service chosen: the services say so.",
                actions: {
                  type: "markChoiceMissing",
                  params: {
                    choice: "service",
                  },
                },
              },
            ],
          },
        },
        unavailable: {
          description: "No service reaches this recipient’s country: the customer goes back to choose another recipient.",
        },
        failed: {
          description: "The quotes could not be loaded (no network, …): a retry.",
          tags: [
            "error",
          ],
          on: {
            RETRY: "quoting",
          },
        },
      },
    },
    options: {
      meta: {
        page: "options",
      },
      description: "Step 4: insurance with the declared value, repacking, notes for the warehouse.",
      on: {
        CHANGE_OPTIONS: {
          actions: [
            {
              type: "assignOptions",
            },
            {
              type: "keepOptions",
            },
          ],
        },
        NEXT: [
          {
            description: "Insurance without a declared value: the field is marked.",
            guard: "lacksDeclaredValue",
            actions: "markDeclaredValueMissing",
          },
          {
            target: "review",
            actions: [
              "clearRefusal",
              "clearQuote",
              "confirmOptions",
            ],
          },
        ],
        BACK: "service",
        "PAGE.SHOWN": {
          description: "The browser’s Back or Forward showed another step: resumed there, every choice kept.",
          target: "#consolidation.resuming",
          actions: {
            type: "askForStep",
          },
        },
      },
    },
    review: {
      meta: {
        page: "review",
      },
      description: "Step 5: the full quote of the chosen service with the options (POST api/quotes), then the request.",
      initial: "quoting",
      on: {
        "PAGE.SHOWN": {
          description: "The browser’s Back or Forward showed another step: resumed there, every choice kept (not while the request is on its way).",
          guard: "isNotRequesting",
          target: "#consolidation.resuming",
          actions: {
            type: "askForStep",
          },
        },
      },
      states: {
        quoting: {
          description: "POST api/quotes: the full quote of the chosen service with the options.",
          tags: [
            "loading",
          ],
          on: {
            BACK: "#consolidation.options",
            REFRESH: {
              target: "quoting",
              reenter: true,
            },
          },
          invoke: {
            id: "quoteShipment",
            src: "quoteShipment",
            onDone: {
              target: "ready",
              actions: {
                type: "assignQuote",
              },
            },
            onError: [
              {
                description: "FAILED_VALIDATION on package_ids: a package was taken meanwhile.",
                guard: {
                  type: "isPackageTaken",
                },
                target: "#consolidation.packages.refreshing",
                actions: [
                  {
                    type: "assignPackageRefusal",
                  },
                  "notifyPackageTaken",
                ],
              },
              {
                description: "FAILED_VALIDATION on declared_value: its message on the options.",
                guard: {
                  type: "isDeclaredValueRefused",
                },
                target: "#consolidation.options",
                actions: {
                  type: "assignDeclaredValueRefusal",
                },
              },
              {
                target: "failed",
                actions: {
                  type: "assignError",
                },
              },
            ],
          },
        },
        ready: {
          description: "The quote’s lines, total and transit days, the packages, the recipient and the options; Confirm.",
          on: {
            CONFIRM: "requesting",
            BACK: "#consolidation.options",
            REFRESH: "refreshing",
          },
        },
        refreshing: {
          description: "Another language chosen: the quote stays shown while it is asked for again in it (its lines are the server’s words); Confirm and Back as when ready.",
          on: {
            CONFIRM: "requesting",
            BACK: "#consolidation.options",
            REFRESH: {
              target: "refreshing",
              reenter: true,
            },
          },
          invoke: {
            id: "refreshQuote",
            src: "quoteShipment",
            onDone: {
              target: "ready",
              actions: {
                type: "assignQuote",
              },
            },
            onError: "ready",
          },
        },
        failed: {
          description: "The quote could not be loaded: a retry.",
          tags: [
            "error",
          ],
          on: {
            RETRY: "quoting",
            BACK: "#consolidation.options",
          },
        },
        requesting: {
          description: "POST api/shipments (Back waits for the answer).",
          tags: [
            "loading",
          ],
          invoke: {
            id: "requestShipment",
            src: "requestShipment",
            onDone: {
              target: "#consolidation.requested",
              actions: [
                {
                  type: "assignShipment",
                },
                "notifyRequested",
              ],
            },
            onError: [
              {
                description: "FAILED_VALIDATION on package_ids: a package was taken meanwhile; back to the packages, without it.",
                guard: {
                  type: "isPackageTaken",
                },
                target: "#consolidation.packages.refreshing",
                actions: [
                  {
                    type: "assignPackageRefusal",
                  },
                  "notifyPackageTaken",
                ],
              },
              {
                description: "FAILED_VALIDATION on recipient_id: the recipient was refused (deleted meanwhile); back to the recipients.",
                guard: {
                  type: "isRecipientRefused",
                },
                target: "#consolidation.recipient.reloading",
                actions: [
                  {
                    type: "assignRecipientRefusal",
                  },
                  "notifyRecipientRefused",
                ],
              },
              {
                description: "FAILED_VALIDATION on service: no rates for the country any more; back to the services.",
                guard: {
                  type: "isServiceRefused",
                },
                target: "#consolidation.service",
                actions: [
                  {
                    type: "assignServiceRefusal",
                  },
                  "notifyServiceRefused",
                ],
              },
              {
                description: "FAILED_VALIDATION on declared_value: its message on the options.",
                guard: {
                  type: "isDeclaredValueRefused",
                },
                target: "#consolidation.options",
                actions: {
                  type: "assignDeclaredValueRefusal",
                },
              },
              {
                description: "No network: nothing was requested; a retry sends it again.",
                guard: {
                  type: "isNetworkError",
                },
                target: "requestFailed",
                actions: {
                  type: "assignError",
                },
              },
              {
                description: "Any other failure: its toast, and the review stays to confirm again.",
                target: "ready",
                actions: {
                  type: "notifyFailure",
                },
              },
            ],
          },
        },
        requestFailed: {
          description: "The request did not reach the server: a retry.",
          tags: [
            "error",
          ],
          on: {
            RETRY: "requesting",
            BACK: "#consolidation.options",
          },
        },
      },
    },
    requested: {
      meta: {
        page: "shipment",
      },
      description: "The shipment is requested (REQUESTED, with its quote): the customer goes to its page; the tab forgets its options.",
      type: "final",
      entry: "forgetKeptOptions",
    },
  },
});
