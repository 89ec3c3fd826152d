// package, from machines/lifecycles/package.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const packageMachine = createMachine({
  id: "package",
  description: "A package from its pre-alert to its delivery. It follows its shipment: prepared when the warehouse takes the shipment, shipped when it leaves, delivered or lost with it, back in the warehouse when it is cancelled.",
  initial: "IN_WAREHOUSE",
  on: {
    CORRECT: [
      {
        target: ".PRE_ALERTED",
        guard: "canCorrectToPreAlerted",
        actions: "recordEvent",
      },
      {
        target: ".RECEIVED",
        guard: "canCorrectToReceived",
        actions: "recordEvent",
      },
      {
        target: ".IN_WAREHOUSE",
        guard: "canCorrectToInWarehouse",
        actions: "recordEvent",
      },
      {
        target: ".IN_PREPARATION",
        guard: "canCorrectToInPreparation",
        actions: "recordEvent",
      },
      {
        target: ".PENDING_CONFIRMATION",
        guard: "canCorrectToPendingConfirmation",
        actions: "recordEvent",
      },
      {
        target: ".PENDING",
        guard: "canCorrectToPending",
        actions: "recordEvent",
      },
      {
        target: ".SHIPPED",
        guard: "canCorrectToShipped",
        actions: "recordEvent",
      },
      {
        target: ".DELIVERED",
        guard: "canCorrectToDelivered",
        actions: "recordEvent",
      },
      {
        target: ".NEVER_ARRIVED",
        guard: "canCorrectToNeverArrived",
        actions: "recordEvent",
      },
      {
        target: ".CANCELLED",
        guard: "canCorrectToCancelled",
        actions: "recordEvent",
      },
    ],
  },
  states: {
    PRE_ALERTED: {
      description: "Announced by the customer (the company’s backend); not in the warehouse yet.",
      on: {
        RECEIVE: {
          target: "IN_WAREHOUSE",
          actions: "recordEvent",
        },
      },
    },
    RECEIVED: {
      description: "Received at the warehouse’s door (the company’s backend), not yet stored.",
      on: {
        RECEIVE: {
          target: "IN_WAREHOUSE",
          actions: "recordEvent",
        },
      },
    },
    IN_WAREHOUSE: {
      description: "In the customer’s locker, free storage counting down; it can join a shipment.",
      on: {
        PREPARE: {
          target: "IN_PREPARATION",
          actions: "recordEvent",
        },
        SHIP: {
          target: "SHIPPED",
          actions: "recordEvent",
        },
        LOSE: {
          target: "NEVER_ARRIVED",
          actions: "recordEvent",
        },
      },
    },
    PENDING_CONFIRMATION: {
      description: "Its shipment waits for the customer’s confirmation (the company’s backend).",
      on: {
        CONFIRM: {
          target: "PENDING",
          actions: "recordEvent",
        },
        PREPARE: {
          target: "IN_PREPARATION",
          actions: "recordEvent",
        },
        SHIP: {
          target: "SHIPPED",
          actions: "recordEvent",
        },
        LOSE: {
          target: "NEVER_ARRIVED",
          actions: "recordEvent",
        },
        RETURN: {
          target: "IN_WAREHOUSE",
          actions: "recordEvent",
        },
      },
    },
    PENDING: {
      description: "Confirmed, waiting to be prepared (the company’s backend).",
      on: {
        PREPARE: {
          target: "IN_PREPARATION",
          actions: "recordEvent",
        },
        SHIP: {
          target: "SHIPPED",
          actions: "recordEvent",
        },
        LOSE: {
          target: "NEVER_ARRIVED",
          actions: "recordEvent",
        },
        RETURN: {
          target: "IN_WAREHOUSE",
          actions: "recordEvent",
        },
      },
    },
    IN_PREPARATION: {
      description: "Its shipment was taken by the warehouse (PENDING): being packed.",
      on: {
        SHIP: {
          target: "SHIPPED",
          actions: "recordEvent",
        },
        LOSE: {
          target: "NEVER_ARRIVED",
          actions: "recordEvent",
        },
        RETURN: {
          target: "IN_WAREHOUSE",
          actions: "recordEvent",
        },
      },
    },
    SHIPPED: {
      description: "Its shipment left the warehouse: in transit, in customs or out for delivery.",
      on: {
        DELIVER: {
          target: "DELIVERED",
          actions: "recordEvent",
        },
        LOSE: {
          target: "NEVER_ARRIVED",
          actions: "recordEvent",
        },
      },
    },
    DELIVERED: {
      description: "Delivered with its shipment. Final: only a correction leaves it.",
    },
    NEVER_ARRIVED: {
      description: "Lost with its shipment. Final: only a correction leaves it.",
    },
    CANCELLED: {
      description: "Cancelled by an operator’s correction. Final: only a correction leaves it.",
    },
  },
});
