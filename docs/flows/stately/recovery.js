// recovery, from machines/recovery.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
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
          target: "emailStep",
        },
      ],
    },
    emailStep: {
      meta: {
        page: "email",
      },
      description: "The customer gives the e-mail of their account.",
      initial: "editing",
      states: {
        editing: {
          description: "The e-mail field and its submit button.",
          on: {
            SUBMIT_EMAIL: {
              target: "checking",
              actions: {
                type: "assignEmail",
              },
            },
          },
        },
        checking: {
          description: "api/auth/{email}/pin/valid?purpose=recovery",
          tags: [
            "loading",
          ],
          invoke: {
            id: "checkPin",
            src: "checkPin",
            onDone: {
              target: "#recovery.codeValidation",
              description: "A code was granted already: its digits are typed again.",
            },
            onError: [
              {
                guard: {
                  type: "isUserNotFound",
                },
                target: "editing",
                actions: {
                  type: "notifyUserNotFound",
                },
              },
              {
                guard: {
                  type: "isFailedValidation",
                },
                target: "editing",
                actions: "notifyEmailTooLong",
              },
              {
                description: "PIN_ACCESS_REQUIRED: a code was e-mailed.",
                guard: {
                  type: "isPinAccessRequired",
                },
                target: "codeSent",
                actions: [
                  {
                    type: "assignCodeDelivery",
                  },
                  {
                    type: "notifyCodeSent",
                  },
                ],
              },
              {
                description: "TOO_MANY_REQUESTS: the hour's code e-mails are spent and none was sent; the code step shows the wait (a code sent earlier may be in the inbox).",
                guard: {
                  type: "isTooManyRequests",
                },
                target: "#recovery.codeValidation",
                actions: {
                  type: "assignCodeWait",
                },
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
        codeSent: {
          description: "The \"e-mail sent\" toast shows for a moment before the code screen.",
          tags: [
            "loading",
          ],
          after: {
            codeValidationDelay: "#recovery.codeValidation",
          },
        },
      },
    },
    codeValidation: {
      meta: {
        page: "code",
      },
      description: "The code entry (the pin machine). An expired code sends the customer back to the e-mail step.",
      exit: [
        "clearCodeWait",
        "forgetCodeDelivery",
      ],
      invoke: {
        id: "pin",
        src: createMachine({
          id: "pin",
          description: "The customer types the 6-digit code e-mailed to them. Submit is possible only when all six digits are there.",
          initial: "active",
          states: {
            active: {
              description: "The code and its resend side by side: the customer may type the code while the resend link waits or is ready.",
              type: "parallel",
              states: {
                code: {
                  description: "The code: typed, then checked.",
                  initial: "entering",
                  states: {
                    entering: {
                      description: "The six boxes; the submit button is enabled only when every box holds a digit.",
                      on: {
                        CHANGE: {
                          actions: {
                            type: "assignPin",
                          },
                        },
                        SUBMIT: {
                          guard: "isComplete",
                          target: "granting",
                        },
                      },
                    },
                    granting: {
                      description: "The code is checked (api/auth/{email}/pin/grant).",
                      tags: [
                        "loading",
                      ],
                      invoke: {
                        id: "grantPin",
                        src: "grantPin",
                        onDone: {
                          target: "#pin.granted",
                          actions: "markGranted",
                        },
                        onError: [
                          {
                            guard: {
                              type: "isInvalidPin",
                            },
                            target: "entering",
                            actions: [
                              "clearPin",
                              {
                                type: "notifyInvalidPin",
                              },
                            ],
                          },
                          {
                            description: "The code expired or its tries are spent: the flow starts again.",
                            guard: {
                              type: "isPinAccessRequired",
                            },
                            target: "#pin.expired",
                            actions: [
                              "markExpired",
                              "notifyPinExpired",
                            ],
                          },
                          {
                            target: "entering",
                            actions: {
                              type: "notifyFailure",
                            },
                          },
                        ],
                      },
                    },
                  },
                },
                resend: {
                  description: "The resend link: waiting, then ready to e-mail a new code.",
                  initial: "opening",
                  states: {
                    opening: {
                      description: "The screen opens on a code just sent, or on the wait the spent allowance asked for.",
                      always: [
                        {
                          guard: "isWaitingForAllowance",
                          target: "waitingForAllowance",
                        },
                        {
                          target: "coolingDown",
                        },
                      ],
                    },
                    waitingForAllowance: {
                      description: "The hour's code e-mails are spent (TOO_MANY_REQUESTS): the minutes left show, counting down; a new code can be asked for once they pass.",
                      after: {
                        waitTick: [
                          {
                            guard: "isLastWaitTick",
                            target: "ready",
                            actions: "clearWait",
                          },
                          {
                            target: "waitingForAllowance",
                            reenter: true,
                            actions: "countDownWait",
                          },
                        ],
                      },
                    },
                    coolingDown: {
                      description: "A code was just sent; a new one can be asked for a minute later.",
                      after: {
                        resendCooldown: "ready",
                      },
                    },
                    ready: {
                      on: {
                        RESEND: "resending",
                      },
                    },
                    resending: {
                      description: "A new code is e-mailed (api/auth/{email}/pin/request).",
                      invoke: {
                        id: "requestPin",
                        src: "requestPin",
                        onDone: {
                          target: "coolingDown",
                          actions: [
                            {
                              type: "assignValidity",
                            },
                            {
                              type: "assignDelivery",
                            },
                            "markCodeSent",
                            {
                              type: "notifyCodeResent",
                            },
                          ],
                        },
                        onError: [
                          {
                            description: "TOO_MANY_REQUESTS: no code was sent; the screen shows how long to wait.",
                            guard: {
                              type: "isTooManyRequests",
                            },
                            target: "waitingForAllowance",
                            actions: {
                              type: "assignWait",
                            },
                          },
                          {
                            target: "ready",
                            actions: {
                              type: "logResendFailure",
                            },
                          },
                        ],
                      },
                    },
                  },
                },
              },
            },
            granted: {
              description: "The code is right. Sign-up goes on to the password step; recovery to the new password.",
              type: "final",
            },
            expired: {
              description: "The code expired: the customer is sent back to the start of the flow to ask for a new one.",
              type: "final",
            },
          },
        }),
        onDone: [
          {
            guard: {
              type: "isGranted",
            },
            target: "resetStep",
            actions: {
              type: "assignPin",
            },
          },
          {
            target: "emailStep",
            description: "The code expired or its tries are spent: back to the e-mail step.",
          },
        ],
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
                target: "#recovery.emailStep",
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
                target: "#recovery.emailStep",
                actions: [
                  "forgetPassword",
                  "notifyCodeExpired",
                ],
              },
              {
                target: "#recovery.emailStep",
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
