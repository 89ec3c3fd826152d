// signUp, from machines/sign-up.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
// It invokes emailConfirmation, which other flows invoke too: open emailConfirmation.js beside this file to walk it.
// It invokes recipientCreation, which other flows invoke too: open recipientCreation.js beside this file to walk it.
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
          target: "emailConfirmation",
          description: "Not signed in: sign-up starts at the e-mail.",
        },
      ],
    },
    emailConfirmation: {
      meta: {
        page: "email",
        pagesOf: "emailConfirmation",
      },
      description: "The e-mail, then the code e-mailed to it (the emailConfirmation machine), until a code is granted.",
      on: {
        "PAGE.SHOWN": {
          description: "Back or Forward between the e-mail and the code.",
          actions: "showPageToEmailConfirmation",
        },
      },
      invoke: {
        id: "emailConfirmation",
        src: "emailConfirmation",
        onDone: {
          target: "codeValidationSuccess",
          actions: {
            type: "assignConfirmedEmail",
          },
        },
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
            target: "emailConfirmation",
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
                target: "#signUp.emailConfirmation",
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
            src: "recipientCreation",
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
