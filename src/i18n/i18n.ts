import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../api/contract/limits.ts';
import { LANGUAGE_COOKIE } from '../api/contract/cookies.ts';
import { LANGUAGE_STORAGE_KEY } from './detect-language.ts';

export { i18n };

const CATALOG_RETRIES = 5;
const CATALOG_RETRY_DELAY_MS = 350;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each catalog is its own chunk, compiled from locale/<lang>/messages.po by @lingui/vite-plugin. */
async function importCatalog(language: Language): Promise<Messages> {
  const module = language === 'en'
    ? await import('../../locale/en/messages.po')
    : await import('../../locale/es/messages.po');
  return module.messages;
}

/** Loads a catalog, retrying a failed chunk load (350 ms, doubling, 5 times; spec §9). */
async function loadCatalog(language: Language): Promise<Messages> {
  let delay = CATALOG_RETRY_DELAY_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await importCatalog(language);
    } catch (error) {
      if (attempt >= CATALOG_RETRIES) throw error;
      await wait(delay);
      delay *= 2;
    }
  }
}

let current: Language = DEFAULT_LANGUAGE;

/** The language requests should carry (Accept-Language), known before its catalog arrives. */
export const currentLanguage = (): Language => current;

/**
 * Switches the portal to a language: loads its catalog, activates it, keeps `<html lang>` in
 * sync and caches the choice in local storage (`i18nextLng`).
 */
export async function activateLanguage(language: Language): Promise<void> {
  current = language;
  const messages = await loadCatalog(language);
  if (current !== language) return; // a newer choice won the race
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
  // The cookie lets the server send the first page in this language too.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
