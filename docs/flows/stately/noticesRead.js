// noticesRead, from machines/notices-read.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const noticesReadMachine = createMachine({
  id: "noticesRead",
  description: "Marks the unread notices shown on the notices page read, and tells the bell.",
  context: {
    marked: [],
    marking: [],
  },
  initial: "waiting",
  on: {
    SHOWN: {
      guard: {
        type: "hasNewUnread",
      },
      target: ".marking",
      reenter: true,
      actions: {
        type: "assignMarking",
      },
    },
  },
  states: {
    waiting: {
      description: "No unread notice shown yet: nothing to mark.",
    },
    marking: {
      description: "The unread notices shown are being marked read (they still show as new).",
      invoke: {
        id: "markRead",
        src: "markRead",
        onDone: {
          target: "marked",
          actions: [
            "assignMarked",
            {
              type: "announceUnread",
            },
          ],
        },
        onError: {
          target: "notMarked",
          actions: "clearMarking",
        },
      },
    },
    marked: {
      description: "The unread notices shown are read; the bell counts what is left on other pages.",
    },
    notMarked: {
      description: "Marking them read failed; they stay unread until the next visit.",
    },
  },
});
