import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../api/contract/limits.ts';
import { rememberLanguage } from './remember-language.ts';
import { messages as spanishMessages } from '../../locale/es/messages.po';

export { i18n };

const CATALOG_RETRIES = 5;
const CATALOG_RETRY_DELAY_MS = 350;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A catalog in each language (lingui.config.ts), each its own chunk compiled from
 * locale/<lang>/<name>.po by @lingui/vite-plugin. The public pages' is here; the others are
 * declared where they are loaded (catalog-parts.ts, src/app/signed-in-catalogs.ts), so the first
 * screen's code does not carry the way to every catalog of the portal.
 */
export type CatalogPart = { name: string; files: Record<Language, () => Promise<{ messages: Messages }>> };

/**
 * The public pages' texts, loaded at start. The Spanish ones come in the boot: Spanish is the
 * default and the prerendered page's language, so the first screen fetches no catalog before the
 * customer acts (docs/architecture.md#the-first-screen-on-any-host); English arrives when asked.
 */
const MESSAGES: CatalogPart = {
  name: 'messages',
  files: { es: () => Promise.resolve({ messages: spanishMessages }), en: () => import('../../locale/en/messages.po') },
};

/** Loads a catalog, retrying a failed chunk load (350 ms, doubling, 5 times; docs/product.md#languages). */
async function loadCatalog(language: Language, part: CatalogPart): Promise<Messages> {
  let delay = CATALOG_RETRY_DELAY_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return (await part.files[language]()).messages;
    } catch (error) {
      if (attempt >= CATALOG_RETRIES) throw error;
      await wait(delay);
      delay *= 2;
    }
  }
}

/** The parts the portal has needed so far; a language switch loads them all. */
const parts = new Map<string, CatalogPart>([[MESSAGES.name, MESSAGES]]);

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
  const done = new Set<string>();
  const merged: Messages = {};
  for (let pending = [...parts.values()]; pending.length > 0; pending = [...parts.values()].filter((part) => !done.has(part.name))) {
    const loaded = await Promise.all(pending.map((part) => loadCatalog(language, part)));
    pending.forEach((part) => done.add(part.name));
    Object.assign(merged, ...loaded);
  }
  if (current !== language) return; // a newer choice won the race
  // `load` merges: texts of a part loaded meanwhile are kept.
  i18n.load(language, merged);
  i18n.activate(language);
  rememberLanguage(language);
}

/** Adds a part's texts in the current language (the signed-in area loads its own with the shell). */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  parts.set(part.name, part);
  const language = current;
  const messages = await loadCatalog(language, part);
  // After a switch meanwhile, the switch itself loads this part in the new language.
  if (current === language) i18n.load(language, messages);
}
