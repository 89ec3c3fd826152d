// preAlertCreate, from machines/pre-alert-create.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const preAlertCreateMachine = createMachine({
  id: "preAlertCreate",
  description: "A new pre-alert: the form, the upload of the bill, and the confirmation.",
  context: {
    draft: null,
    fieldErrors: {},
    created: null,
  },
  initial: "editing",
  states: {
    editing: {
      description: "The form, with what was typed and the server’s field errors of the last try.",
      on: {
        SUBMIT: {
          target: "uploading",
          actions: {
            type: "assignDraft",
          },
        },
      },
    },
    uploading: {
      description: "POST api/pre-alerts (multipart, the bill as `invoice`), with a progress bar (the upload child).",
      tags: [
        "loading",
      ],
      invoke: {
        id: "upload",
        src: createMachine({
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
        }),
        onDone: [
          {
            description: "The pre-alert is saved.",
            guard: {
              type: "isUploadSaved",
            },
            target: "created",
            actions: {
              type: "assignCreated",
            },
          },
          {
            description: "FAILED_VALIDATION: the cost-error toast and the server’s field errors.",
            guard: {
              type: "isFailedValidation",
            },
            target: "editing",
            actions: [
              {
                type: "assignFieldErrors",
              },
              "notifyCostError",
            ],
          },
          {
            description: "PAYLOAD_TOO_LARGE: the bill is over the limit.",
            guard: {
              type: "isPayloadTooLarge",
            },
            target: "editing",
            actions: [
              {
                type: "assignFieldErrors",
              },
              "notifyFileTooLarge",
            ],
          },
          {
            description: "UNSUPPORTED_MEDIA: the bill’s content is not JPEG, PNG or PDF.",
            guard: {
              type: "isUnsupportedMedia",
            },
            target: "editing",
            actions: [
              {
                type: "assignFieldErrors",
              },
              "notifyFileType",
            ],
          },
          {
            description: "Any other failure (no network, the server’s error): its toast; the form keeps every value.",
            target: "editing",
            actions: {
              type: "notifyFailure",
            },
          },
        ],
      },
    },
    created: {
      description: "The pre-alert is saved: a modal says so and leads back to the list.",
      on: {
        CLOSE: "closed",
      },
    },
    closed: {
      meta: {
        page: "preAlerts",
      },
      description: "The modal was closed: back to the list of pre-alerts.",
      type: "final",
    },
  },
});
