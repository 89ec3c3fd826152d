// sharedTracking, from machines/shared-tracking.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const sharedTrackingMachine = createMachine({
  id: "sharedTracking",
  description: "The shared tracking page: the link’s tracking, or why it cannot be shown.",
  initial: "loading",
  states: {
    loading: {
      description: "GET api/track/{token}: a spinner.",
      tags: [
        "loading",
      ],
      invoke: {
        id: "loadSharedTracking",
        src: "loadSharedTracking",
        onDone: {
          target: "shown",
          actions: {
            type: "assignTracking",
          },
        },
        onError: [
          {
            description: "NOT_FOUND: the link was revoked, has expired, or never existed.",
            guard: {
              type: "isNotFound",
            },
            target: "unavailable",
          },
          {
            description: "TOO_MANY_REQUESTS: this address asked too often (60 a minute).",
            guard: {
              type: "isTooManyRequests",
            },
            target: "tooManyRequests",
          },
          {
            description: "No connection, or the server failed.",
            target: "failed",
          },
        ],
      },
    },
    shown: {
      description: "The tracking number, its status and timeline with dates, the countries, and when the link expires.",
      type: "final",
    },
    unavailable: {
      description: "\"This link is not available\": ask whoever sent it for a new one.",
      tags: [
        "error",
      ],
      type: "final",
    },
    tooManyRequests: {
      description: "Too many requests from this address: wait a minute, then \"Try again\".",
      tags: [
        "error",
      ],
      on: {
        RETRY: "loading",
      },
    },
    failed: {
      description: "The page could not load (offline, or the server failed): \"Try again\".",
      tags: [
        "error",
      ],
      on: {
        RETRY: "loading",
      },
    },
  },
});
