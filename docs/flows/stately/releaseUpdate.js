// releaseUpdate, from machines/release-update.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const releaseUpdateMachine = createMachine({
  id: "releaseUpdate",
  description: "A new release offered as \"Nueva versión · Actualizar\", applied on the customer’s word or at the next cold start.",
  initial: "current",
  invoke: {
    id: "releases",
    src: "watchReleases",
  },
  states: {
    current: {
      description: "The page runs the release it opened with, and no newer one is waiting.",
      on: {
        RELEASE_WAITING: "offered",
      },
    },
    offered: {
      description: "A newer release is ready: \"Nueva versión · Actualizar\" shows, with \"Más tarde\".",
      meta: {
        prompt: true,
      },
      on: {
        UPDATE: "activating",
        LATER: "postponed",
      },
    },
    postponed: {
      description: "The customer chose later: the page keeps its release; the new one starts when every tab of the portal has closed.",
      on: {
        RELEASE_WAITING: "offered",
      },
    },
    activating: {
      description: "The new release is asked to take over; the prompt says it is updating.",
      meta: {
        prompt: true,
      },
      entry: "activateRelease",
      on: {
        RELEASE_ACTIVE: "reloading",
      },
      after: {
        activationTimeout: "reloading",
      },
    },
    reloading: {
      description: "The page reloads on the new release: every file it loads from now on is that release’s.",
      type: "final",
      entry: "reloadPage",
    },
  },
});
