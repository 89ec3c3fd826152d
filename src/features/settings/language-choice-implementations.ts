import { fromPromise } from 'xstate';
import { languageChoiceMachine } from '../../../machines/language-choice.ts';
import type { Language } from '../../api/contract/limits.ts';
import { activateLanguage } from '../../i18n/i18n.ts';

/** The languageChoice machine with the app's language switch (catalogs, cookie, local storage). */
export function provideLanguageChoice() {
  return languageChoiceMachine.provide({
    actors: { activateLanguage: fromPromise<void, { language: Language }>(({ input }) => activateLanguage(input.language)) },
  });
}
