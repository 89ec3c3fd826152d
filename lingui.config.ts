import { defineConfig } from '@lingui/cli';

// Three catalogs per language: the public pages' (loaded at start), the signed-in area's (loaded
// with the shell) and the forms' flows (sign-up, recovery: loaded with them), so the first screen
// carries only the texts it shows.
const SIGNED_IN = [
  '<rootDir>/src/app/shell',
  '<rootDir>/src/features/account',
  '<rootDir>/src/features/packages',
  '<rootDir>/src/lib/package-status.ts',
  '<rootDir>/src/features/pre-alerts',
  '<rootDir>/src/lib/pre-alert-status.ts',
  '<rootDir>/src/lib/upload-rules.ts',
  '<rootDir>/machines/pre-alert-create.ts',
  '<rootDir>/src/features/shipments',
  '<rootDir>/src/features/search',
  '<rootDir>/src/features/services',
  '<rootDir>/src/features/invoices',
  '<rootDir>/src/features/checkout',
  '<rootDir>/machines/checkout.ts',
  '<rootDir>/src/features/user-information',
  '<rootDir>/src/features/profile',
  '<rootDir>/src/features/recipients',
  '<rootDir>/src/features/help',
  '<rootDir>/src/features/settings',
  '<rootDir>/machines/contact-save.ts',
  '<rootDir>/machines/photo-upload.ts',
  '<rootDir>/machines/change-password.ts',
  '<rootDir>/src/lib/shipment-status.ts',
  '<rootDir>/src/ui/timeline.tsx',
  '<rootDir>/src/ui/gallery.tsx',
  '<rootDir>/src/ui/data-table.tsx',
  '<rootDir>/src/ui/row-links.tsx',
  '<rootDir>/src/ui/pagination.tsx',
];
const FORMS = [
  '<rootDir>/src/features/sign-up',
  '<rootDir>/src/features/recovery',
  '<rootDir>/src/ui/forms',
  '<rootDir>/src/lib/field-schemas.ts',
  '<rootDir>/machines/pin.ts',
  '<rootDir>/machines/sign-up.ts',
  '<rootDir>/machines/recovery.ts',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    { path: '<rootDir>/locale/{locale}/signed-in', include: SIGNED_IN },
    { path: '<rootDir>/locale/{locale}/forms', include: FORMS },
    {
      path: '<rootDir>/locale/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [...SIGNED_IN, ...FORMS].map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
    },
  ],
  format: 'po',
});
