// pagedList, from machines/paged-list.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const pagedListMachine = createMachine({
  id: "pagedList",
  description: "A paged list: one page at a time, with a retry when a load fails.",
  initial: "loading",
  on: {
    RELOAD: {
      target: ".loading",
      reenter: true,
    },
    REFRESH: {
      target: ".loading",
      reenter: true,
    },
  },
  states: {
    loading: {
      description: "A page is being fetched; the previous page stays on screen meanwhile.",
      tags: [
        "loading",
      ],
      invoke: {
        id: "loadPage",
        src: "loadPage",
        onDone: [
          {
            guard: {
              type: "isPastTheLastPage",
            },
            target: "loading",
            reenter: true,
            actions: {
              type: "assignPage",
            },
          },
          {
            guard: {
              type: "isEmpty",
            },
            target: "loaded.empty",
            actions: {
              type: "assignResult",
            },
          },
          {
            target: "loaded.withItems",
            actions: {
              type: "assignResult",
            },
          },
        ],
        onError: {
          target: "failed",
          actions: {
            type: "assignError",
          },
        },
      },
    },
    loaded: {
      description: "The page is shown: its items, or the empty list.",
      initial: "withItems",
      states: {
        withItems: {
          description: "A page of the list, with the pagination.",
          on: {
            GO_TO_PAGE: {
              guard: {
                type: "isOtherPage",
              },
              target: "#pagedList.loading",
              actions: {
                type: "assignPage",
              },
            },
          },
        },
        empty: {
          description: "Nothing yet: the empty-state message is shown.",
        },
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
