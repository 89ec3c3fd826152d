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
  },
}).createMachine({
  id: 'package',
  description:
    'A package from its pre-alert to its delivery. It follows its shipment: prepared when the warehouse takes the shipment, shipped when it leaves, delivered or lost with it, back in the warehouse when it is cancelled.',
  initial: 'IN_WAREHOUSE',
  on: {
    // Its shipment corrected by an operator, or the package itself: to any status but its own.
    CORRECT: [
      { target: '.PRE_ALERTED', guard: and([{ type: 'isCorrectionTo', params: { status: 'PRE_ALERTED' } }, not(stateIn('#package.PRE_ALERTED'))]), actions: 'recordEvent' },
      { target: '.RECEIVED', guard: and([{ type: 'isCorrectionTo', params: { status: 'RECEIVED' } }, not(stateIn('#package.RECEIVED'))]), actions: 'recordEvent' },
      { target: '.IN_WAREHOUSE', guard: and([{ type: 'isCorrectionTo', params: { status: 'IN_WAREHOUSE' } }, not(stateIn('#package.IN_WAREHOUSE'))]), actions: 'recordEvent' },
      { target: '.IN_PREPARATION', guard: and([{ type: 'isCorrectionTo', params: { status: 'IN_PREPARATION' } }, not(stateIn('#package.IN_PREPARATION'))]), actions: 'recordEvent' },
      { target: '.PENDING_CONFIRMATION', guard: and([{ type: 'isCorrectionTo', params: { status: 'PENDING_CONFIRMATION' } }, not(stateIn('#package.PENDING_CONFIRMATION'))]), actions: 'recordEvent' },
      { target: '.PENDING', guard: and([{ type: 'isCorrectionTo', params: { status: 'PENDING' } }, not(stateIn('#package.PENDING'))]), actions: 'recordEvent' },
      { target: '.SHIPPED', guard: and([{ type: 'isCorrectionTo', params: { status: 'SHIPPED' } }, not(stateIn('#package.SHIPPED'))]), actions: 'recordEvent' },
      { target: '.DELIVERED', guard: and([{ type: 'isCorrectionTo', params: { status: 'DELIVERED' } }, not(stateIn('#package.DELIVERED'))]), actions: 'recordEvent' },
      { target: '.NEVER_ARRIVED', guard: and([{ type: 'isCorrectionTo', params: { status: 'NEVER_ARRIVED' } }, not(stateIn('#package.NEVER_ARRIVED'))]), actions: 'recordEvent' },
      { target: '.CANCELLED', guard: and([{ type: 'isCorrectionTo', params: { status: 'CANCELLED' } }, not(stateIn('#package.CANCELLED'))]), actions: 'recordEvent' },
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
