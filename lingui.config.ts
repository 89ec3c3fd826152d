import { defineConfig } from '@lingui/cli';

// Two catalogs per language: the public pages' (loaded at start) and the signed-in area's
// (loaded with the shell), so the first screen carries only the texts it shows.
const SIGNED_IN = ['<rootDir>/src/app/shell', '<rootDir>/src/features/account'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    { path: '<rootDir>/locale/{locale}/signed-in', include: SIGNED_IN },
    { path: '<rootDir>/locale/{locale}/messages', include: ['<rootDir>/src', '<rootDir>/machines'], exclude: SIGNED_IN.map((dir) => `${dir}/**`) },
  ],
  format: 'po',
});
