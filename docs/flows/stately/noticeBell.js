// noticeBell, from machines/notice-bell.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const noticeBellMachine = createMachine({
  id: "noticeBell",
  description: "The unread notices' count in the header.",
  initial: "counting",
  on: {
    HIDDEN: {
      target: ".paused",
      actions: "assignHidden",
    },
    UNREAD_CHANGED: {
      actions: {
        type: "assignUnread",
      },
    },
  },
  states: {
    counting: {
      description: "The unread count is being fetched; the last one stays shown meanwhile.",
      invoke: {
        id: "countUnread",
        src: "countUnread",
        onDone: {
          target: "waiting",
          actions: {
            type: "assignUnread",
          },
        },
        onError: "waiting",
      },
      on: {
        VISIBLE: {
          actions: "assignVisible",
        },
        UNREAD_CHANGED: {
          target: "waiting",
          actions: {
            type: "assignUnread",
          },
        },
      },
    },
    waiting: {
      description: "The count is shown until the next turn, or until the page gets the focus back.",
      always: {
        guard: "isHidden",
        target: "paused",
      },
      after: {
        refreshDelay: "counting",
      },
      on: {
        FOCUSED: "counting",
      },
    },
    paused: {
      description: "The page is hidden: no counting until it is shown again.",
      on: {
        VISIBLE: {
          target: "counting",
          actions: "assignVisible",
        },
      },
    },
  },
});
