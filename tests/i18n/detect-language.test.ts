import { describe, expect, it } from 'vitest';
import { detectLanguage, normalizeLanguage, readCookie } from '../../src/i18n/detect-language.ts';

describe('normalizeLanguage', () => {
  it.each([
    ['es', 'es'],
    ['es-419', 'es'],
    ['es-VE', 'es'],
    ['ES_ve', 'es'],
    [' en-US ', 'en'],
    ['EN', 'en'],
    ['en_GB', 'en'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });

  it.each([[''], ['pt-BR'], ['fr'], ['e'], ['español'], [null], [undefined]])('%s is not supported', (input) => {
    expect(normalizeLanguage(input)).toBeNull();
  });
});

describe('detectLanguage', () => {
  const all = {
    query: 'en',
    cookie: 'es',
    localStorage: 'en',
    sessionStorage: 'es',
    navigator: ['en-US'],
    htmlLang: 'es',
  };

  it('falls back to Spanish when nothing is known', () => {
    expect(detectLanguage({})).toBe('es');
    expect(detectLanguage({ navigator: [] })).toBe('es');
  });

  it('follows the order query, cookie, local storage, session storage, browser, <html lang>', () => {
    expect(detectLanguage(all)).toBe('en');
    expect(detectLanguage({ ...all, query: null })).toBe('es'); // cookie
    expect(detectLanguage({ ...all, query: null, cookie: null })).toBe('en'); // local storage
    expect(detectLanguage({ ...all, query: null, cookie: null, localStorage: null })).toBe('es'); // session storage
    expect(detectLanguage({ ...all, query: null, cookie: null, localStorage: null, sessionStorage: null })).toBe('en'); // browser
    expect(detectLanguage({ htmlLang: 'en' })).toBe('en');
  });

  it('skips unsupported values and keeps looking', () => {
    expect(detectLanguage({ query: 'fr', cookie: 'de-DE', localStorage: 'es-419' })).toBe('es');
    expect(detectLanguage({ navigator: ['pt-BR', 'en-GB', 'es'] })).toBe('en');
    expect(detectLanguage({ query: 'xx', htmlLang: 'en' })).toBe('en');
  });

  it('normalises regional variants (es-419 → es)', () => {
    expect(detectLanguage({ query: 'es-419' })).toBe('es');
    expect(detectLanguage({ localStorage: 'en-US' })).toBe('en');
  });

  it('lets the cached choice win over the browser language', () => {
    expect(detectLanguage({ localStorage: 'en', navigator: ['es-VE', 'es'] })).toBe('en');
    expect(detectLanguage({ localStorage: 'es', navigator: ['en-US'] })).toBe('es');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; i18next=en; b=2', 'i18next')).toBe('en');
    expect(readCookie('i18next=es-419', 'i18next')).toBe('es-419');
    expect(readCookie('x=%20y', 'x')).toBe(' y');
  });

  it('gives null when absent', () => {
    expect(readCookie('', 'i18next')).toBeNull();
    expect(readCookie('i18nextLng=en', 'i18next')).toBeNull();
  });
});
