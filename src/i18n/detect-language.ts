import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../api/contract/limits.ts';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY } from '../api/contract/cookies.ts';

/** Where the language choice is looked up, in this order (docs/product.md#languages). */
export type LanguageSources = {
  /** `?lng=` in the address. */
  query?: string | null;
  /** The `i18next` cookie. */
  cookie?: string | null;
  /** `localStorage.i18nextLng`: the cached choice. */
  localStorage?: string | null;
  /** `sessionStorage.i18nextLng`. */
  sessionStorage?: string | null;
  /** `navigator.languages`, most preferred first. */
  navigator?: readonly string[] | null;
  /** `<html lang>`. */
  htmlLang?: string | null;
};

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** `es-419`, `ES_ve`, ` en-US ` → a supported language, or null. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : null;
}

/** The first supported language among the sources, in detection order; Spanish otherwise. */
export function detectLanguage(sources: LanguageSources): Language {
  const candidates = [
    sources.query,
    sources.cookie,
    sources.localStorage,
    sources.sessionStorage,
    ...(sources.navigator ?? []),
    sources.htmlLang,
  ];
  for (const candidate of candidates) {
    const language = normalizeLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Reads a cookie's value from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

const safely = (read: () => string | null | undefined): string | null => {
  try {
    return read() ?? null;
  } catch {
    return null; // storage can be blocked (privacy modes, sandboxed frames)
  }
};

/** Gathers the sources from the browser. */
export function readBrowserLanguageSources(): LanguageSources {
  return {
    query: safely(() => new URLSearchParams(window.location.search).get(LANGUAGE_QUERY)),
    cookie: safely(() => readCookie(document.cookie, LANGUAGE_COOKIE)),
    localStorage: safely(() => window.localStorage.getItem(LANGUAGE_STORAGE_KEY)),
    sessionStorage: safely(() => window.sessionStorage.getItem(LANGUAGE_STORAGE_KEY)),
    navigator: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.lang,
  };
}
