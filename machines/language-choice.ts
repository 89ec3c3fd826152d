import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '../src/api/contract/limits.ts';

export type LanguageChoiceContext = {
  /** The language chosen last: shown as chosen while its texts load. */
  chosen: Language | null;
};
export type LanguageChoiceEvent = { type: 'CHOOSE'; language: Language };

/**
 * The settings page's language (docs/product.md#settings): a choice shows at once, the portal switches once
 * that language's texts are loaded, and "Saved." confirms it. A later choice replaces one still
 * loading.
 */
export const languageChoiceMachine = setup({
  types: {
    context: {} as LanguageChoiceContext,
    events: {} as LanguageChoiceEvent,
  },
  actors: {
    activateLanguage: fromPromise<void, { language: Language }>(async () => {
      throw new Error('activateLanguage is provided by the app');
    }),
  },
  actions: {
    assignChosen: assign((_, params: { language: Language }) => ({ chosen: params.language })),
    forgetChosen: assign({ chosen: null }),
  },
}).createMachine({
  id: 'languageChoice',
  description: 'Choosing the portal’s language on the settings page.',
  context: { chosen: null },
  initial: 'idle',
  on: {
    CHOOSE: {
      target: '.switching',
      reenter: true,
      actions: { type: 'assignChosen', params: ({ event }) => ({ language: event.language }) },
    },
  },
  states: {
    idle: {
      description: 'The current language is shown as chosen.',
    },
    switching: {
      description: 'The chosen language shows as chosen while its texts load.',
      tags: ['loading'],
      invoke: {
        id: 'activateLanguage',
        src: 'activateLanguage',
        input: ({ event }) => ({ language: event.language }),
        onDone: { target: 'saved', actions: 'forgetChosen' },
        // The texts could not be loaded: the choice goes back to the current language.
        onError: { target: 'idle', actions: 'forgetChosen' },
      },
    },
    saved: {
      description: 'The portal is in the chosen language, and "Saved." is shown.',
    },
  },
});
