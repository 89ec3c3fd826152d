// shipment, from machines/lifecycles/shipment.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const shipmentMachine = createMachine({
  id: "shipment",
  description: "A shipment from the customer’s request to its delivery. The warehouse reports each status; a status reported again adds a note at most; an operator’s correction moves it anywhere, with a reason.",
  initial: "REQUESTED",
  on: {
    CORRECT: [
      {
        target: "#shipment.REQUESTED",
        guard: "canCorrectToRequested",
        actions: [
          {
            type: "recordCorrection",
          },
          {
            type: "correctPackages",
            params: {
              status: "REQUESTED",
            },
          },
          {
            type: "notifyCorrected",
          },
        ],
      },
      {
        target: "#shipment.PENDING",
        guard: "canCorrectToPending",
        actions: [
          {
            type: "recordCorrection",
          },
          {
            type: "correctPackages",
            params: {
              status: "PENDING",
            },
          },
          {
            type: "notifyCorrected",
          },
        ],
      },
      {
        target: "#shipment.RECEIVED",
        guard: "canCorrectToReceived",
        actions: [
          {
            type: "recordCorrection",
          },
          {
            type: "correctPackages",
            params: {
              status: "RECEIVED",
            },
          },
          {
            type: "notifyCorrected",
          },
        ],
      },
      {
        target: "#shipment.ON_THE_ROAD.IN_TRANSIT",
        guard: "canCorrectToInTransit",
        actions: [
          {
            type: "recordCorrection",
          },
          {
            type: "correctPackages",
            params: {
              status: "IN_TRANSIT",
            },
          },
          {
            type: "notifyCorrected",
          },
        ],
      },
      {
        target: "#shipment.ON_THE_ROAD.IN_CUSTOMS",
        guard: "canCorrectToInCustoms",
        actions: [
          {
            type: "recordCorrection",
          },
          {
            type: "correctPackages",
            params: {
              status: "IN_CUSTOMS",
            },
          },
          {
            type: "notifyCorrected",
          },
        ],
      },
      {
        target: "#shipment.ON_THE_ROAD.OUT_FOR_DELIVERY",
        guard: "canCorrectToOutForDelivery",
        actions: [
          {
            type: "recordCorrection",
          },
          {
            type: "correctPackages",
            params: {
              status: "OUT_FOR_DELIVERY",
            },
          },
          {
            type: "notifyCorrected",
          },
        ],
      },
      {
        target: "#shipment.DELIVERED",
        guard: "canCorrectToDelivered",
        actions: [
          {
            type: "recordCorrection",
          },
          {
            type: "correctPackages",
            params: {
              status: "DELIVERED",
            },
          },
          {
            type: "notifyCorrected",
          },
        ],
      },
      {
        target: "#shipment.NEVER_ARRIVED",
        guard: "canCorrectToNeverArrived",
        actions: [
          {
            type: "recordCorrection",
          },
          {
            type: "correctPackages",
            params: {
              status: "NEVER_ARRIVED",
            },
          },
          {
            type: "notifyCorrected",
          },
        ],
      },
      {
        target: "#shipment.CANCELLED",
        guard: "canCorrectToCancelled",
        actions: [
          {
            type: "recordCorrection",
          },
          {
            type: "correctPackages",
            params: {
              status: "CANCELLED",
            },
          },
          {
            type: "voidInvoice",
          },
          {
            type: "notifyCorrected",
          },
        ],
      },
    ],
  },
  states: {
    REQUESTED: {
      description: "The customer asked to ship these packages; the warehouse has not taken the request yet. The customer may still cancel it.",
      on: {
        PENDING: {
          target: "PENDING",
          actions: [
            "recordEvent",
            "notifyStatus",
            "preparePackages",
          ],
        },
        CANCEL_REQUEST: {
          target: "CANCELLED",
          guard: "noPaymentInPlay",
          actions: [
            "recordEvent",
            "freePackages",
            "voidInvoice",
          ],
        },
        CANCELLED: {
          target: "CANCELLED",
          guard: "noPaymentInPlay",
          actions: [
            "recordEvent",
            "notifyStatus",
            "freePackages",
            "voidInvoice",
          ],
        },
      },
    },
    PENDING: {
      description: "The warehouse took the request and prepares the shipment; its invoice can be issued from here on.",
      on: {
        PENDING: {
          actions: "recordRepeat",
        },
        ISSUE_INVOICE: {
          actions: "issueInvoice",
        },
        RECEIVED: {
          target: "RECEIVED",
          actions: [
            "recordEvent",
            "notifyStatus",
          ],
        },
        IN_TRANSIT: {
          target: "ON_THE_ROAD.IN_TRANSIT",
          actions: [
            "recordEvent",
            "notifyStatus",
            "shipPackages",
          ],
        },
        IN_CUSTOMS: {
          target: "ON_THE_ROAD.IN_CUSTOMS",
          actions: [
            "recordEvent",
            "notifyStatus",
            "shipPackages",
          ],
        },
        OUT_FOR_DELIVERY: {
          target: "ON_THE_ROAD.OUT_FOR_DELIVERY",
          actions: [
            "recordEvent",
            "notifyStatus",
            "shipPackages",
          ],
        },
        NEVER_ARRIVED: {
          target: "NEVER_ARRIVED",
          actions: [
            "recordEvent",
            "notifyStatus",
            "losePackages",
          ],
        },
        CANCELLED: {
          target: "CANCELLED",
          guard: "noPaymentInPlay",
          actions: [
            "recordEvent",
            "notifyStatus",
            "freePackages",
            "voidInvoice",
          ],
        },
      },
    },
    RECEIVED: {
      description: "Received at the origin’s hub, ready to leave.",
      on: {
        RECEIVED: {
          actions: "recordRepeat",
        },
        ISSUE_INVOICE: {
          actions: "issueInvoice",
        },
        IN_TRANSIT: {
          target: "ON_THE_ROAD.IN_TRANSIT",
          actions: [
            "recordEvent",
            "notifyStatus",
            "shipPackages",
          ],
        },
        IN_CUSTOMS: {
          target: "ON_THE_ROAD.IN_CUSTOMS",
          actions: [
            "recordEvent",
            "notifyStatus",
            "shipPackages",
          ],
        },
        OUT_FOR_DELIVERY: {
          target: "ON_THE_ROAD.OUT_FOR_DELIVERY",
          actions: [
            "recordEvent",
            "notifyStatus",
            "shipPackages",
          ],
        },
        NEVER_ARRIVED: {
          target: "NEVER_ARRIVED",
          actions: [
            "recordEvent",
            "notifyStatus",
            "losePackages",
          ],
        },
      },
    },
    ON_THE_ROAD: {
      description: "On its way: in transit, in customs or out for delivery, in any order (a parcel can go back to a hub). Its packages are SHIPPED.",
      initial: "IN_TRANSIT",
      on: {
        ISSUE_INVOICE: {
          actions: "issueInvoice",
        },
        IN_TRANSIT: {
          target: ".IN_TRANSIT",
          actions: [
            "recordEvent",
            "notifyStatus",
          ],
        },
        IN_CUSTOMS: {
          target: ".IN_CUSTOMS",
          actions: [
            "recordEvent",
            "notifyStatus",
          ],
        },
        OUT_FOR_DELIVERY: {
          target: ".OUT_FOR_DELIVERY",
          actions: [
            "recordEvent",
            "notifyStatus",
          ],
        },
        DELIVERED: {
          target: "DELIVERED",
          actions: [
            "recordEvent",
            "notifyStatus",
            "deliverPackages",
          ],
        },
        NEVER_ARRIVED: {
          target: "NEVER_ARRIVED",
          actions: [
            "recordEvent",
            "notifyStatus",
            "losePackages",
          ],
        },
      },
      states: {
        IN_TRANSIT: {
          description: "In transit.",
          on: {
            IN_TRANSIT: {
              actions: "recordRepeat",
            },
          },
        },
        IN_CUSTOMS: {
          description: "In customs at the destination.",
          on: {
            IN_CUSTOMS: {
              actions: "recordRepeat",
            },
          },
        },
        OUT_FOR_DELIVERY: {
          description: "Out for delivery to the recipient.",
          on: {
            OUT_FOR_DELIVERY: {
              actions: "recordRepeat",
            },
          },
        },
      },
    },
    DELIVERED: {
      description: "Delivered to the recipient; its packages too. Final: only a correction leaves it.",
      on: {
        DELIVERED: {
          actions: "recordRepeat",
        },
        ISSUE_INVOICE: {
          actions: "issueInvoice",
        },
      },
    },
    NEVER_ARRIVED: {
      description: "Lost on the way; its packages never arrived. Its invoice stays as it is. Final: only a correction leaves it.",
      on: {
        NEVER_ARRIVED: {
          actions: "recordRepeat",
        },
        ISSUE_INVOICE: {
          actions: "issueInvoice",
        },
      },
    },
    CANCELLED: {
      description: "Cancelled by the customer or refused by the warehouse: its packages are back in the warehouse, free to ship, and an invoice without an approved payment is void. Final: only a correction leaves it, while its packages are still free.",
      on: {
        CANCELLED: {
          actions: "recordRepeat",
        },
      },
    },
  },
});
