// recovery, from machines/recovery.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
// It invokes emailConfirmation, which other flows invoke too: open emailConfirmation.js beside this file to walk it.
import { createMachine } from 'xstate';

export const recoveryMachine = createMachine({
  id: "recovery",
  description: "Password recovery: the e-mail, the code e-mailed to it, a new password, then the customer is signed in.",
  initial: "opening",
  states: {
    opening: {
      description: "The flow opens at its start, unless the address asked for a page that makes sense only inside it.",
      always: [
        {
          description: "The new-password or success page was opened directly (a link, a reload).",
          guard: "isFlowOnlyStepOpenedDirectly",
          target: "leftForSignIn",
        },
        {
          target: "emailConfirmation",
        },
      ],
    },
    emailConfirmation: {
      meta: {
        page: "email",
        pagesOf: "emailConfirmation",
      },
      description: "The e-mail of their account, then the code e-mailed to it (the emailConfirmation machine), until a code is granted.",
      invoke: {
        id: "emailConfirmation",
        src: "emailConfirmation",
        onDone: {
          target: "resetStep",
          actions: {
            type: "assignConfirmedEmail",
          },
        },
      },
    },
    resetStep: {
      meta: {
        page: "reset",
      },
      description: "The customer chooses a new password (/password-reset).",
      initial: "editing",
      states: {
        editing: {
          description: "The new password and its confirmation.",
          on: {
            SUBMIT_PASSWORD: {
              target: "resetting",
              actions: {
                type: "assignPassword",
              },
            },
          },
        },
        resetting: {
          description: "POST api/auth/reset-password. Any failure sends the customer back to the start.",
          tags: [
            "loading",
          ],
          invoke: {
            id: "resetPassword",
            src: "resetPassword",
            onDone: "signingIn",
            onError: [
              {
                guard: {
                  type: "isUserNotFound",
                },
                target: "#recovery.emailConfirmation",
                actions: [
                  "forgetPassword",
                  {
                    type: "notifyUserNotFound",
                  },
                ],
              },
              {
                guard: {
                  type: "isPinAccessRequired",
                },
                target: "#recovery.emailConfirmation",
                actions: [
                  "forgetPassword",
                  "notifyCodeExpired",
                ],
              },
              {
                target: "#recovery.emailConfirmation",
                actions: [
                  "forgetPassword",
                  "notifyResetFailed",
                ],
              },
            ],
          },
        },
        signingIn: {
          description: "The customer is signed in with the new password (api/auth/token).",
          tags: [
            "loading",
          ],
          invoke: {
            id: "signIn",
            src: "signIn",
            onDone: {
              target: "#recovery.success",
              actions: [
                {
                  type: "assignSignedIn",
                },
                "forgetPassword",
              ],
            },
            onError: {
              description: "The password is changed all the same; the customer signs in with it later.",
              target: "#recovery.success",
              actions: "forgetPassword",
            },
          },
        },
      },
    },
    success: {
      meta: {
        page: "success",
      },
      description: "The password is changed (/password-recovery-success); continuing opens the portal.",
      on: {
        CONTINUE: [
          {
            guard: "hasSession",
            target: "finished",
            actions: {
              type: "startSession",
            },
          },
          {
            target: "finished",
          },
        ],
      },
    },
    finished: {
      meta: {
        page: "signIn",
      },
      type: "final",
      description: "The customer is sent to /: their account when signed in.",
    },
    leftForSignIn: {
      meta: {
        page: "signIn",
      },
      type: "final",
      description: "The new-password or success page was opened outside the flow: the customer is sent to the sign-in page.",
    },
  },
});
