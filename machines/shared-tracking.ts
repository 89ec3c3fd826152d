import { assign, fromPromise, setup } from 'xstate';
import type { SharedTracking } from '../src/api/contract/shared-tracking.ts';
import { errorParams, hasCode } from './failures.ts';

/** The link's token, from the address `/t/<token>`. */
export type SharedTrackingInput = { token: string };

export type SharedTrackingContext = {
  token: string;
  /** What the link shows, once loaded. */
  tracking: SharedTracking | null;
};

export type SharedTrackingEvent = { type: 'RETRY' };

/**
 * The page a shared tracking link opens, without an account (docs/product.md#shared-tracking):
 * GET api/track/{token} once, then the tracking; a revoked, expired or unknown link is "not
 * available" (the same NOT_FOUND for all three); no connection or a server failure offers to
 * try again; too many calls from the address say to wait. The app provides `loadSharedTracking`.
 */
export const sharedTrackingMachine = setup({
  types: {
    context: {} as SharedTrackingContext,
    events: {} as SharedTrackingEvent,
    input: {} as SharedTrackingInput,
  },
  actors: {
    loadSharedTracking: fromPromise<SharedTracking, { token: string }>(async () => {
      throw new Error('loadSharedTracking is provided by the app');
    }),
  },
  actions: {
    assignTracking: assign((_, params: { tracking: SharedTracking }) => ({ tracking: params.tracking })),
  },
  guards: {
    isNotFound: hasCode('NOT_FOUND'),
    isTooManyRequests: hasCode('TOO_MANY_REQUESTS'),
  },
}).createMachine({
  id: 'sharedTracking',
  description: 'The shared tracking page: the link’s tracking, or why it cannot be shown.',
  context: ({ input }) => ({ token: input.token, tracking: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET api/track/{token}: a spinner.',
      tags: ['loading'],
      invoke: {
        id: 'loadSharedTracking',
        src: 'loadSharedTracking',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'shown', actions: { type: 'assignTracking', params: ({ event }) => ({ tracking: event.output }) } },
        onError: [
          {
            description: 'NOT_FOUND: the link was revoked, has expired, or never existed.',
            guard: { type: 'isNotFound', params: errorParams },
            target: 'unavailable',
          },
          {
            description: 'TOO_MANY_REQUESTS: this address asked too often (60 a minute).',
            guard: { type: 'isTooManyRequests', params: errorParams },
            target: 'tooManyRequests',
          },
          { description: 'No connection, or the server failed.', target: 'failed' },
        ],
      },
    },
    shown: {
      description: 'The tracking number, its status and timeline with dates, the countries, and when the link expires.',
      type: 'final',
    },
    unavailable: {
      description: '"This link is not available": ask whoever sent it for a new one.',
      tags: ['error'],
      type: 'final',
    },
    tooManyRequests: {
      description: 'Too many requests from this address: wait a minute, then "Try again".',
      tags: ['error'],
      on: { RETRY: 'loading' },
    },
    failed: {
      description: 'The page could not load (offline, or the server failed): "Try again".',
      tags: ['error'],
      on: { RETRY: 'loading' },
    },
  },
});
