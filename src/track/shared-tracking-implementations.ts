import { fromPromise } from 'xstate';
import type { SharedTracking } from '../api/contract/shared-tracking.ts';
import { fetchSharedTracking } from '../api/track.ts';
import { sharedTrackingMachine } from '../../machines/shared-tracking.ts';

/** The sharedTracking machine with its call, asked in the page's language at the time. */
export function provideSharedTracking(language: () => string) {
  return sharedTrackingMachine.provide({
    actors: {
      loadSharedTracking: fromPromise<SharedTracking, { token: string }>(({ input }) => fetchSharedTracking(input.token, language())),
    },
  });
}
