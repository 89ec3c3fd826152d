import { assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { errorParams, hasCode, messageOf, notifyFailure } from './failures.ts';
import type { PageMeta } from './page.ts';

/** The shipment the page shows: the one its "Cancel request" button cancels. */
export type ShipmentCancellationInput = { shipmentId: number };

export type ShipmentCancellationContext = {
  shipmentId: number;
  /** The server's reason (in the customer's language) when it refused: the warehouse started. */
  refusal: string | null;
};

export type ShipmentCancellationEvent = { type: 'ASK' } | { type: 'CANCEL' } | { type: 'CONFIRM' } | { type: 'RETRY' };

export const shipmentCancellationMessages = {
  cancelled: msg`Your shipment request was cancelled. Its packages are free to ship again.`,
  alreadyGone: msg`This shipment request no longer exists: it had already been cancelled.`,
};

/** The call's input: the shipment's id. */
const shipmentIdOf = ({ context }: { context: ShipmentCancellationContext }) => ({ id: context.shipmentId });

/** The page the flow leaves for (until then it shows on the shipment's page): the shipments list. */
export type ShipmentCancellationPageName = 'myShipments';

/**
 * Cancelling a requested shipment (docs/product.md#consolidation-requests) from its page: a confirmation, then
 * DELETE api/shipments/{id}. Cancelled (or found gone already) the page goes back to the list;
 * refused because the warehouse started preparing it, the dialog shows the server's reason and
 * the shipment stays; without a connection the dialog offers to try again.
 */
export const shipmentCancellationMachine = setup({
  types: {
    context: {} as ShipmentCancellationContext,
    meta: {} as PageMeta<ShipmentCancellationPageName>,
    events: {} as ShipmentCancellationEvent,
    input: {} as ShipmentCancellationInput,
    emitted: {} as NotifyEvent,
  },
  actors: {
    cancelShipment: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('cancelShipment is provided by the app');
    }),
  },
  actions: {
    assignRefusal: assign((_, params: { error: unknown }) => ({ refusal: messageOf(params.error).trim() || null })),
    forgetRefusal: assign({ refusal: null }),
    notifyCancelled: emit({ type: 'notify', kind: 'success', message: shipmentCancellationMessages.cancelled } as const),
    notifyAlreadyGone: emit({ type: 'notify', kind: 'info', message: shipmentCancellationMessages.alreadyGone } as const),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
  },
  guards: {
    isNotFound: hasCode('NOT_FOUND'),
    isFailedValidation: hasCode('FAILED_VALIDATION'),
    isNetworkError: hasCode('NETWORK_ERROR'),
  },
}).createMachine({
  id: 'shipmentCancellation',
  description: 'Cancelling a requested shipment from its page, after a confirmation.',
  context: ({ input }) => ({ shipmentId: input.shipmentId, refusal: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The shipment’s page; no confirmation open.',
      on: { ASK: 'confirming' },
    },
    confirming: {
      description: '"Cancel this shipment request?": Keep it, or Cancel request.',
      tags: ['open'],
      on: {
        CANCEL: 'idle',
        CONFIRM: 'cancelling',
      },
    },
    cancelling: {
      description: 'DELETE api/shipments/{id}; the dialog stays open, busy, and cannot be closed.',
      tags: ['open', 'loading'],
      invoke: {
        id: 'cancelShipment',
        src: 'cancelShipment',
        input: shipmentIdOf,
        onDone: { target: 'cancelled', actions: 'notifyCancelled' },
        onError: [
          {
            description: 'NOT_FOUND: it is gone already (cancelled in another tab): as good as cancelled.',
            guard: { type: 'isNotFound', params: errorParams },
            target: 'cancelled',
            actions: 'notifyAlreadyGone',
          },
          {
            description: 'FAILED_VALIDATION: the warehouse started preparing it; the dialog says why, the shipment stays.',
            guard: { type: 'isFailedValidation', params: errorParams },
            target: 'refused',
            actions: { type: 'assignRefusal', params: errorParams },
          },
          {
            description: 'NETWORK_ERROR: the server cannot be reached; the dialog offers to try again.',
            guard: { type: 'isNetworkError', params: errorParams },
            target: 'unreachable',
          },
          {
            description: 'Any other failure (too many tries, the server down): a toast, and the shipment stays.',
            target: 'idle',
            actions: { type: 'notifyFailure', params: errorParams },
          },
        ],
      },
    },
    refused: {
      description: 'The warehouse already started preparing the shipment: the server’s reason, and Close.',
      tags: ['open', 'error'],
      on: { CANCEL: { target: 'idle', actions: 'forgetRefusal' } },
    },
    unreachable: {
      description: 'No connection: "Try again", or close and keep the shipment.',
      tags: ['open', 'error'],
      on: {
        RETRY: 'cancelling',
        CANCEL: 'idle',
      },
    },
    cancelled: {
      meta: { page: 'myShipments' },
      description: 'Cancelled (or gone already): the page goes back to the shipments list.',
      type: 'final',
    },
  },
});
