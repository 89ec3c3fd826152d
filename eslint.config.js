// ESLint 9 flat config. The layer rules of architecture.md ("Imports go one way") are enforced
// with `no-restricted-imports` regex patterns (typescript-eslint's version of the rule, for
// `allowTypeImports`), one config object per folder. In a flat config a
// later object that sets the same rule REPLACES its options, so the `files` of the layer objects
// below are disjoint: every file gets exactly one list of restrictions.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const CODE = '{ts,tsx,js,jsx,mjs,cjs,mts,cts}';

/** A relative specifier going up one or more folders, e.g. `../../`. */
const UP = String.raw`^(?:\.\./)+`;
/** How a specifier reaches into src/: `../../`, `../../src/`, `@/`, `src/`. */
const INTO_SRC = String.raw`(?:^(?:\.\./)+(?:src/)?|^@/|^/?src/)`;

const noServer = {
  regex: String.raw`${UP}server(?:/|$)`,
  message: 'The portal must not import the reference server (server/ is Node code).',
};
const noFeaturesOrApp = {
  regex: String.raw`${INTO_SRC}(?:features|app)(?:/|$)`,
  message:
    'ui/, api/, lib/ and i18n/ must not import src/features or src/app: imports go app -> features -> ui, api, lib, i18n.',
};
const noApp = {
  regex: String.raw`${INTO_SRC}app(?:/|$)`,
  message: 'A feature must not import src/app: imports go app -> features.',
};
const noOtherFeatureByName = {
  regex: String.raw`${INTO_SRC}features(?:/|$)`,
  message:
    'A feature must not import another feature (import your own files with ./). Move what two features share down into src/ui, src/api or src/lib.',
};

/** Restrict `no-restricted-imports` to `patterns` for exactly `files` (minus `ignores`). */
function layer(name, files, patterns, ignores = []) {
  return {
    name: `casillero/layers/${name}`,
    files,
    ignores,
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
    },
  };
}

// A file in src/features/<X>/ at depth d (d folders below <X>) reaches a sibling feature with
// exactly d+1 `../` followed by a name: `../packages/x` from src/features/auth/a.tsx.
const FEATURE_DEPTHS = 6;
const featureLayers = Array.from({ length: FEATURE_DEPTHS }, (_, depth) => {
  const dirs = '*/'.repeat(depth);
  const files =
    depth === FEATURE_DEPTHS - 1
      ? [`src/features/*/${dirs}**/*.${CODE}`]
      : [`src/features/*/${dirs}*.${CODE}`];
  const sibling = {
    regex: String.raw`^(?:\.\./){${depth + 1}}(?!\.\.?/)[^/]+`,
    message:
      'A feature must not import another feature. Move what two features share down into src/ui, src/api or src/lib.',
  };
  return layer(`features-depth-${depth}`, files, [sibling, noOtherFeatureByName, noApp, noServer]);
});

export default tseslint.config(
  {
    name: 'casillero/ignores',
    ignores: [
      'dist/',
      'node_modules/',
      '.data/',
      '.data-*/',
      '.bench/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'locale/*/messages.js',
      'locale/*/messages.mjs',
      'locale/*/messages.ts',
    ],
  },

  js.configs.recommended,
  ...tseslint.configs.recommended,

  {
    name: 'casillero/base',
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'no-console': 'off',
    },
  },

  {
    name: 'casillero/browser',
    files: [`src/**/*.${CODE}`, `machines/**/*.${CODE}`],
    languageOptions: { globals: { ...globals.browser } },
  },

  // The classic hook rules. The React Compiler rules of the plugin's `recommended` preset
  // (set-state-in-effect, refs, purity, ...) are left out: the portal is not compiled with the
  // React Compiler. To try them: `...reactHooks.configs.flat.recommended` here.
  {
    name: 'casillero/react-hooks',
    files: [`src/**/*.${CODE}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // --- Layers: which folder may import what -------------------------------------------------

  // machines/: pure statecharts; only xstate, Lingui message descriptors and sibling machines.
  layer('machines', [`machines/**/*.${CODE}`], [
    {
      regex: String.raw`^(?!xstate$|@lingui/core/macro$|@lingui/core$|\./[^/])`,
      message:
        "machines/ may import only 'xstate', '@lingui/core/macro' and other machine files (./x.ts). The app provides real implementations with machine.provide().",
    },
    {
      regex: String.raw`^@lingui/core$`,
      allowTypeImports: true,
      message: "machines/ may import only types (MessageDescriptor) from '@lingui/core'; use '@lingui/core/macro' for messages.",
    },
  ]),

  // The zod contract is shared with server/: zod and its own files only.
  layer('api-contract', [`src/api/contract/**/*.${CODE}`], [
    {
      regex: String.raw`^(?!zod(?:/|$)|\./[^/])`,
      message: "src/api/contract is shared with server/: it may import only 'zod' and other contract files (./x.ts).",
    },
  ]),

  // ui/, api/, lib/, i18n/: the bottom layers.
  layer(
    'shared',
    [`src/ui/**/*.${CODE}`, `src/api/**/*.${CODE}`, `src/lib/**/*.${CODE}`, `src/i18n/**/*.${CODE}`],
    [noFeaturesOrApp, noServer],
    [`src/api/contract/**`],
  ),

  // features/<X>/: never another feature, never app/.
  ...featureLayers,

  // app/ and the boot file may import any of src/ and machines/, but not the server.
  layer('app', [`src/app/**/*.${CODE}`, `src/*.${CODE}`], [noServer]),

  // server/: the contract of src/api/contract and nothing else of src/.
  layer('server', [`server/**/*.${CODE}`], [
    {
      regex: String.raw`(?:${UP}|^@/|^/?)src/(?!api/contract/)`,
      message: 'server/ may import only src/api/contract from src/.',
    },
  ]),
);
