import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../api/contract/limits.ts';
import { LANGUAGE_COOKIE } from '../api/contract/cookies.ts';
import { LANGUAGE_STORAGE_KEY } from './detect-language.ts';

export { i18n };

const CATALOG_RETRIES = 5;
const CATALOG_RETRY_DELAY_MS = 350;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each language has three catalogs (lingui.config.ts): the public pages' (`messages`, loaded at
 * start), the signed-in area's (loaded with the shell) and the forms' (sign-up, recovery). Each is its own chunk, compiled from
 * locale/<lang>/<part>.po by @lingui/vite-plugin.
 */
export type CatalogPart = 'messages' | 'signed-in' | 'forms';

const catalogs: Record<CatalogPart, Record<Language, () => Promise<{ messages: Messages }>>> = {
  messages: {
    es: () => import('../../locale/es/messages.po'),
    en: () => import('../../locale/en/messages.po'),
  },
  'signed-in': {
    es: () => import('../../locale/es/signed-in.po'),
    en: () => import('../../locale/en/signed-in.po'),
  },
  forms: {
    es: () => import('../../locale/es/forms.po'),
    en: () => import('../../locale/en/forms.po'),
  },
};

/** Loads a catalog, retrying a failed chunk load (350 ms, doubling, 5 times; spec §9). */
async function loadCatalog(language: Language, part: CatalogPart): Promise<Messages> {
  let delay = CATALOG_RETRY_DELAY_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return (await catalogs[part][language]()).messages;
    } catch (error) {
      if (attempt >= CATALOG_RETRIES) throw error;
      await wait(delay);
      delay *= 2;
    }
  }
}

/** The parts the portal has needed so far; a language switch loads them all. */
const parts = new Set<CatalogPart>(['messages']);

let current: Language = DEFAULT_LANGUAGE;

/** The language requests should carry (Accept-Language), known before its catalog arrives. */
export const currentLanguage = (): Language => current;

/**
 * Switches the portal to a language: loads its catalog, activates it, keeps `<html lang>` in
 * sync and caches the choice in local storage (`i18nextLng`).
 */
export async function activateLanguage(language: Language): Promise<void> {
  current = language;
  // Every part needed so far, including one asked for while these load.
  const done = new Set<CatalogPart>();
  const merged: Messages = {};
  for (let pending = [...parts]; pending.length > 0; pending = [...parts].filter((part) => !done.has(part))) {
    const loaded = await Promise.all(pending.map((part) => loadCatalog(language, part)));
    pending.forEach((part) => done.add(part));
    Object.assign(merged, ...loaded);
  }
  if (current !== language) return; // a newer choice won the race
  // `load` merges: texts of a part loaded meanwhile are kept.
  i18n.load(language, merged);
  i18n.activate(language);
  document.documentElement.lang = language;
  // The cookie lets the server send the first page in this language too.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** Adds a part's texts in the current language (the signed-in area loads its own with the shell). */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  parts.add(part);
  const language = current;
  const messages = await loadCatalog(language, part);
  // After a switch meanwhile, the switch itself loads this part in the new language.
  if (current === language) i18n.load(language, messages);
}
