// recoveryUi, from e2e/paths/models/recovery.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const recoveryUiMachine = createMachine({
  id: "recoveryUi",
  initial: "emailStep",
  context: {
    codeConfirmed: false,
  },
  states: {
    emailStep: {
      meta: {
        machineStates: [
          "emailConfirmation",
        ],
      },
      description: "Recover your password: the e-mail.",
      on: {
        ENTER_UNKNOWN_EMAIL: "unknownEmail",
        ENTER_EMAIL: [
          {
            guard: "hasConfirmedCode",
            target: "codeEntryAgain",
            description: "A code confirmed minutes ago still counts: no new code.",
          },
          {
            target: "codeEntry",
          },
        ],
      },
    },
    codeEntry: {
      meta: {
        machineStates: [
          "emailConfirmation",
        ],
      },
      description: "A code was mailed; the code screen.",
      on: {
        ENTER_CODE: {
          target: "resetStep",
          actions: "rememberCodeConfirmed",
        },
      },
    },
    unknownEmail: {
      meta: {
        machineStates: [
          "emailConfirmation",
        ],
      },
      description: "No account has that e-mail: the message with the address, the e-mail kept.",
      on: {
        ENTER_EMAIL: "codeEntry",
      },
    },
    codeEntryAgain: {
      meta: {
        machineStates: [
          "emailConfirmation",
        ],
      },
      description: "No new code is mailed: the code screen, for the digits of the one confirmed before.",
      on: {
        ENTER_CODE: "resetStep",
      },
    },
    resetStep: {
      meta: {
        machineStates: [
          "resetStep.editing",
        ],
      },
      description: "Choose a new password.",
      on: {
        START_OVER: "emailStep",
        CHOOSE_PASSWORD: "passwordChanged",
      },
    },
    passwordChanged: {
      meta: {
        machineStates: [
          "success",
        ],
      },
      description: "The password was changed.",
      on: {
        CONTINUE: "myAccount",
      },
    },
    myAccount: {
      meta: {
        machineStates: [
          "finished",
        ],
      },
      description: "Signed in with the new password: my account.",
      type: "final",
    },
  },
});
