// emailConfirmation, from machines/email-confirmation.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const emailConfirmationMachine = createMachine({
  id: "emailConfirmation",
  description: "The e-mail, then the code e-mailed to it, until a code is granted: the first steps of sign-up and password recovery.",
  initial: "emailStep",
  states: {
    emailStep: {
      meta: {
        page: "email",
      },
      description: "The customer gives an e-mail; the server says whether it already has a granted code or sends one.",
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
            "PAGE.SHOWN": [
              {
                description: "Forward to the code step of the e-mail given.",
                guard: "isCodeAskedWithEmail",
                target: "#emailConfirmation.codeValidation",
              },
              {
                description: "Forward to the accepted code.",
                guard: "isAcceptedCodeAskedWithCode",
                target: "#emailConfirmation.granted",
              },
            ],
          },
        },
        checking: {
          description: "api/auth/{email}/pin/valid?purpose=…",
          tags: [
            "loading",
          ],
          invoke: {
            id: "checkPin",
            src: "checkPin",
            onDone: {
              target: "#emailConfirmation.codeValidation",
              description: "A code was granted already: its digits are typed again.",
            },
            onError: [
              {
                description: "PIN_ACCESS_REQUIRED: a code is e-mailed.",
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
                target: "#emailConfirmation.codeValidation",
                actions: {
                  type: "assignCodeWait",
                },
              },
              {
                description: "Recovery: no account has the e-mail.",
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
                actions: [
                  {
                    type: "assignFieldErrors",
                  },
                  "notifyEmailRefused",
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
        codeSent: {
          description: "The \"code sent\" toast shows for a moment before the code screen.",
          tags: [
            "loading",
          ],
          after: {
            codeValidationDelay: "#emailConfirmation.codeValidation",
          },
        },
      },
    },
    codeValidation: {
      meta: {
        page: "code",
      },
      description: "The code entry (the pin machine). An expired code sends the customer back to the e-mail step.",
      exit: "forgetCodeStep",
      on: {
        "PAGE.SHOWN": {
          description: "Back to the e-mail step: the customer may give another address.",
          guard: {
            type: "isShown",
            params: {
              page: "email",
            },
          },
          target: "emailStep",
        },
      },
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
            target: "granted",
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
    granted: {
      type: "final",
      description: "The code is granted: the flow around goes on with the e-mail and its digits.",
    },
  },
});
