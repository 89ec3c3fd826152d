// photoUpload, from machines/photo-upload.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const photoUploadMachine = createMachine({
  id: "photoUpload",
  description: "Changing the profile picture.",
  initial: "idle",
  states: {
    idle: {
      description: "The contact card with the current picture (a person placeholder without one) and the change-picture link.",
      on: {
        CHOOSE: [
          {
            description: "Not a JPEG or PNG: the format message.",
            guard: {
              type: "isUnsupportedType",
            },
            actions: "notifyType",
          },
          {
            description: "Over 10 MB: the size message.",
            guard: {
              type: "isTooLarge",
            },
            actions: "notifyTooLarge",
          },
          {
            target: "uploading",
            actions: {
              type: "assignPhoto",
            },
          },
        ],
      },
    },
    uploading: {
      description: "PATCH api/clients/me/profile-picture (multipart `profile_picture`), with a progress bar (the upload child).",
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
            description: "Saved: the new picture shows in the card and the header.",
            guard: {
              type: "isUploadSaved",
            },
            target: "idle",
            actions: [
              {
                type: "announcePhoto",
              },
              "forgetPhoto",
              "notifySaved",
            ],
          },
          {
            description: "PAYLOAD_TOO_LARGE: the server agrees it is over the limit.",
            guard: {
              type: "isPayloadTooLarge",
            },
            target: "idle",
            actions: [
              "forgetPhoto",
              "notifyTooLarge",
            ],
          },
          {
            description: "UNSUPPORTED_MEDIA: its content is not a JPEG or PNG, whatever its name says.",
            guard: {
              type: "isUnsupportedMedia",
            },
            target: "idle",
            actions: [
              "forgetPhoto",
              "notifyType",
            ],
          },
          {
            description: "Any other failure: its toast.",
            target: "idle",
            actions: [
              "forgetPhoto",
              {
                type: "notifyFailed",
              },
            ],
          },
        ],
      },
    },
  },
});
