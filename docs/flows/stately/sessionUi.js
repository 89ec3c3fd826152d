// sessionUi, from e2e/paths/models/session.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const sessionUiMachine = createMachine({
  id: "sessionUi",
  initial: "signInPage",
  states: {
    signInPage: {
      description: "The sign-in page, nobody signed in.",
      on: {
        SIGN_IN_WRONG_PASSWORD: "wrongCredentials",
        SIGN_IN: "myAccount",
        SIGN_IN_WITHOUT_CLIENT: "completingProfile",
        OPEN_INVOICE_SIGNED_OUT: "deepLinkSignIn",
      },
    },
    deepLinkSignIn: {
      description: "An invoice’s address opened signed out (a long query too): the sign-in page.",
      on: {
        SIGN_IN: "invoice",
      },
    },
    invoice: {
      description: "Signed in: that invoice, not my account.",
    },
    wrongCredentials: {
      description: "Still on sign-in, with the wrong-credentials message and the e-mail kept.",
      on: {
        SIGN_IN: "myAccount",
      },
    },
    myAccount: {
      description: "Signed in with personal data: my account.",
      on: {
        RELOAD: "myAccount",
        SESSION_ENDS_ELSEWHERE: "sessionExpired",
        LOG_OUT: "signedOut",
        OPEN_SECOND_TAB: "twoTabs",
      },
    },
    twoTabs: {
      description: "My account open in a second tab of the same browser, beside the first.",
      on: {
        LOG_OUT: "signedOutInBothTabs",
      },
    },
    signedOutInBothTabs: {
      description: "Logged out in the first tab: the second is back on sign-in too, with the signed-out-elsewhere message.",
      on: {
        SIGN_IN: "twoTabs",
      },
    },
    completingProfile: {
      description: "Signed in without personal data: the sign-up data step.",
      on: {
        RELOAD: "completingProfile",
        OPEN_LOGOUT: "signedOut",
      },
    },
    sessionExpired: {
      description: "Back on sign-in with the session-expired message.",
      on: {
        SIGN_IN: "myAccount",
      },
    },
    signedOut: {
      description: "Back on sign-in, the session forgotten.",
      on: {
        SIGN_IN: "myAccount",
      },
    },
  },
});
