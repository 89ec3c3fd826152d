// resource, from machines/resource.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const resourceMachine = createMachine({
  id: "resource",
  description: "One resource loaded for a screen, with a retry after a failure.",
  context: {
    error: null,
  },
  initial: "loading",
  on: {
    RELOAD: {
      target: ".loading",
      reenter: true,
    },
  },
  states: {
    loading: {
      description: "The resource is being fetched.",
      tags: [
        "loading",
      ],
      on: {
        REFRESH: {
          target: "loading",
          reenter: true,
        },
      },
      invoke: {
        id: "load",
        src: "load",
        onDone: {
          target: "loaded",
          actions: {
            type: "assignData",
          },
        },
        onError: {
          target: "failed",
          actions: {
            type: "assignError",
          },
        },
      },
    },
    loaded: {
      description: "The resource is shown.",
      on: {
        REFRESH: "refreshing",
      },
    },
    refreshing: {
      description: "The resource is shown while it is fetched again in the language just chosen: its words follow, and nothing on the page unmounts (a form keeps what was typed).",
      on: {
        REFRESH: {
          target: "refreshing",
          reenter: true,
        },
      },
      invoke: {
        id: "refresh",
        src: "load",
        onDone: {
          target: "loaded",
          actions: {
            type: "assignData",
          },
        },
        onError: "loaded",
      },
    },
    failed: {
      description: "The load failed: a translated error with a retry button is shown.",
      tags: [
        "error",
      ],
      on: {
        RETRY: "loading",
      },
    },
  },
});
