// session, from machines/session.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const sessionMachine = createMachine({
  id: "session",
  description: "Who is signed in. The session owns the token: it is kept on the device, checked against the server at start-up, and handed to every request. The browser's other tabs share it: signing out or in there moves this tab too.",
  initial: "booting",
  invoke: {
    id: "otherTabs",
    src: "watchOtherTabs",
  },
  on: {
    SIGNED_IN_ELSEWHERE: {
      description: "Another tab signed in (another account or the same): this tab checks the new token and shows that customer.",
      target: ".validating",
      actions: {
        type: "adoptToken",
      },
    },
    SIGNED_OUT_ELSEWHERE: {
      description: "Another tab signed out (it revoked and forgot the token): this tab signs out too, with a message.",
      guard: "hasToken",
      target: ".signedOut",
      actions: [
        "clearSession",
        "notifySignedOutElsewhere",
      ],
    },
  },
  states: {
    booting: {
      description: "Start-up: is there a stored token to check?",
      tags: [
        "loading",
      ],
      always: [
        {
          guard: "hasToken",
          target: "validating",
        },
        {
          target: "signedOut",
        },
      ],
    },
    validating: {
      description: "The token is checked by loading the customer (api/users/me): the stored one at start-up, another tab's after it signed in.",
      tags: [
        "loading",
      ],
      invoke: {
        id: "loadUser",
        src: "loadUser",
        onDone: {
          target: "signedIn",
          actions: {
            type: "assignUser",
          },
        },
        onError: [
          {
            guard: {
              type: "isAuthenticationError",
            },
            target: "signedOut",
            actions: [
              "forgetToken",
              "clearSession",
              "notifySessionExpired",
            ],
          },
          {
            target: "unreachable",
            description: "Any other failure: the token is kept, and checked again on a retry.",
          },
        ],
      },
    },
    unreachable: {
      description: "The server could not be reached to check the stored token; the customer can retry.",
      tags: [
        "error",
      ],
      on: {
        RETRY: "validating",
      },
    },
    signedOut: {
      description: "No one is signed in: only the public routes are open.",
      initial: "idle",
      states: {
        idle: {
          description: "The sign-in form, waiting for the e-mail and password.",
          on: {
            LOGIN: "signingIn",
          },
        },
        signingIn: {
          description: "E-mail and password are sent to api/auth/token.",
          tags: [
            "loading",
          ],
          invoke: {
            id: "login",
            src: "login",
            onDone: {
              target: "#session.signedIn",
              actions: [
                {
                  type: "storeToken",
                },
                {
                  type: "assignSession",
                },
              ],
            },
            onError: [
              {
                guard: {
                  type: "isAuthenticationError",
                },
                target: "idle",
                actions: "notifyWrongCredentials",
              },
              {
                guard: {
                  type: "isTooManyRequests",
                },
                target: "idle",
                actions: "notifyTooManyAttempts",
              },
              {
                guard: {
                  type: "isNetworkError",
                },
                target: "idle",
                actions: "notifyUnreachable",
              },
              {
                target: "idle",
                actions: "notifyUnexpected",
              },
            ],
          },
        },
      },
      on: {
        SIGN_IN_REQUIRED: [
          {
            description: "A signed-out visit to the signed-in area: that address is opened after sign-in.",
            guard: {
              type: "isSignedInAreaAddress",
            },
            actions: {
              type: "keepReturnTo",
            },
          },
          {
            description: "Any other address is not carried (no redirect out of the signed-in area).",
            actions: "forgetReturnTo",
          },
        ],
        SESSION_STARTED: {
          target: "signedIn",
          actions: [
            {
              type: "storeToken",
            },
            {
              type: "assignSession",
            },
          ],
        },
      },
    },
    signedIn: {
      description: "A customer is signed in. Without a client profile, only the sign-up data step is open.",
      initial: "checkingProfile",
      states: {
        checkingProfile: {
          description: "Has the customer a client profile (personal data)? The whole area opens, or only the data step.",
          always: [
            {
              guard: "hasClient",
              target: "withClient",
            },
            {
              target: "withoutClient",
            },
          ],
        },
        withClient: {
          description: "The whole signed-in area is open.",
          initial: "current",
          states: {
            current: {
              on: {
                REFRESH: "refreshing",
              },
            },
            refreshing: {
              description: "The customer's data is loaded again (a page that shows it, or a language change).",
              invoke: {
                id: "refreshUser",
                src: "loadUser",
                onDone: {
                  target: "#session.signedIn.checkingProfile",
                  actions: {
                    type: "assignUser",
                  },
                },
                onError: "current",
              },
            },
          },
        },
        withoutClient: {
          description: "The customer must complete the sign-up data step first.",
        },
      },
      on: {
        CLIENT_SAVED: {
          description: "The customer's client profile was created (sign-up) or saved (my profile): the header's name, the photo, the guards follow.",
          target: ".checkingProfile",
          actions: {
            type: "assignClient",
          },
        },
        LOGOUT: "loggingOut",
        DEEP_LINK_OPENED: {
          description: "The address carried through sign-in is open.",
          actions: "forgetReturnTo",
        },
        SESSION_EXPIRED: {
          description: "A request with the session's token was refused (401): the token was revoked or ran out. A request without a token ends nothing (src/api/http.ts).",
          target: "signedOut",
          actions: [
            "forgetToken",
            "clearSession",
            "notifySessionExpired",
          ],
        },
      },
    },
    loggingOut: {
      description: "The token is revoked on the server; the customer is signed out whatever it answers.",
      tags: [
        "loading",
      ],
      entry: [
        "forgetToken",
        "forgetReturnTo",
      ],
      invoke: {
        id: "logout",
        src: "logout",
        onDone: {
          target: "signedOut",
          actions: "clearSession",
        },
        onError: {
          target: "signedOut",
          actions: "clearSession",
        },
      },
    },
  },
});
