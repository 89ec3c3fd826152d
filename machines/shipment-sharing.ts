import { assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { ShipmentShare } from '../src/api/contract/shared-tracking.ts';
import type { NotifyEvent } from './notify.ts';
import { errorParams, notifyFailure, notifyServerMessage } from './failures.ts';

/** What the device offers to pass a link on: its share sheet, its clipboard. */
export type SharingDevice = { shareSheet: boolean; clipboard: boolean };

export type ShipmentSharingInput = {
  shipmentId: number;
  /** Until when the shipment's active link works (`shared_until`); null when none is. */
  sharedUntil: string | null;
  device: SharingDevice;
};

export type ShipmentSharingContext = ShipmentSharingInput & {
  /** The link made on this page (shown once by the server: only its digest is kept). */
  url: string | null;
};

export type ShipmentSharingEvent =
  /** "Share tracking": a new link, passed on. */
  | { type: 'SHARE' }
  /** "Stop sharing": every link of the shipment stops working. */
  | { type: 'STOP' }
  /** Closes the link shown to copy by hand. */
  | { type: 'CLOSE' };

export const shipmentSharingMessages = {
  copied: msg`Link copied. Paste it to whoever you want to follow the shipment.`,
  stopped: msg`The tracking link no longer works.`,
};

/** The calls' input: the shipment's id. */
const shipmentIdOf = ({ context }: { context: ShipmentSharingContext }) => ({ id: context.shipmentId });
const urlOf = ({ context }: { context: ShipmentSharingContext }) => ({ url: context.url ?? '' });

/**
 * Sharing a shipment's tracking from its page (docs/product.md#shared-tracking): POST
 * api/shipments/{id}/share makes a link, passed on with the device's share sheet where there is
 * one (closing the sheet is no failure), else copied to the clipboard; where neither works the
 * link is shown to copy by hand. "Stop sharing" (DELETE) ends every link of the shipment. The app
 * provides the calls, the share sheet and the clipboard.
 */
export const shipmentSharingMachine = setup({
  types: {
    context: {} as ShipmentSharingContext,
    events: {} as ShipmentSharingEvent,
    input: {} as ShipmentSharingInput,
    emitted: {} as NotifyEvent,
  },
  actors: {
    createShareLink: fromPromise<ShipmentShare, { id: number }>(async () => {
      throw new Error('createShareLink is provided by the app');
    }),
    shareLink: fromPromise<unknown, { url: string }>(async () => {
      throw new Error('shareLink is provided by the app');
    }),
    copyLink: fromPromise<unknown, { url: string }>(async () => {
      throw new Error('copyLink is provided by the app');
    }),
    revokeShareLinks: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('revokeShareLinks is provided by the app');
    }),
  },
  actions: {
    assignLink: assign((_, params: { share: ShipmentShare }) => ({ url: params.share.url, sharedUntil: params.share.expires_at })),
    forgetLink: assign({ url: null, sharedUntil: null }),
    notifyCopied: emit({ type: 'notify', kind: 'success', message: shipmentSharingMessages.copied } as const),
    notifyStopped: emit({ type: 'notify', kind: 'success', message: shipmentSharingMessages.stopped } as const),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
    notifyServerMessage: emit((_, params: { error: unknown }) => notifyServerMessage(params.error)),
  },
  guards: {
    isShared: ({ context }) => context.sharedUntil !== null,
    hasShareSheet: ({ context }) => context.device.shareSheet,
    hasClipboard: ({ context }) => context.device.clipboard,
    /** The customer closed the share sheet (the Web Share API's AbortError): nothing went wrong. */
    isShareClosed: (_, params: { error: unknown }) => (params.error as { name?: string } | null)?.name === 'AbortError',
  },
}).createMachine({
  id: 'shipmentSharing',
  description: 'Sharing a shipment’s tracking with a link, and stopping it.',
  context: ({ input }) => ({ ...input, url: null }),
  initial: 'idle',
  states: {
    idle: {
      description: '"Share tracking"; with a link active, "Shared until <date>" and "Stop sharing".',
      on: {
        SHARE: 'creating',
        STOP: { guard: 'isShared', target: 'revoking' },
      },
    },
    creating: {
      description: 'POST api/shipments/{id}/share: the button is busy.',
      tags: ['busy'],
      invoke: {
        id: 'createShareLink',
        src: 'createShareLink',
        input: shipmentIdOf,
        onDone: { target: 'passingOn', actions: { type: 'assignLink', params: ({ event }) => ({ share: event.output }) } },
        onError: {
          description: 'Not made: the server’s reason as a toast (too many links working), or no connection, too many tries, the server down.',
          target: 'idle',
          actions: { type: 'notifyServerMessage', params: errorParams },
        },
      },
    },
    passingOn: {
      description: 'The link is made: to the share sheet, else the clipboard, else shown.',
      always: [
        { guard: 'hasShareSheet', target: 'sharing' },
        { guard: 'hasClipboard', target: 'copying' },
        { target: 'showingLink' },
      ],
    },
    sharing: {
      description: 'The device’s share sheet is open with the link.',
      tags: ['busy'],
      invoke: {
        id: 'shareLink',
        src: 'shareLink',
        input: urlOf,
        onDone: 'idle',
        onError: [
          { description: 'Closed by the customer: nothing to say.', guard: { type: 'isShareClosed', params: errorParams }, target: 'idle' },
          { description: 'The sheet refused it: the clipboard instead.', guard: 'hasClipboard', target: 'copying' },
          { target: 'showingLink' },
        ],
      },
    },
    copying: {
      description: 'The link goes to the clipboard.',
      tags: ['busy'],
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        input: urlOf,
        onDone: { target: 'idle', actions: 'notifyCopied' },
        onError: 'showingLink',
      },
    },
    showingLink: {
      description: 'Neither the share sheet nor the clipboard worked: the link in a read-only field, to copy by hand.',
      on: {
        CLOSE: 'idle',
        SHARE: 'creating',
        STOP: { guard: 'isShared', target: 'revoking' },
      },
    },
    revoking: {
      description: 'DELETE api/shipments/{id}/share: every link of the shipment stops working.',
      tags: ['busy'],
      invoke: {
        id: 'revokeShareLinks',
        src: 'revokeShareLinks',
        input: shipmentIdOf,
        onDone: { target: 'idle', actions: ['forgetLink', 'notifyStopped'] },
        onError: { description: 'Not stopped: a toast; the link still works.', target: 'idle', actions: { type: 'notifyFailure', params: errorParams } },
      },
    },
  },
});
