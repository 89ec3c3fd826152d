import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// A page carries only the texts it can show. Per language:
// - `messages`: the public pages' (loaded at start);
// - `signed-in`: the signed-in area's frame, my account and what several signed-in pages share
//   (loaded with the shell);
// - one per signed-in feature folder (FEATURE_CATALOGS), with the machines of its flows (loaded with its
//   pages, src/app/signed-in-routes.tsx);
// - `forms`: the forms' fields and rules (loaded with any form);
// - `public-flows`: sign-up's and recovery's (loaded with them);
// - `track`: the shared tracking page's, an entry of its own (track.html).
const SIGNED_IN = [
  '<rootDir>/src/app/shell',
  // The offer of a new release shows in the signed-in area only (src/app/release-update-slot.tsx).
  '<rootDir>/src/app/release-update.tsx',
  '<rootDir>/src/features/account',
  // The shell's header has the search form.
  '<rootDir>/src/features/search/search-form.tsx',
  // My account's packages show their free storage too.
  '<rootDir>/src/ui/free-storage-note.tsx',
  '<rootDir>/src/lib/package-status.ts',
  '<rootDir>/src/lib/pre-alert-status.ts',
  '<rootDir>/src/lib/shipment-status.ts',
  '<rootDir>/src/lib/upload-rules.ts',
  '<rootDir>/src/ui/timeline.tsx',
  '<rootDir>/src/ui/gallery.tsx',
  '<rootDir>/src/ui/data-table.tsx',
  '<rootDir>/src/ui/row-links.tsx',
  '<rootDir>/src/ui/pagination.tsx',
];
/**
 * The feature folders whose texts go elsewhere; every other folder of src/features is a signed-in
 * feature with a catalog of its own, found on disk: a new folder gets its own catalog instead of
 * growing the first screen's (tests/i18n/feature-catalogs.test.ts checks its pages load it).
 */
export const NOT_OWN_CATALOG: Record<string, string> = {
  auth: 'messages: the sign-in page is the first screen',
  account: 'signed-in: my account is the landing page, loaded with the shell',
  'sign-up': 'public-flows',
  recovery: 'public-flows',
};
export const FEATURE_CATALOGS = readdirSync(resolve(process.cwd(), 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !(entry.name in NOT_OWN_CATALOG))
  .map((entry) => entry.name)
  .sort();
/** The machines of a feature's flows, in its catalog (machines/ is not in a feature's folder). */
const FLOW_MACHINES: Record<string, string[]> = {
  'pre-alerts': ['pre-alert-create'],
  checkout: ['checkout'],
  // The recipient form's flow runs inside it as a child (its toasts).
  consolidation: ['consolidation', 'recipient-creation'],
  profile: ['contact-save', 'photo-upload', 'change-password'],
  recipients: ['recipient-creation', 'recipient-removal'],
  settings: ['notice-settings'],
  shipments: ['shipment-cancellation', 'shipment-sharing'],
  // npm run new:flow adds its machines above this line.
};
const featureFiles = (feature: string) => [
  `<rootDir>/src/features/${feature}`,
  ...(FLOW_MACHINES[feature] ?? []).map((machine) => `<rootDir>/machines/${machine}.ts`),
];
const FORMS = ['<rootDir>/src/ui/forms', '<rootDir>/src/forms', '<rootDir>/src/lib/field-schemas.ts'];
const PUBLIC_FLOWS = [
  '<rootDir>/src/features/sign-up',
  '<rootDir>/src/features/recovery',
  '<rootDir>/machines/email-confirmation.ts',
  '<rootDir>/machines/pin.ts',
  '<rootDir>/machines/sign-up.ts',
  '<rootDir>/machines/recovery.ts',
  // Sign-up invokes it for its add-recipient page (the recipients' catalog has it too).
  '<rootDir>/machines/recipient-creation.ts',
];
/**
 * The shared tracking page (track.html): an entry of its own, whose catalog holds all it shows; the
 * timeline and the statuses are the signed-in area's too.
 */
const TRACK = ['<rootDir>/src/track', '<rootDir>/machines/shared-tracking.ts', '<rootDir>/src/ui/timeline.tsx', '<rootDir>/src/lib/shipment-status.ts'];
const ELSEWHERE = [...SIGNED_IN, ...FEATURE_CATALOGS.flatMap(featureFiles), ...FORMS, ...PUBLIC_FLOWS, ...TRACK];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    { path: '<rootDir>/locale/{locale}/signed-in', include: SIGNED_IN },
    ...FEATURE_CATALOGS.map((feature) => ({
      path: `<rootDir>/locale/{locale}/${feature}`,
      include: featureFiles(feature),
      exclude: SIGNED_IN.filter((path) => path.startsWith(`<rootDir>/src/features/${feature}/`)),
    })),
    { path: '<rootDir>/locale/{locale}/forms', include: FORMS },
    { path: '<rootDir>/locale/{locale}/public-flows', include: PUBLIC_FLOWS },
    { path: '<rootDir>/locale/{locale}/track', include: TRACK },
    {
      path: '<rootDir>/locale/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ELSEWHERE.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
    },
  ],
  // Origins name the file, not its line: a new string changes its own lines of the catalog only.
  format: formatter({ lineNumbers: false }),
});
