import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/locale/{locale}/messages',
      include: ['src', 'machines'],
    },
  ],
  format: 'po',
});
