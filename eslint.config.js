// ESLint 9 flat config. The layer rules of docs/architecture.md#layers-and-imports are enforced
// with eslint-plugin-import-x's `no-restricted-paths`, which RESOLVES each import to a file and
// checks the folder it lands in (so `../../api/x.ts`, `../api/x.ts` and any depth read the same),
// and `no-cycle` (no import cycle in src/, machines/ or server/). What a folder may import from
// PACKAGES (machines/: only xstate and Lingui's descriptors; machines/lifecycles/: only xstate) is
// not a path, so those few rules stay with typescript-eslint's `no-restricted-imports` (for
// `allowTypeImports`). The zones are tested in tests/build/import-rules.test.ts.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const CODE = '{ts,tsx,js,jsx,mjs,cjs,mts,cts}';

/** The feature folders, read from the disk: each is a zone that may import no other. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const UPWARD = {
  features: 'src/features',
  app: 'src/app',
  data: 'src/data',
  forms: 'src/forms',
};
const onlyDown = (layer, forbidden) =>
  `${layer} must not import ${forbidden}: imports go app -> features -> data, forms -> ui, api, lib, i18n (docs/architecture.md#layers-and-imports).`;

const SIDE_BY_SIDE = 'src/data/ and src/forms/ sit side by side: neither imports the other.';

/**
 * The reference server's layers, top to bottom (docs/architecture.md#the-servers-layers): a layer
 * imports only the layers below it, and the folders of one layer import none of each other. The
 * entry points alone may import each other (main.ts and dev.ts start through boot.ts, which builds
 * app.ts). Beside them, server/ imports only src/api/contract and machines/lifecycles (below).
 */
const SERVER_LAYERS = [
  ['server/main.ts', 'server/dev.ts', 'server/boot.ts', 'server/app.ts'],
  ['server/config.ts'],
  ['server/openapi', 'server/dev'],
  ['server/routes', 'server/background', 'server/seed', 'server/metrics'],
  ['server/http', 'server/webhooks'],
  ['server/serializers'],
  ['server/domain'],
  ['server/auth'],
  ['server/mail'],
  ['server/rules'],
  ['server/foundation'],
  ['server/media', 'server/storage', 'server/i18n', 'server/rate-limits.ts'],
  ['server/db', 'server/clock.ts'],
  ['server/fs'],
];
const serverLayerName = (layer) => layer.map((path) => path.slice('server/'.length)).join(', ');
const SERVER_ORDER = SERVER_LAYERS.map(serverLayerName).join(' -> ');
const SERVER_LAYERS_RULE = `the server's imports go ${SERVER_ORDER} (docs/architecture.md#the-servers-layers).`;

const SERVER_ZONES = SERVER_LAYERS.flatMap((layer, index) => [
  // Nothing of a layer imports a layer above it.
  ...(index === 0
    ? []
    : [{ target: layer, from: SERVER_LAYERS.slice(0, index).flat(), message: `${layer.join(', ')} must not import a server layer above: ${SERVER_LAYERS_RULE}` }]),
  // The folders of one layer sit side by side (but the entry points, which start one another).
  ...(index === 0 || layer.length === 1
    ? []
    : layer.map((path) => ({
        target: path,
        from: layer.filter((other) => other !== path),
        message: `${path} must not import ${layer.filter((other) => other !== path).join(' or ')}: they sit side by side in one layer; ${SERVER_LAYERS_RULE}`,
      }))),
]);

/** `no-restricted-paths` zones: `target` (the importing files) may not import anything in `from`. */
const ZONES = [
  // The portal never imports the reference server, and the server imports only the contract.
  { target: ['src', 'machines'], from: 'server', message: 'The portal must not import the reference server (server/ is Node code).' },
  {
    target: 'server',
    from: 'src',
    except: ['./api/contract'],
    message: 'server/ may import only src/api/contract from src/.',
  },
  // The records' lifecycles are the one part of machines/ the server runs (docs/architecture.md#lifecycles).
  {
    target: 'server',
    from: 'machines',
    except: ['./lifecycles'],
    message: 'server/ may import only src/api/contract and machines/lifecycles from the portal.',
  },
  // server/'s own layers: no import points up (docs/architecture.md#the-servers-layers).
  ...SERVER_ZONES,

  // machines/: pure statecharts. From src/, only the contract (and only its types: see below).
  {
    target: 'machines',
    from: 'src',
    except: ['./api/contract'],
    message: 'machines/ is pure: it must not import src/ (only `import type` from src/api/contract). The app provides implementations with machine.provide().',
  },

  // machines/lifecycles/ is run by the server too: xstate and its own files only, not even the contract.
  {
    target: 'machines/lifecycles',
    from: 'machines',
    except: ['./lifecycles'],
    message: 'machines/lifecycles is run by server/: it may import only xstate and other lifecycle files, no other machine.',
  },
  { target: 'machines/lifecycles', from: 'src', message: 'machines/lifecycles is run by server/: it may import only xstate and other lifecycle files, nothing of src/.' },

  // src/api/contract is shared with server/: zod and its own files only.
  {
    target: 'src/api/contract',
    from: 'src',
    except: ['./api/contract'],
    message: 'src/api/contract is shared with server/: it may import only zod and other contract files.',
  },
  { target: 'src/api/contract', from: 'machines', message: 'src/api/contract is shared with server/: it may import only zod and other contract files.' },

  // The bottom layers: ui/, api/, lib/, i18n/ import no layer above them.
  ...['src/ui', 'src/api', 'src/lib', 'src/i18n'].flatMap((target) =>
    Object.entries(UPWARD).map(([name, from]) => ({ target, from, message: onlyDown(`${target}/`, `src/${name}`) })),
  ),
  // ui/ is presentational: no API, no data loading. Pass data in, let src/data load it, or build
  // the contract-bound form in src/forms.
  {
    target: 'src/ui',
    from: 'src/api',
    message: 'src/ui is presentational and imports nothing from src/api: pass the data in as props, load it in src/data, or move a contract-bound form to src/forms.',
  },

  // forms/: the forms and fields bound to the contract's rules, shared by features; above ui, api,
  // lib and i18n only.
  { target: 'src/forms', from: UPWARD.features, message: onlyDown('src/forms/', 'src/features') },
  { target: 'src/forms', from: UPWARD.app, message: onlyDown('src/forms/', 'src/app') },
  { target: 'src/forms', from: UPWARD.data, message: SIDE_BY_SIDE },

  // data/: hooks that load data for several features; above ui, api, lib and i18n only.
  { target: 'src/data', from: UPWARD.features, message: onlyDown('src/data/', 'src/features') },
  { target: 'src/data', from: UPWARD.app, message: onlyDown('src/data/', 'src/app') },
  { target: 'src/data', from: UPWARD.forms, message: SIDE_BY_SIDE },

  // src/track: the shared tracking page, an entry of its own that loads none of the signed-in portal.
  ...Object.entries(UPWARD).map(([name, from]) => ({
    target: 'src/track',
    from,
    message: `src/track (the shared tracking page) must not import src/${name}: it loads none of the signed-in portal (docs/architecture.md#layers-and-imports).`,
  })),
  {
    target: ['src/app', 'src/features', 'src/data', 'src/forms', 'src/ui', 'src/api', 'src/lib', 'src/i18n', 'src/prerender', 'src/main.tsx', 'src/boot.tsx', 'machines'],
    from: 'src/track',
    message: 'Nothing imports src/track: it is the shared tracking page\'s entry of its own.',
  },

  // src/worker: the service worker, an entry of its own run apart from the page (docs/performance.md#the-service-worker).
  {
    target: 'src/worker',
    from: 'src',
    except: ['./worker', './api/contract'],
    message: 'src/worker (the service worker) may import only its own files and src/api/contract: it runs apart from the page.',
  },
  { target: 'src/worker', from: 'machines', message: 'src/worker (the service worker) imports no machine: it runs apart from the page.' },
  {
    target: ['src/app', 'src/features', 'src/data', 'src/forms', 'src/ui', 'src/api', 'src/lib', 'src/i18n', 'src/prerender', 'src/track', 'src/main.tsx', 'src/boot.tsx', 'machines'],
    from: 'src/worker',
    message: 'Nothing of the page imports src/worker: the service worker is an entry of its own.',
  },

  // features/<X>/: never src/app, never another feature.
  { target: 'src/features', from: UPWARD.app, message: onlyDown('A feature', 'src/app') },
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: `A feature must not import another feature (src/features/${feature} -> another). Move what two features share down into src/data, src/forms, src/ui, src/api or src/lib.`,
  })),
];

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
    // A page's inline classic script (the atlas's walk-through): run by a browser from file://.
    name: 'casillero/browser-scripts',
    files: ['scripts/**/*.client.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },

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

  {
    name: 'casillero/layers',
    files: [`src/**/*.${CODE}`, `machines/**/*.${CODE}`, `server/**/*.${CODE}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      // Without these, import-x reads only .js modules: no-cycle never looks inside a .ts file, so
      // a cycle through one passes unseen.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
      // A cycle of values fails. import-x's no-cycle has no option for type imports: it always skips
      // `import type` and imports whose every name is `type`, since the build erases them; so the
      // type-only cycles (src/api/http.ts <-> upload.ts, src/ui/forms/phone-field.tsx <->
      // phone-field-impl.tsx) stay. External packages are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },

  // machines/: from packages only 'xstate' and Lingui's descriptors; from the contract only types.
  {
    name: 'casillero/machines-packages',
    files: [`machines/**/*.${CODE}`],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(?!xstate$|@lingui/core/macro$|@lingui/core$|\.{1,2}/)`,
              message:
                "machines/ may import only 'xstate', '@lingui/core/macro', other machine files and types of src/api/contract. The app provides real implementations with machine.provide().",
            },
            {
              regex: String.raw`^@lingui/core$`,
              allowTypeImports: true,
              message: "machines/ may import only types (MessageDescriptor) from '@lingui/core'; use '@lingui/core/macro' for messages.",
            },
            {
              regex: String.raw`(?:^|/)src/api/contract/`,
              allowTypeImports: true,
              message: 'machines/ may import only types from src/api/contract (`import type`): the zod schemas stay out of the statecharts.',
            },
          ],
        },
      ],
    },
  },

  // A transition's guard is a name or {type, params}: a combination (and, or, not) or a function is
  // named in setup(), so a diagram and Stately's literal source read one guard
  // (docs/flows/README.md#in-stately; tests/flows/stately.test.ts).
  {
    name: 'casillero/named-guards',
    files: [`machines/**/*.${CODE}`, `e2e/paths/models/**/*.${CODE}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='guard'] > :matches(CallExpression, ArrowFunctionExpression, FunctionExpression)",
          message: 'Name the guard in setup() (guards: { isSomething: and([...]) }) and refer to it by its name.',
        },
      ],
    },
  },

  // machines/lifecycles/: from packages only 'xstate' (no Lingui: the server has its own texts).
  {
    name: 'casillero/lifecycles-packages',
    files: [`machines/lifecycles/**/*.${CODE}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(?!xstate$|\./)`,
              message: "machines/lifecycles is run by server/: it may import only 'xstate' and the other files of machines/lifecycles.",
            },
          ],
        },
      ],
    },
  },

  // The contract is shared with server/: from packages, zod only.
  {
    name: 'casillero/contract-packages',
    files: [`src/api/contract/**/*.${CODE}`],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(?!zod(?:/|$)|\.{1,2}/)`,
              message: "src/api/contract is shared with server/: from packages it may import only 'zod'.",
            },
          ],
        },
      ],
    },
  },
);
