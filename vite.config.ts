/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { stripMachineDescriptions } from './build/strip-machine-descriptions.ts';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';
import { zodWithoutEnglish } from './build/zod-without-english.ts';
import { precompress } from './build/precompress.ts';
import { withoutTrackPageCode } from './build/service-worker-files.ts';
import { sourceMapsApart } from './build/source-maps-apart.ts';
import { trackPageBuild, trackPageServe } from './build/track-page.ts';
import { TRACK_PAGE } from './server/http/track-page.ts';
import { APP_FIRST_CLASS, FIRST_SCREEN_CODE_META, FIRST_SCREEN_SCRIPT } from './src/api/contract/page.ts';
import { SERVICE_WORKER_PATH } from './src/api/contract/offline-data.ts';
import { TOKEN_KEY } from './src/api/token-store.ts';
import { markFirstScreen } from './src/app/first-screen-mark.ts';

// --- The sign-in page's JavaScript budget (120 KB gzip, `npm run bench`) -----------------------

/**
 * react-router's package points every import condition at its development build, which keeps its
 * warnings; the production build beside it differs only in that flag.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * react-router's bundle creates its components with `React.forwardRef(...)` and
 * `React.createContext(...)` calls that carry no pure annotation, and sets `displayName` on them:
 * to the bundler, side effects, so `Form`, `ScrollRestoration` and what they use stay in the
 * bundle unused. Both calls are pure and `displayName` only serves React's development tools.
 * (Line breaks are kept, so the source map stays close.)
 */
const reactRouterTreeShaking: Plugin = {
  name: 'casillero:react-router-tree-shaking',
  apply: 'build',
  transform(code, id) {
    if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
    return {
      code: code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2('),
      map: null,
    };
  },
};

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

/** The ids of `start` and of every module it imports statically. */
function staticClosure(graph: ModuleGraph, start: string | undefined): Set<string> {
  const seen = new Set<string>();
  const queue = start ? [start] : [];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Two chunks for the first screen besides the entry (src/main.tsx, which only starts the session
 * check): `react` (react, react-dom, the scheduler) and `boot` (everything else src/boot.tsx
 * imports). The page names both for the entry to fetch at once (`firstScreenCode`). Left alone,
 * the bundler splits what the boot needs into many small chunks (a module the boot shares with a
 * lazy page gets its own): more requests, and several KB lost to compressing each apart.
 *
 * One more, `app`, for everything past the first screen that a signed-in page needs at once: the
 * client (the contract's envelope, the session's and the company's calls) and the signed-in area's
 * frame with its landing page, my account. A phone on HTTP/1.1 opens six connections: my account
 * was 27 small files fetched in five waves, then four chunks of which the shell came a round trip
 * after the others. Recovery and sign-up load `app` too (they call the API, and both lead into
 * the signed-in area); that is 10 KB they may not show, for one file fewer on every signed-in
 * visit. Computed from the module graph once it is complete.
 */
const FIRST_SCREEN = { entry: '/src/main.tsx', react: '/src/app/react-first.ts', boot: '/src/boot.tsx' };
const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const APP_STARTS = [
  '/src/api/http.ts',
  '/src/api/auth.ts',
  '/src/api/site.ts',
  '/src/app/signed-in-routes.tsx',
  '/src/app/shell/shell-layout.tsx',
  '/src/features/account/my-account-page.tsx',
];

const groups = {
  entry: new Set<string>(),
  react: new Set<string>(),
  boot: new Set<string>(),
  app: new Set<string>(),
};
const chunkGroups: Plugin = {
  name: 'casillero:chunk-groups',
  apply: 'build',
  buildEnd() {
    const graph = this as unknown as ModuleGraph;
    const ids = [...graph.getModuleIds()];
    const closureOf = (ends: string[]) => {
      const all = new Set<string>();
      for (const end of ends) for (const id of staticClosure(graph, ids.find((i) => i.endsWith(end)))) all.add(id);
      return all;
    };
    const entry = closureOf([FIRST_SCREEN.entry]);
    const boot = closureOf([FIRST_SCREEN.boot]);
    const app = closureOf(APP_STARTS);
    for (const set of Object.values(groups)) set.clear();
    for (const id of entry) if (!id.endsWith(FIRST_SCREEN.entry) && !id.endsWith('.css')) groups.entry.add(id);
    for (const id of closureOf([FIRST_SCREEN.react])) groups.react.add(id);
    for (const id of boot) if (!entry.has(id) && !groups.react.has(id)) groups[REACT_PACKAGES.test(id) ? 'react' : 'boot'].add(id);
    for (const id of app) if (!entry.has(id) && !boot.has(id)) groups.app.add(id);
  },
};

/** The entry's chunk, named after index.html. */
const ENTRY_CHUNK = /(^|\/)index-[\w-]+\.js$/;

/**
 * The page as built names the first screen's code, React and the boot, with what they import
 * (FIRST_SCREEN_CODE_META): the entry fetches it at once, so the boot downloads beside React
 * instead of after it (src/app/preload-first-screen.ts).
 */
const firstScreenCode: Plugin = {
  name: 'casillero:first-screen-code',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
      const files = new Set<string>();
      const add = (file: string) => {
        if (files.has(file) || html.includes(`/${file}"`)) return;
        files.add(file);
        for (const imported of chunks.find((c) => c.fileName === file)?.imports ?? []) add(imported);
      };
      for (const name of ['react', 'boot']) {
        const chunk = chunks.find((c) => c.name === name && !c.isEntry);
        if (!chunk) throw new Error(`vite.config.ts: the build has no "${name}" chunk for the first screen`);
        add(chunk.fileName);
      }
      // The largest first, as the server orders a signed-in visitor's list.
      const size = (file: string) => chunks.find((c) => c.fileName === file)?.code.length ?? 0;
      const content = [...files]
        .sort((a, b) => size(b) - size(a))
        .map((file) => `/${file}`)
        .join(' ');
      return [{ tag: 'meta', attrs: { name: FIRST_SCREEN_CODE_META, content }, injectTo: 'head' as const }];
    },
  },
};

/**
 * The page's first script, a classic one before anything else in its <head>: it tells the
 * prerendered sign-in from another first screen before the first paint (src/app/first-screen-mark.ts).
 * A file of its own (the CSP allows no inline script), in dist/ and on the development server.
 */
const FIRST_SCREEN_SOURCE = `(${markFirstScreen.toString()})(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(APP_FIRST_CLASS)});\n`;
const firstScreenScript: Plugin = {
  name: 'casillero:first-screen-script',
  configureServer(server) {
    server.middlewares.use(FIRST_SCREEN_SCRIPT, (_request, response) => {
      response.setHeader('Content-Type', 'text/javascript');
      response.end(FIRST_SCREEN_SOURCE);
    });
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_SCRIPT.slice(1), source: FIRST_SCREEN_SOURCE });
  },
  // The shared tracking page has no sign-in to tell apart (build/track-page.ts).
  transformIndexHtml: (_html, context) => (context.path === TRACK_PAGE ? [] : [{ tag: 'script', attrs: { src: FIRST_SCREEN_SCRIPT }, injectTo: 'head-prepend' }]),
};

/**
 * The service worker (src/worker/sw.ts, docs/performance.md#the-service-worker) with the
 * release's files to keep: the page, its first script, every chunk and style, the icons and the
 * fonts; not the prerendered sign-in pages (the server's, by language), the shared tracking page
 * (an entry of its own) or the compressed copies. No manifest and no registration from the plugin:
 * public/manifest.webmanifest is the portal's, and src/app/service-worker.ts registers the worker.
 */
let releaseDir = 'dist';
const releaseDirKnown: Plugin = {
  name: 'casillero:release-dir',
  apply: 'build',
  configResolved: (config) => {
    releaseDir = resolve(config.root, config.build.outDir);
  },
};
const serviceWorker = (outDir: () => string) =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/worker',
    // Built to SERVICE_WORKER_PATH: the plugin names the output after the source.
    filename: SERVICE_WORKER_PATH.slice(1).replace(/\.js$/, '.ts'),
    manifest: false,
    injectRegister: false,
    injectManifest: {
      globPatterns: ['index.html', 'first-screen.js', 'assets/**/*.{js,css,woff2,svg,png,webp}', 'icons/*.{png,svg}', 'manifest.webmanifest'],
      globIgnores: ['**/*.br', '**/*.gz', '**/*.map'],
      // The largest chunk is the phone field's country data, well below; a file above this is a mistake.
      maximumFileSizeToCacheInBytes: 1_000_000,
      rollupFormat: 'es',
      sourcemap: false,
      manifestTransforms: [withoutTrackPageCode(outDir)],
    },
  });

/** React and Lingui's macros and catalogs: every build's and the development server's. */
const sourcePlugins = () => [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()];

export default defineConfig(({ command, isSsrBuild }) => {
  // The browser build only; the prerender's Node build (scripts/prerender.ts) keeps the defaults.
  const browserBuild = command === 'build' && !isSsrBuild;
  return {
    resolve: {
      alias: browserBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
    },
    plugins: [
      ...(isSsrBuild ? [] : [firstScreenScript, trackPageServe]),
      ...(browserBuild
        ? [
            reactRouterTreeShaking,
            chunkGroups,
            firstScreenCode,
            stripMachineDescriptions,
            zodWithoutJsonSchema,
            zodWithoutEnglish,
            precompress,
            sourceMapsApart,
            trackPageBuild(() => [stripMachineDescriptions, zodWithoutJsonSchema, zodWithoutEnglish, precompress, ...sourcePlugins()]),
            releaseDirKnown,
            serviceWorker(() => releaseDir),
          ]
        : []),
      ...sourcePlugins(),
    ],
    build: {
      target: 'es2022',
      // For the error-reporting upload, kept out of dist/ (build/source-maps-apart.ts).
      sourcemap: 'hidden',
      reportCompressedSize: false,
      // dist/.vite/manifest.json: the server names the signed-in area's code from it
      // (server/http/signed-in-preload.ts), the bench weighs each route's code (never served:
      // the server refuses hidden paths).
      manifest: true,
      // Every browser the es2022 target allows supports <link rel="modulepreload">.
      modulePreload: {
        polyfill: false,
        // The entry's imports (React, the boot) are preloaded from the page's list (firstScreenCode)
        // after the session check: not again, and not before it.
        resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && ENTRY_CHUNK.test(hostId) ? [] : deps),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Each group's modules are listed in full above; what no group lists (the entry's
            // session check) stays where the bundler puts it, with the entry.
            includeDependenciesRecursively: false,
            groups: [
              // What the entry imports (the session check), in one chunk: the bundler would split it
              // into the pieces the boot and the client share with it. (Its runtime stays apart.)
              { name: 'early', test: (id: string) => groups.entry.has(id), priority: 5 },
              { name: 'react', test: (id: string) => groups.react.has(id), priority: 4 },
              { name: 'boot', test: (id: string) => groups.boot.has(id), priority: 3 },
              { name: 'app', test: (id: string) => groups.app.has(id), priority: 2 },
            ],
          },
        },
      },
    },
    test: {
      // Both cores: Vitest's default is one worker fewer than there are cores, one here.
      maxWorkers: 2,
      // The run's report, and the path results kept across runs for the flow atlas
      // (scripts/reporters/vitest-path-results.ts).
      reporters: ['default', 'json', './scripts/reporters/vitest-path-results.ts'],
      outputFile: { json: '.test-reports/vitest.json' },
      // The jsdom form tests take seconds each on a busy 2-core machine.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      projects: [
        {
          // Components rendered in jsdom (every *.test.tsx), with jest-dom's matchers. Each file in a
          // VM context of its own, in a worker that stays: as isolated as a process per file (a worker
          // that shares one context leaks one file's DOM into the next), without a process's start
          // (31 files: 38 → 20 s). A VM context cannot require react-router-dom's CommonJS build,
          // which requires an ES module: it gets the ES build.
          extends: true,
          resolve: {
            alias: [{ find: /^react-router-dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url)) }],
          },
          test: {
            name: 'dom',
            environment: 'jsdom',
            pool: 'vmThreads',
            include: ['tests/**/*.test.tsx', 'tests/i18n/catalog-parts.test.ts'],
            setupFiles: ['tests/support/dom-setup.ts'],
          },
        },
        {
          // The reference server's routes, each file on its own copy of the prepared database. A
          // worker runs file after file (no new process each time: PGlite's WebAssembly and the
          // server's modules load once per worker); tests/server/vitest.config.ts runs them alone.
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            isolate: false,
            include: ['tests/server/**/*.test.ts'],
            globalSetup: ['tests/server/support/global-setup.ts'],
          },
        },
        {
          // Everything else runs in Node, file after file in the same worker too.
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            isolate: false,
            include: ['tests/**/*.test.ts'],
            // The deployment test starts servers, a PostgreSQL cluster and a bucket: `.ci/run two-servers`.
            exclude: ['tests/server/**', 'tests/deployment/**', 'tests/i18n/catalog-parts.test.ts'],
          },
        },
      ],
    },
  };
});
