// emailConfirmationUi, from e2e/paths/models/email-confirmation.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const emailConfirmationUiMachine = createMachine({
  id: "emailConfirmationUi",
  initial: "emailStep",
  states: {
    emailStep: {
      meta: {
        machineStates: [
          "emailStep.editing",
        ],
      },
      description: "The e-mail of the account.",
      on: {
        ENTER_EMAIL: "codeEntry",
      },
    },
    codeEntry: {
      meta: {
        machineStates: [
          "codeValidation",
        ],
      },
      description: "A code was mailed; the code screen.",
      on: {
        ENTER_CODE: "confirmed",
      },
    },
    confirmed: {
      meta: {
        machineStates: [
          "granted",
        ],
      },
      description: "The code is confirmed: the flow goes on (here, to the new password).",
      type: "final",
    },
  },
});
