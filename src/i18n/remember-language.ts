import type { Language } from '../api/contract/limits.ts';
import { LANGUAGE_COOKIE } from '../api/contract/cookies.ts';
import { LANGUAGE_STORAGE_KEY } from './detect-language.ts';

/**
 * Keeps a language chosen: `<html lang>`, the cookie (the server sends the first page in it too)
 * and local storage, where detection finds it next time (docs/product.md#languages).
 */
export function rememberLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
