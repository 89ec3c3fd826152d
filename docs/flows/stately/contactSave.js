// contactSave, from machines/contact-save.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const contactSaveMachine = createMachine({
  id: "contactSave",
  description: "Saving the contact information of my profile.",
  context: {
    fieldErrors: {},
  },
  initial: "editing",
  states: {
    editing: {
      description: "The form, with the saved values or what was typed, and the server’s field errors of the last try.",
      on: {
        SAVE: {
          target: "saving",
          actions: "clearFieldErrors",
        },
      },
    },
    saving: {
      description: "PATCH api/clients/{id}.",
      tags: [
        "loading",
      ],
      invoke: {
        id: "saveContact",
        src: "saveContact",
        onDone: {
          target: "editing",
          actions: [
            {
              type: "announceContact",
            },
            "notifySaved",
          ],
        },
        onError: [
          {
            description: "FAILED_VALIDATION: the server’s message as a toast, and its field errors under the fields.",
            guard: {
              type: "isFailedValidation",
            },
            target: "editing",
            actions: [
              {
                type: "assignFieldErrors",
              },
              {
                type: "notifyServerMessage",
              },
            ],
          },
          {
            target: "editing",
            actions: {
              type: "notifyServerMessage",
            },
          },
        ],
      },
    },
  },
});
