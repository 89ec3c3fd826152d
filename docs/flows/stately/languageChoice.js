// languageChoice, from machines/language-choice.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const languageChoiceMachine = createMachine({
  id: "languageChoice",
  description: "Choosing the portal’s language on the settings page.",
  context: {
    chosen: null,
  },
  initial: "idle",
  on: {
    CHOOSE: {
      target: ".switching",
      reenter: true,
      actions: {
        type: "assignChosen",
      },
    },
  },
  states: {
    idle: {
      description: "The current language is shown as chosen.",
    },
    switching: {
      description: "The chosen language shows as chosen while its texts load.",
      tags: [
        "loading",
      ],
      invoke: {
        id: "activateLanguage",
        src: "activateLanguage",
        onDone: {
          target: "saved",
          actions: "forgetChosen",
        },
        onError: {
          target: "idle",
          actions: "forgetChosen",
        },
      },
    },
    saved: {
      description: "The portal is in the chosen language, and \"Saved.\" is shown.",
    },
  },
});
