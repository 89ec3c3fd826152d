// shipmentCancellation, from machines/shipment-cancellation.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const shipmentCancellationMachine = createMachine({
  id: "shipmentCancellation",
  description: "Cancelling a requested shipment from its page, after a confirmation.",
  initial: "idle",
  states: {
    idle: {
      description: "The shipment’s page; no confirmation open.",
      on: {
        ASK: "confirming",
      },
    },
    confirming: {
      description: "\"Cancel this shipment request?\": Keep it, or Cancel request.",
      tags: [
        "open",
      ],
      on: {
        CANCEL: "idle",
        CONFIRM: "cancelling",
      },
    },
    cancelling: {
      description: "DELETE api/shipments/{id}; the dialog stays open, busy, and cannot be closed.",
      tags: [
        "open",
        "loading",
      ],
      invoke: {
        id: "cancelShipment",
        src: "cancelShipment",
        onDone: {
          target: "cancelled",
          actions: "notifyCancelled",
        },
        onError: [
          {
            description: "NOT_FOUND: it is gone already (cancelled in another tab): as good as cancelled.",
            guard: {
              type: "isNotFound",
            },
            target: "cancelled",
            actions: "notifyAlreadyGone",
          },
          {
            description: "FAILED_VALIDATION: the warehouse started preparing it; the dialog says why, the shipment stays.",
            guard: {
              type: "isFailedValidation",
            },
            target: "refused",
            actions: {
              type: "assignRefusal",
            },
          },
          {
            description: "NETWORK_ERROR: the server cannot be reached; the dialog offers to try again.",
            guard: {
              type: "isNetworkError",
            },
            target: "unreachable",
          },
          {
            description: "Any other failure (too many tries, the server down): a toast, and the shipment stays.",
            target: "idle",
            actions: {
              type: "notifyFailure",
            },
          },
        ],
      },
    },
    refused: {
      description: "The warehouse already started preparing the shipment: the server’s reason, and Close.",
      tags: [
        "open",
        "error",
      ],
      on: {
        CANCEL: {
          target: "idle",
          actions: "forgetRefusal",
        },
      },
    },
    unreachable: {
      description: "No connection: \"Try again\", or close and keep the shipment.",
      tags: [
        "open",
        "error",
      ],
      on: {
        RETRY: "cancelling",
        CANCEL: "idle",
      },
    },
    cancelled: {
      meta: {
        page: "myShipments",
      },
      description: "Cancelled (or gone already): the page goes back to the shipments list.",
      type: "final",
    },
  },
});
