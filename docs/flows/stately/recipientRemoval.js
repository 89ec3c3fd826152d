// recipientRemoval, from machines/recipient-removal.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const recipientRemovalMachine = createMachine({
  id: "recipientRemoval",
  description: "Deleting a recipient from the profile’s list, after a confirmation.",
  context: {
    recipient: null,
    removedIds: [],
  },
  initial: "idle",
  states: {
    idle: {
      description: "The list; no confirmation open.",
      on: {
        ASK: {
          target: "confirming",
          actions: {
            type: "assignRecipient",
          },
        },
      },
    },
    confirming: {
      description: "\"Delete this recipient?\": Cancel, or Delete.",
      tags: [
        "open",
      ],
      on: {
        CANCEL: {
          target: "idle",
          actions: "forgetRecipient",
        },
        CONFIRM: "deleting",
      },
    },
    deleting: {
      description: "DELETE api/recipients/{id}; the dialog stays open, busy, and cannot be cancelled.",
      tags: [
        "open",
        "loading",
      ],
      invoke: {
        id: "removeRecipient",
        src: "removeRecipient",
        onDone: {
          target: "idle",
          actions: [
            {
              type: "markRemoved",
            },
            "notifyDeleted",
            "forgetRecipient",
          ],
        },
        onError: [
          {
            description: "NOT_FOUND: it was deleted already (in another tab, say): it leaves the list too.",
            guard: {
              type: "isNotFound",
            },
            target: "idle",
            actions: [
              {
                type: "markRemoved",
              },
              "notifyAlreadyDeleted",
              "forgetRecipient",
            ],
          },
          {
            description: "TOO_MANY_REQUESTS: wait a few minutes; the recipient stays.",
            guard: {
              type: "isTooManyRequests",
            },
            target: "idle",
            actions: [
              {
                type: "notifyFailure",
              },
              "forgetRecipient",
            ],
          },
          {
            description: "NETWORK_ERROR: the server cannot be reached; the recipient stays.",
            guard: {
              type: "isNetworkError",
            },
            target: "idle",
            actions: [
              {
                type: "notifyFailure",
              },
              "forgetRecipient",
            ],
          },
          {
            description: "Any other failure: the recipient stays, and the toast says so.",
            target: "idle",
            actions: [
              "notifyNotDeleted",
              "forgetRecipient",
            ],
          },
        ],
      },
    },
  },
});
