// The shared tracking page's texts: a catalog of its own (locale/<lang>/track.po), none of the
// portal's. Spanish comes with the page; English is fetched when detected or chosen.
import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../api/contract/limits.ts';
import { detectLanguage, readBrowserLanguageSources } from '../i18n/detect-language.ts';
import { rememberLanguage } from '../i18n/remember-language.ts';
import { messages as spanishMessages } from '../../locale/es/track.po';

export { i18n };

const CATALOGS: Record<Language, () => Promise<Messages>> = {
  es: () => Promise.resolve(spanishMessages),
  en: async () => (await import('../../locale/en/track.po')).messages,
};

let wanted: Language | null = null;

/** Loads and activates a language; a choice (not a detection) is kept as the portal keeps it. */
export async function activateTrackLanguage(language: Language, { chosen }: { chosen: boolean }): Promise<void> {
  wanted = language;
  const messages = await CATALOGS[language]();
  if (wanted !== language) return; // a newer choice won the race
  i18n.loadAndActivate({ locale: language, messages });
  if (chosen) rememberLanguage(language);
  else document.documentElement.lang = language;
}

/** The visitor's language, found as the portal finds it (docs/product.md#languages). */
export const detectedLanguage = (): Language => detectLanguage(readBrowserLanguageSources());
