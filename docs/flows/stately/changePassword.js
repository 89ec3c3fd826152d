// changePassword, from machines/change-password.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const changePasswordMachine = createMachine({
  id: "changePassword",
  description: "Changing the password from my profile.",
  context: {
    fieldErrors: {},
    formVersion: 0,
  },
  initial: "editing",
  states: {
    editing: {
      description: "The card: current password, new password and its confirmation.",
      on: {
        SUBMIT: {
          target: "saving",
          actions: "clearFieldErrors",
        },
      },
    },
    saving: {
      description: "POST api/users/me/change-password.",
      tags: [
        "loading",
      ],
      invoke: {
        id: "changePassword",
        src: "changePassword",
        onDone: {
          target: "editing",
          actions: [
            "emptyForm",
            "notifyChanged",
          ],
        },
        onError: [
          {
            description: "INVALID_PASSWORD: the current password is wrong; the server’s message at that field.",
            guard: {
              type: "isInvalidPassword",
            },
            target: "editing",
            actions: {
              type: "markCurrentPasswordWrong",
            },
          },
          {
            description: "FAILED_VALIDATION: the server’s field errors under the fields.",
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
              type: "notifyFailure",
            },
          },
        ],
      },
    },
  },
});
