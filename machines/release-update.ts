import { fromCallback, sendTo, setup } from 'xstate';

export type ReleaseUpdateEvent =
  /** The service worker of a newer release is installed and waits (it holds all of that release's code). */
  | { type: 'RELEASE_WAITING' }
  /** The customer's "Actualizar". */
  | { type: 'UPDATE' }
  /** The customer's "Más tarde": the prompt goes; the release waits for the next cold start. */
  | { type: 'LATER' }
  /** The new release's worker now serves this page. */
  | { type: 'RELEASE_ACTIVE' };

/** What the machine asks of the service worker it watches: let the waiting release take over. */
export type ReleaseWatchCommand = { type: 'ACTIVATE' };

/**
 * A new release of the portal, offered to the customer (docs/product.md#updates): "Nueva versión ·
 * Actualizar". The page never mixes two releases' code: the new one takes over only on the
 * customer's word, and the page then reloads at once; otherwise at the next cold start (every tab
 * of the portal closed). The app provides `watchReleases` (the service worker: it registers it,
 * asks for new releases, and reports them) and `reloadPage`.
 */
export const releaseUpdateMachine = setup({
  types: {
    events: {} as ReleaseUpdateEvent,
  },
  // Provided by the app (src/app/release-update.tsx).
  actors: {
    watchReleases: fromCallback<ReleaseWatchCommand>(() => {}),
  },
  actions: {
    activateRelease: sendTo('releases', { type: 'ACTIVATE' } satisfies ReleaseWatchCommand),
    reloadPage: () => {},
  },
  delays: {
    // A worker that never takes over (another tab's, gone meanwhile) must not leave the page waiting.
    activationTimeout: 10_000,
  },
}).createMachine({
  id: 'releaseUpdate',
  description: 'A new release offered as "Nueva versión · Actualizar", applied on the customer’s word or at the next cold start.',
  initial: 'current',
  invoke: { id: 'releases', src: 'watchReleases' },
  states: {
    current: {
      description: 'The page runs the release it opened with, and no newer one is waiting.',
      on: { RELEASE_WAITING: 'offered' },
    },
    offered: {
      description: 'A newer release is ready: "Nueva versión · Actualizar" shows, with "Más tarde".',
      meta: { prompt: true },
      on: { UPDATE: 'activating', LATER: 'postponed' },
    },
    postponed: {
      description: 'The customer chose later: the page keeps its release; the new one starts when every tab of the portal has closed.',
      on: { RELEASE_WAITING: 'offered' },
    },
    activating: {
      description: 'The new release is asked to take over; the prompt says it is updating.',
      meta: { prompt: true },
      entry: 'activateRelease',
      on: { RELEASE_ACTIVE: 'reloading' },
      after: { activationTimeout: 'reloading' },
    },
    reloading: {
      description: 'The page reloads on the new release: every file it loads from now on is that release’s.',
      type: 'final',
      entry: 'reloadPage',
    },
  },
});
