// A shipment's lifecycle (docs/product.md#lifecycles): the statuses it may take and what each move
// does to its packages, its invoice and its customer. The server rebuilds a snapshot from the
// record (its status, and the facts below) and applies what this machine answers; nothing else
// moves a shipment's status. Imports only xstate: the server imports this folder.
import { and, not, setup, stateIn } from 'xstate';

/** Every status, as the contract names it; the road's three are one group in the chart. */
export const SHIPMENT_LIFECYCLE_STATUSES = [
  'REQUESTED', 'PENDING', 'RECEIVED', 'IN_TRANSIT', 'IN_CUSTOMS', 'OUT_FOR_DELIVERY', 'DELIVERED', 'NEVER_ARRIVED', 'CANCELLED',
] as const;
export type ShipmentLifecycleStatus = (typeof SHIPMENT_LIFECYCLE_STATUSES)[number];

/** What the record's neighbours say, read by the server in the event's transaction. */
export type ShipmentFacts = {
  /** Its invoice has a payment approved or under review: cancelling would strand money. */
  paymentInPlay: boolean;
  /**
   * Cancelled or lost, and one of its packages has since joined another shipment or been received
   * again (its tracking in another package): the shipment cannot take it back.
   */
  packagesTakenElsewhere: boolean;
};

/** A status the warehouse reports; `note` is shown to the customer on the timeline. */
type Report<S extends ShipmentLifecycleStatus> = { type: S; note?: string };

export type ShipmentLifecycleEvent =
  | Report<Exclude<ShipmentLifecycleStatus, 'REQUESTED'>>
  | { type: 'CANCEL_REQUEST' }
  | { type: 'ISSUE_INVOICE' }
  | { type: 'CORRECT'; status: ShipmentLifecycleStatus; reason: string };

export const shipmentLifecycle = setup({
  types: {
    context: {} as ShipmentFacts,
    events: {} as ShipmentLifecycleEvent,
    input: {} as ShipmentFacts,
  },
  actions: {
    recordEvent: () => {},
    recordRepeat: () => {},
    recordCorrection: () => {},
    notifyStatus: () => {},
    notifyCorrected: () => {},
    preparePackages: () => {},
    shipPackages: () => {},
    deliverPackages: () => {},
    losePackages: () => {},
    freePackages: () => {},
    correctPackages: (_, _params: { status: ShipmentLifecycleStatus }) => {},
    voidInvoice: () => {},
    issueInvoice: () => {},
  },
  guards: {
    noPaymentInPlay: ({ context }) => !context.paymentInPlay,
    packagesFree: ({ context }) => !context.packagesTakenElsewhere,
    isCorrectionTo: ({ event }, params: { status: ShipmentLifecycleStatus }) => event.type === 'CORRECT' && event.status === params.status,
    // A correction's guard per status, named so a diagram and Stately read one guard (docs/flows/README.md#in-stately):
    // to that status, from another, its packages its own.
    canCorrectToRequested: and([{ type: 'isCorrectionTo', params: { status: 'REQUESTED' as const } }, not(stateIn('#shipment.REQUESTED')), 'packagesFree']),
    canCorrectToPending: and([{ type: 'isCorrectionTo', params: { status: 'PENDING' as const } }, not(stateIn('#shipment.PENDING')), 'packagesFree']),
    canCorrectToReceived: and([{ type: 'isCorrectionTo', params: { status: 'RECEIVED' as const } }, not(stateIn('#shipment.RECEIVED')), 'packagesFree']),
    canCorrectToInTransit: and([{ type: 'isCorrectionTo', params: { status: 'IN_TRANSIT' as const } }, not(stateIn('#shipment.ON_THE_ROAD.IN_TRANSIT')), 'packagesFree']),
    canCorrectToInCustoms: and([{ type: 'isCorrectionTo', params: { status: 'IN_CUSTOMS' as const } }, not(stateIn('#shipment.ON_THE_ROAD.IN_CUSTOMS')), 'packagesFree']),
    canCorrectToOutForDelivery: and([{ type: 'isCorrectionTo', params: { status: 'OUT_FOR_DELIVERY' as const } }, not(stateIn('#shipment.ON_THE_ROAD.OUT_FOR_DELIVERY')), 'packagesFree']),
    canCorrectToDelivered: and([{ type: 'isCorrectionTo', params: { status: 'DELIVERED' as const } }, not(stateIn('#shipment.DELIVERED')), 'packagesFree']),
    canCorrectToNeverArrived: and([{ type: 'isCorrectionTo', params: { status: 'NEVER_ARRIVED' as const } }, not(stateIn('#shipment.NEVER_ARRIVED')), 'packagesFree']),
    canCorrectToCancelled: and([{ type: 'isCorrectionTo', params: { status: 'CANCELLED' as const } }, not(stateIn('#shipment.CANCELLED')), 'noPaymentInPlay', 'packagesFree']),
  },
}).createMachine({
  id: 'shipment',
  description:
    'A shipment from the customer’s request to its delivery. The warehouse reports each status; a status reported again adds a note at most; an operator’s correction moves it anywhere, with a reason.',
  context: ({ input }) => input,
  initial: 'REQUESTED',
  on: {
    // An operator's correction, from any status to any other (docs/product.md#corrections).
    CORRECT: [
      {
        target: '#shipment.REQUESTED',
        guard: 'canCorrectToRequested',
        actions: [{ type: 'recordCorrection' }, { type: 'correctPackages', params: { status: 'REQUESTED' } }, { type: 'notifyCorrected' }],
      },
      {
        target: '#shipment.PENDING',
        guard: 'canCorrectToPending',
        actions: [{ type: 'recordCorrection' }, { type: 'correctPackages', params: { status: 'PENDING' } }, { type: 'notifyCorrected' }],
      },
      {
        target: '#shipment.RECEIVED',
        guard: 'canCorrectToReceived',
        actions: [{ type: 'recordCorrection' }, { type: 'correctPackages', params: { status: 'RECEIVED' } }, { type: 'notifyCorrected' }],
      },
      {
        target: '#shipment.ON_THE_ROAD.IN_TRANSIT',
        guard: 'canCorrectToInTransit',
        actions: [{ type: 'recordCorrection' }, { type: 'correctPackages', params: { status: 'IN_TRANSIT' } }, { type: 'notifyCorrected' }],
      },
      {
        target: '#shipment.ON_THE_ROAD.IN_CUSTOMS',
        guard: 'canCorrectToInCustoms',
        actions: [{ type: 'recordCorrection' }, { type: 'correctPackages', params: { status: 'IN_CUSTOMS' } }, { type: 'notifyCorrected' }],
      },
      {
        target: '#shipment.ON_THE_ROAD.OUT_FOR_DELIVERY',
        guard: 'canCorrectToOutForDelivery',
        actions: [{ type: 'recordCorrection' }, { type: 'correctPackages', params: { status: 'OUT_FOR_DELIVERY' } }, { type: 'notifyCorrected' }],
      },
      {
        target: '#shipment.DELIVERED',
        guard: 'canCorrectToDelivered',
        actions: [{ type: 'recordCorrection' }, { type: 'correctPackages', params: { status: 'DELIVERED' } }, { type: 'notifyCorrected' }],
      },
      {
        target: '#shipment.NEVER_ARRIVED',
        guard: 'canCorrectToNeverArrived',
        actions: [{ type: 'recordCorrection' }, { type: 'correctPackages', params: { status: 'NEVER_ARRIVED' } }, { type: 'notifyCorrected' }],
      },
      {
        target: '#shipment.CANCELLED',
        guard: 'canCorrectToCancelled',
        actions: [{ type: 'recordCorrection' }, { type: 'correctPackages', params: { status: 'CANCELLED' } }, { type: 'voidInvoice' }, { type: 'notifyCorrected' }],
      },
    ],
  },
  states: {
    REQUESTED: {
      description: 'The customer asked to ship these packages; the warehouse has not taken the request yet. The customer may still cancel it.',
      on: {
        PENDING: { target: 'PENDING', actions: ['recordEvent', 'notifyStatus', 'preparePackages'] },
        CANCEL_REQUEST: { target: 'CANCELLED', guard: 'noPaymentInPlay', actions: ['recordEvent', 'freePackages', 'voidInvoice'] },
        CANCELLED: { target: 'CANCELLED', guard: 'noPaymentInPlay', actions: ['recordEvent', 'notifyStatus', 'freePackages', 'voidInvoice'] },
      },
    },
    PENDING: {
      description: 'The warehouse took the request and prepares the shipment; its invoice can be issued from here on.',
      on: {
        PENDING: { actions: 'recordRepeat' },
        ISSUE_INVOICE: { actions: 'issueInvoice' },
        RECEIVED: { target: 'RECEIVED', actions: ['recordEvent', 'notifyStatus'] },
        IN_TRANSIT: { target: 'ON_THE_ROAD.IN_TRANSIT', actions: ['recordEvent', 'notifyStatus', 'shipPackages'] },
        IN_CUSTOMS: { target: 'ON_THE_ROAD.IN_CUSTOMS', actions: ['recordEvent', 'notifyStatus', 'shipPackages'] },
        OUT_FOR_DELIVERY: { target: 'ON_THE_ROAD.OUT_FOR_DELIVERY', actions: ['recordEvent', 'notifyStatus', 'shipPackages'] },
        NEVER_ARRIVED: { target: 'NEVER_ARRIVED', actions: ['recordEvent', 'notifyStatus', 'losePackages'] },
        CANCELLED: { target: 'CANCELLED', guard: 'noPaymentInPlay', actions: ['recordEvent', 'notifyStatus', 'freePackages', 'voidInvoice'] },
      },
    },
    RECEIVED: {
      description: 'Received at the origin’s hub, ready to leave.',
      on: {
        RECEIVED: { actions: 'recordRepeat' },
        ISSUE_INVOICE: { actions: 'issueInvoice' },
        IN_TRANSIT: { target: 'ON_THE_ROAD.IN_TRANSIT', actions: ['recordEvent', 'notifyStatus', 'shipPackages'] },
        IN_CUSTOMS: { target: 'ON_THE_ROAD.IN_CUSTOMS', actions: ['recordEvent', 'notifyStatus', 'shipPackages'] },
        OUT_FOR_DELIVERY: { target: 'ON_THE_ROAD.OUT_FOR_DELIVERY', actions: ['recordEvent', 'notifyStatus', 'shipPackages'] },
        NEVER_ARRIVED: { target: 'NEVER_ARRIVED', actions: ['recordEvent', 'notifyStatus', 'losePackages'] },
      },
    },
    ON_THE_ROAD: {
      description: 'On its way: in transit, in customs or out for delivery, in any order (a parcel can go back to a hub). Its packages are SHIPPED.',
      initial: 'IN_TRANSIT',
      on: {
        ISSUE_INVOICE: { actions: 'issueInvoice' },
        IN_TRANSIT: { target: '.IN_TRANSIT', actions: ['recordEvent', 'notifyStatus'] },
        IN_CUSTOMS: { target: '.IN_CUSTOMS', actions: ['recordEvent', 'notifyStatus'] },
        OUT_FOR_DELIVERY: { target: '.OUT_FOR_DELIVERY', actions: ['recordEvent', 'notifyStatus'] },
        DELIVERED: { target: 'DELIVERED', actions: ['recordEvent', 'notifyStatus', 'deliverPackages'] },
        NEVER_ARRIVED: { target: 'NEVER_ARRIVED', actions: ['recordEvent', 'notifyStatus', 'losePackages'] },
      },
      states: {
        IN_TRANSIT: { description: 'In transit.', on: { IN_TRANSIT: { actions: 'recordRepeat' } } },
        IN_CUSTOMS: { description: 'In customs at the destination.', on: { IN_CUSTOMS: { actions: 'recordRepeat' } } },
        OUT_FOR_DELIVERY: { description: 'Out for delivery to the recipient.', on: { OUT_FOR_DELIVERY: { actions: 'recordRepeat' } } },
      },
    },
    DELIVERED: {
      description: 'Delivered to the recipient; its packages too. Final: only a correction leaves it.',
      on: { DELIVERED: { actions: 'recordRepeat' }, ISSUE_INVOICE: { actions: 'issueInvoice' } },
    },
    NEVER_ARRIVED: {
      description: 'Lost on the way; its packages never arrived. Its invoice stays as it is. Final: only a correction leaves it.',
      on: { NEVER_ARRIVED: { actions: 'recordRepeat' }, ISSUE_INVOICE: { actions: 'issueInvoice' } },
    },
    CANCELLED: {
      description:
        'Cancelled by the customer or refused by the warehouse: its packages are back in the warehouse, free to ship, and an invoice without an approved payment is void. Final: only a correction leaves it, while its packages are still free.',
      on: { CANCELLED: { actions: 'recordRepeat' } },
    },
  },
});
