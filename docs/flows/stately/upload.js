// upload, from machines/upload.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const uploadMachine = createMachine({
  id: "upload",
  description: "One file upload (multipart) with its progress bar; it ends saved or failed, and its parent flow decides what follows.",
  initial: "sending",
  states: {
    sending: {
      description: "The body goes up; the progress bar shows the percent sent.",
      tags: [
        "loading",
      ],
      invoke: {
        id: "sendBody",
        src: "sendBody",
        onError: {
          description: "The upload could not even start: a failure like any other.",
          target: "failed",
          actions: {
            type: "assignFailure",
          },
        },
      },
      on: {
        UPLOAD_PROGRESS: {
          actions: {
            type: "assignProgress",
          },
        },
        UPLOAD_DONE: {
          target: "saved",
          actions: {
            type: "assignSaved",
          },
        },
        UPLOAD_FAILED: {
          target: "failed",
          actions: {
            type: "assignFailure",
          },
        },
      },
    },
    saved: {
      description: "The server saved it: the output carries its answer.",
      type: "final",
    },
    failed: {
      description: "The server refused it or could not be reached: the output carries the failure, for the parent to tell apart.",
      type: "final",
    },
  },
});
