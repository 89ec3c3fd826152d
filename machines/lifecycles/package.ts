// A package's lifecycle (docs/product.md#lifecycles): it follows its shipment. The reference server
// receives a package IN_WAREHOUSE and moves it with its shipment; PRE_ALERTED, RECEIVED,
// PENDING_CONFIRMATION and PENDING are statuses the company's own backend may send, drawn as
// entry states with the events that lead on. Imports only xstate: the server imports this folder.
import { and, not, setup, stateIn } from 'xstate';

export const PACKAGE_LIFECYCLE_STATUSES = [
  'PRE_ALERTED', 'RECEIVED', 'IN_WAREHOUSE', 'IN_PREPARATION', 'PENDING_CONFIRMATION', 'PENDING', 'SHIPPED', 'DELIVERED', 'NEVER_ARRIVED', 'CANCELLED',
] as const;
export type PackageLifecycleStatus = (typeof PACKAGE_LIFECYCLE_STATUSES)[number];

export type PackageLifecycleEvent =
  | { type: 'RECEIVE' }
  | { type: 'CONFIRM' }
  | { type: 'PREPARE' }
  | { type: 'SHIP' }
  | { type: 'DELIVER' }
  | { type: 'LOSE' }
  | { type: 'RETURN' }
  | { type: 'CORRECT'; status: PackageLifecycleStatus };

export const packageLifecycle = setup({
  types: {
    events: {} as PackageLifecycleEvent,
  },
  actions: {
    recordEvent: () => {},
  },
  guards: {
    isCorrectionTo: ({ event }, params: { status: PackageLifecycleStatus }) => event.type === 'CORRECT' && event.status === params.status,
    // A correction's guard per status, named so a diagram and Stately read one guard (docs/flows/README.md#in-stately):
    // to that status, from another.
    canCorrectToPreAlerted: and([{ type: 'isCorrectionTo', params: { status: 'PRE_ALERTED' as const } }, not(stateIn('#package.PRE_ALERTED'))]),
    canCorrectToReceived: and([{ type: 'isCorrectionTo', params: { status: 'RECEIVED' as const } }, not(stateIn('#package.RECEIVED'))]),
    canCorrectToInWarehouse: and([{ type: 'isCorrectionTo', params: { status: 'IN_WAREHOUSE' as const } }, not(stateIn('#package.IN_WAREHOUSE'))]),
    canCorrectToInPreparation: and([{ type: 'isCorrectionTo', params: { status: 'IN_PREPARATION' as const } }, not(stateIn('#package.IN_PREPARATION'))]),
    canCorrectToPendingConfirmation: and([{ type: 'isCorrectionTo', params: { status: 'PENDING_CONFIRMATION' as const } }, not(stateIn('#package.PENDING_CONFIRMATION'))]),
    canCorrectToPending: and([{ type: 'isCorrectionTo', params: { status: 'PENDING' as const } }, not(stateIn('#package.PENDING'))]),
    canCorrectToShipped: and([{ type: 'isCorrectionTo', params: { status: 'SHIPPED' as const } }, not(stateIn('#package.SHIPPED'))]),
    canCorrectToDelivered: and([{ type: 'isCorrectionTo', params: { status: 'DELIVERED' as const } }, not(stateIn('#package.DELIVERED'))]),
    canCorrectToNeverArrived: and([{ type: 'isCorrectionTo', params: { status: 'NEVER_ARRIVED' as const } }, not(stateIn('#package.NEVER_ARRIVED'))]),
    canCorrectToCancelled: and([{ type: 'isCorrectionTo', params: { status: 'CANCELLED' as const } }, not(stateIn('#package.CANCELLED'))]),
  },
}).createMachine({
  id: 'package',
  description:
    'A package from its pre-alert to its delivery. It follows its shipment: prepared when the warehouse takes the shipment, shipped when it leaves, delivered or lost with it, back in the warehouse when it is cancelled.',
  initial: 'IN_WAREHOUSE',
  on: {
    // Its shipment corrected by an operator, or the package itself: to any status but its own.
    CORRECT: [
      { target: '.PRE_ALERTED', guard: 'canCorrectToPreAlerted', actions: 'recordEvent' },
      { target: '.RECEIVED', guard: 'canCorrectToReceived', actions: 'recordEvent' },
      { target: '.IN_WAREHOUSE', guard: 'canCorrectToInWarehouse', actions: 'recordEvent' },
      { target: '.IN_PREPARATION', guard: 'canCorrectToInPreparation', actions: 'recordEvent' },
      { target: '.PENDING_CONFIRMATION', guard: 'canCorrectToPendingConfirmation', actions: 'recordEvent' },
      { target: '.PENDING', guard: 'canCorrectToPending', actions: 'recordEvent' },
      { target: '.SHIPPED', guard: 'canCorrectToShipped', actions: 'recordEvent' },
      { target: '.DELIVERED', guard: 'canCorrectToDelivered', actions: 'recordEvent' },
      { target: '.NEVER_ARRIVED', guard: 'canCorrectToNeverArrived', actions: 'recordEvent' },
      { target: '.CANCELLED', guard: 'canCorrectToCancelled', actions: 'recordEvent' },
    ],
  },
  states: {
    PRE_ALERTED: {
      description: 'Announced by the customer (the company’s backend); not in the warehouse yet.',
      on: { RECEIVE: { target: 'IN_WAREHOUSE', actions: 'recordEvent' } },
    },
    RECEIVED: {
      description: 'Received at the warehouse’s door (the company’s backend), not yet stored.',
      on: { RECEIVE: { target: 'IN_WAREHOUSE', actions: 'recordEvent' } },
    },
    IN_WAREHOUSE: {
      description: 'In the customer’s locker, free storage counting down; it can join a shipment.',
      on: {
        PREPARE: { target: 'IN_PREPARATION', actions: 'recordEvent' },
        SHIP: { target: 'SHIPPED', actions: 'recordEvent' },
        LOSE: { target: 'NEVER_ARRIVED', actions: 'recordEvent' },
      },
    },
    PENDING_CONFIRMATION: {
      description: 'Its shipment waits for the customer’s confirmation (the company’s backend).',
      on: {
        CONFIRM: { target: 'PENDING', actions: 'recordEvent' },
        PREPARE: { target: 'IN_PREPARATION', actions: 'recordEvent' },
        SHIP: { target: 'SHIPPED', actions: 'recordEvent' },
        LOSE: { target: 'NEVER_ARRIVED', actions: 'recordEvent' },
        RETURN: { target: 'IN_WAREHOUSE', actions: 'recordEvent' },
      },
    },
    PENDING: {
      description: 'Confirmed, waiting to be prepared (the company’s backend).',
      on: {
        PREPARE: { target: 'IN_PREPARATION', actions: 'recordEvent' },
        SHIP: { target: 'SHIPPED', actions: 'recordEvent' },
        LOSE: { target: 'NEVER_ARRIVED', actions: 'recordEvent' },
        RETURN: { target: 'IN_WAREHOUSE', actions: 'recordEvent' },
      },
    },
    IN_PREPARATION: {
      description: 'Its shipment was taken by the warehouse (PENDING): being packed.',
      on: {
        SHIP: { target: 'SHIPPED', actions: 'recordEvent' },
        LOSE: { target: 'NEVER_ARRIVED', actions: 'recordEvent' },
        RETURN: { target: 'IN_WAREHOUSE', actions: 'recordEvent' },
      },
    },
    SHIPPED: {
      description: 'Its shipment left the warehouse: in transit, in customs or out for delivery.',
      on: {
        DELIVER: { target: 'DELIVERED', actions: 'recordEvent' },
        LOSE: { target: 'NEVER_ARRIVED', actions: 'recordEvent' },
      },
    },
    DELIVERED: { description: 'Delivered with its shipment. Final: only a correction leaves it.' },
    NEVER_ARRIVED: { description: 'Lost with its shipment. Final: only a correction leaves it.' },
    CANCELLED: { description: 'Cancelled by an operator’s correction. Final: only a correction leaves it.' },
  },
});
