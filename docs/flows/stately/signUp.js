// signUp, from machines/sign-up.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const signUpMachine = createMachine({
  id: "signUp",
  description: "Sign-up: e-mail, the code e-mailed to it, a password (security), personal data, then the locker address and recipients (shipment).",
  initial: "resuming",
  states: {
    resuming: {
      description: "A signed-in customer resumes where sign-up left them: data without a client, shipment with one. One whose account is complete and who opened a step before it goes to their account.",
      always: [
        {
          description: "The account is complete and the address asked for the e-mail, code, password or data step.",
          guard: "isRegisteredAskingForEarlierStep",
          target: "alreadyRegistered",
        },
        {
          guard: "isSignedInWithClient",
          target: "shipmentsStep",
        },
        {
          guard: "isSignedInWithoutClient",
          target: "dataStep",
        },
        {
          target: "emailStep",
          description: "Not signed in: sign-up starts at the e-mail.",
        },
      ],
    },
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
                target: "#signUp.codeValidation",
              },
              {
                description: "Forward to the accepted code.",
                guard: "isAcceptedCodeAskedWithCode",
                target: "#signUp.codeValidationSuccess",
              },
            ],
          },
        },
        checking: {
          description: "api/auth/{email}/pin/valid?purpose=signup",
          tags: [
            "loading",
          ],
          invoke: {
            id: "checkPin",
            src: "checkPin",
            onDone: {
              target: "#signUp.codeValidation",
              description: "A code was granted already: its digits are typed again.",
            },
            onError: [
              {
                description: "A new e-mail (the server answers PIN_ACCESS_REQUIRED): a code is e-mailed to it.",
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
                target: "#signUp.codeValidation",
                actions: {
                  type: "assignCodeWait",
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
                  "notifyFormErrors",
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
            codeValidationDelay: "#signUp.codeValidation",
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
            target: "codeValidationSuccess",
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
    codeValidationSuccess: {
      meta: {
        page: "codeSuccess",
      },
      description: "The code is accepted; the customer continues to choose a password.",
      on: {
        CONTINUE: "passwordStep",
        "PAGE.SHOWN": [
          {
            description: "Back to the e-mail step.",
            guard: {
              type: "isShown",
              params: {
                page: "email",
              },
            },
            target: "emailStep",
          },
          {
            description: "Forward to the password.",
            guard: {
              type: "isShown",
              params: {
                page: "password",
              },
            },
            target: "passwordStep",
          },
        ],
      },
    },
    passwordStep: {
      meta: {
        page: "password",
      },
      description: "Security: the customer chooses a password; the account is created and signed in.",
      initial: "editing",
      states: {
        editing: {
          description: "The password and its confirmation.",
          on: {
            SUBMIT_PASSWORD: {
              target: "registering",
              actions: {
                type: "assignPassword",
              },
            },
            "PAGE.SHOWN": [
              {
                description: "Back to the accepted code.",
                guard: {
                  type: "isShown",
                  params: {
                    page: "codeSuccess",
                  },
                },
                target: "#signUp.codeValidationSuccess",
              },
              {
                description: "Back to the e-mail step.",
                guard: {
                  type: "isShown",
                  params: {
                    page: "email",
                  },
                },
                target: "#signUp.emailStep",
              },
            ],
          },
        },
        registering: {
          description: "POST api/users",
          tags: [
            "loading",
          ],
          invoke: {
            id: "registerUser",
            src: "registerUser",
            onDone: "signingIn",
            onError: [
              {
                description: "The e-mail already has an account: try to sign in with the password given.",
                guard: {
                  type: "isEmailTaken",
                },
                target: "signingInExisting",
              },
              {
                description: "The granted code expired before the password was sent.",
                guard: {
                  type: "isPinAccessRequired",
                },
                target: "#signUp.leftForSignIn",
                actions: [
                  "forgetPassword",
                  "notifyCodeExpired",
                ],
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
                  "notifyFormErrors",
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
        signingIn: {
          description: "The new account signs in (api/auth/token).",
          tags: [
            "loading",
          ],
          invoke: {
            id: "signIn",
            src: "signIn",
            onDone: {
              target: "#signUp.dataStep",
              actions: [
                {
                  type: "startSession",
                },
                "forgetPassword",
              ],
            },
            onError: {
              target: "editing",
              actions: {
                type: "notifyFailure",
              },
            },
          },
        },
        signingInExisting: {
          description: "The taken e-mail fallback: sign in with the password given.",
          tags: [
            "loading",
          ],
          invoke: {
            id: "signInExisting",
            src: "signIn",
            onDone: [
              {
                description: "The account is complete: the customer signs in from the start page.",
                guard: {
                  type: "userHasClient",
                },
                target: "#signUp.leftForSignIn",
                actions: [
                  "forgetPassword",
                  "notifyEmailRegistered",
                ],
              },
              {
                description: "The account has no personal data yet: keep the session and go on to the data step.",
                target: "#signUp.dataStep",
                actions: [
                  {
                    type: "startSession",
                  },
                  "forgetPassword",
                ],
              },
            ],
            onError: [
              {
                guard: {
                  type: "isAuthenticationError",
                },
                target: "editing",
                actions: "notifyWrongPassword",
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
    },
    dataStep: {
      meta: {
        page: "data",
      },
      description: "Personal data: the client is created (or updated, if one exists).",
      on: {
        SESSION_ENDED: {
          description: "The session ended in a step that needs it: the customer signs in again.",
          target: "#signUp.sessionEnded",
        },
      },
      initial: "editing",
      states: {
        editing: {
          description: "The personal data form (name, document, birth date, phone, address).",
          on: {
            "PAGE.SHOWN": {
              description: "Forward to the shipment step, once the personal data is saved.",
              guard: "isShipmentStepAskedWithProfile",
              target: "#signUp.shipmentsStep",
            },
            SUBMIT_DATA: [
              {
                guard: "hasClient",
                target: "updating",
                actions: {
                  type: "assignClientDraft",
                },
              },
              {
                target: "creating",
                actions: {
                  type: "assignClientDraft",
                },
              },
            ],
          },
        },
        creating: {
          description: "POST api/clients",
          tags: [
            "loading",
          ],
          invoke: {
            id: "createClient",
            src: "createClient",
            onDone: {
              target: "#signUp.shipmentsStep",
              actions: [
                {
                  type: "assignClientId",
                },
                {
                  type: "announceClient",
                },
              ],
            },
            onError: [
              {
                description: "The server found the customer under age.",
                guard: {
                  type: "isUnderAge",
                },
                target: "editing",
                actions: [
                  {
                    type: "assignFieldErrors",
                  },
                  "notifyBirthdateMinimum",
                ],
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
                  "notifyFormErrors",
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
        updating: {
          description: "PATCH api/clients/{id}",
          tags: [
            "loading",
          ],
          invoke: {
            id: "updateClient",
            src: "updateClient",
            onDone: {
              target: "#signUp.shipmentsStep",
              actions: {
                type: "announceClient",
              },
            },
            onError: [
              {
                guard: {
                  type: "isFailedValidation",
                },
                target: "editing",
                actions: [
                  {
                    type: "assignFieldErrors",
                  },
                  "notifyFormErrors",
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
    },
    shipmentsStep: {
      meta: {
        page: "shipments",
      },
      description: "Shipment: the US locker address and the recipients, to which the customer may add one.",
      on: {
        SESSION_ENDED: {
          description: "The session ended in a step that needs it: the customer signs in again.",
          target: "#signUp.sessionEnded",
        },
      },
      initial: "list",
      states: {
        list: {
          description: "The locker address and the recipients, with Add a recipient, Back and Finish.",
          on: {
            ADD_RECIPIENT: "addingRecipient",
            FINISH: "#signUp.success",
            BACK: {
              description: "Back to the personal data, which then updates the client.",
              target: "#signUp.dataStep",
              actions: "clearFieldErrors",
            },
            "PAGE.SHOWN": [
              {
                description: "Back to the personal data, which then updates the client.",
                guard: {
                  type: "isShown",
                  params: {
                    page: "data",
                  },
                },
                target: "#signUp.dataStep",
                actions: "clearFieldErrors",
              },
              {
                description: "Forward to the recipient form.",
                guard: {
                  type: "isShown",
                  params: {
                    page: "addRecipient",
                  },
                },
                target: "addingRecipient",
              },
              {
                description: "Forward to the end.",
                guard: {
                  type: "isShown",
                  params: {
                    page: "success",
                  },
                },
                target: "#signUp.success",
              },
            ],
          },
        },
        addingRecipient: {
          meta: {
            page: "addRecipient",
          },
          description: "The recipient form (the recipientCreation machine); saved, the list shows it.",
          invoke: {
            id: "recipientCreation",
            src: createMachine({
              id: "recipientCreation",
              description: "Adding a recipient, or editing one: the form, then saving it. Sign-up, consolidation and the profile’s recipients share it.",
              initial: "filling",
              states: {
                filling: {
                  description: "The recipient form: empty to add one, the recipient’s details to edit it; what was typed and the server’s field errors of the last try.",
                  on: {
                    SUBMIT: [
                      {
                        description: "Editing: the recipient the flow started with is saved again.",
                        guard: "isEditing",
                        target: "updating",
                        actions: {
                          type: "assignDraft",
                        },
                      },
                      {
                        target: "adding",
                        actions: {
                          type: "assignDraft",
                        },
                      },
                    ],
                  },
                },
                adding: {
                  description: "POST api/recipients.",
                  tags: [
                    "loading",
                  ],
                  invoke: {
                    id: "createRecipient",
                    src: "createRecipient",
                    onDone: {
                      target: "added",
                      actions: "notifyAdded",
                    },
                    onError: [
                      {
                        description: "FAILED_VALIDATION: the server’s messages under the fields, and the add-shipment-alert-field-validation toast.",
                        guard: {
                          type: "isFailedValidation",
                        },
                        target: "filling",
                        actions: [
                          {
                            type: "assignFieldErrors",
                          },
                          "notifyInvalid",
                        ],
                      },
                      {
                        description: "Any other failure: its usual toast (too many tries, no network, anything else); the form stays to try again.",
                        target: "filling",
                        actions: {
                          type: "notifyFailure",
                        },
                      },
                    ],
                  },
                },
                updating: {
                  description: "PATCH api/recipients/{id}: the same rules as adding, and only the customer’s own recipient.",
                  tags: [
                    "loading",
                  ],
                  invoke: {
                    id: "updateRecipient",
                    src: "updateRecipient",
                    onDone: {
                      target: "updated",
                      actions: "notifyUpdated",
                    },
                    onError: [
                      {
                        description: "NOT_FOUND: deleted meanwhile (another tab); back to the recipients, which no longer list it.",
                        guard: {
                          type: "isNotFound",
                        },
                        target: "gone",
                        actions: "notifyGone",
                      },
                      {
                        description: "FAILED_VALIDATION: the server’s messages under the fields, and the add-shipment-alert-field-validation toast.",
                        guard: {
                          type: "isFailedValidation",
                        },
                        target: "filling",
                        actions: [
                          {
                            type: "assignFieldErrors",
                          },
                          "notifyInvalid",
                        ],
                      },
                      {
                        description: "Any other failure: its usual toast (too many tries, no network, anything else); the form stays to try again.",
                        target: "filling",
                        actions: {
                          type: "notifyFailure",
                        },
                      },
                    ],
                  },
                },
                added: {
                  meta: {
                    page: "recipients",
                  },
                  description: "The recipient is saved: sign-up shows its list again, the profile goes back to its recipients.",
                  type: "final",
                },
                updated: {
                  meta: {
                    page: "recipients",
                  },
                  description: "The changes are saved: the profile goes back to its recipients, which show them.",
                  type: "final",
                },
                gone: {
                  meta: {
                    page: "recipients",
                  },
                  description: "The recipient edited no longer exists: the profile goes back to its recipients.",
                  type: "final",
                },
              },
            }),
            onDone: "#signUp.shipmentsStep.list",
          },
          on: {
            BACK: "#signUp.shipmentsStep.list",
            "PAGE.SHOWN": {
              guard: {
                type: "isShown",
                params: {
                  page: "shipments",
                },
              },
              target: "#signUp.shipmentsStep.list",
            },
          },
        },
      },
    },
    success: {
      meta: {
        page: "success",
      },
      description: "The account is created; the customer goes on to their account page.",
      on: {
        CONTINUE: "finished",
        "PAGE.SHOWN": {
          description: "Back to the locker address and the recipients.",
          guard: {
            type: "isShown",
            params: {
              page: "shipments",
            },
          },
          target: "shipmentsStep",
        },
        SESSION_ENDED: {
          description: "The session ended in a step that needs it: the customer signs in again.",
          target: "#signUp.sessionEnded",
        },
      },
    },
    finished: {
      meta: {
        page: "myAccount",
      },
      type: "final",
      description: "The customer is sent to /home/my-account.",
    },
    leftForSignIn: {
      meta: {
        page: "signIn",
      },
      type: "final",
      description: "The customer is sent to the sign-in page.",
    },
    alreadyRegistered: {
      meta: {
        page: "myAccount",
      },
      type: "final",
      description: "A signed-in customer whose account is complete opened a step before it: they are sent to /home/my-account.",
    },
    sessionEnded: {
      meta: {
        page: "signIn",
      },
      type: "final",
      description: "The session ended (it expired, or the customer signed out in another tab) in a step that needs it: the customer is sent to the sign-in page.",
    },
  },
});
