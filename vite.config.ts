/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

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
 * Two chunks for the first screen. The entry (src/main.tsx) evaluates React, then imports the
 * boot (src/boot.tsx) as its own task. Left alone, the bundler splits what the boot needs into
 * many small chunks (a module the boot shares with a lazy page gets its own): more requests,
 * and several KB lost to compressing each apart. So everything the entry imports goes into the
 * `react` chunk, and everything the boot imports besides into the `boot` chunk, which every page
 * loads anyway. Computed from the module graph once it is complete.
 */
const entryModules = new Set<string>();
const bootModules = new Set<string>();
const firstScreenChunks: Plugin = {
  name: 'casillero:first-screen-chunks',
  apply: 'build',
  buildEnd() {
    const graph = this as unknown as ModuleGraph;
    const ids = [...graph.getModuleIds()];
    const entry = staticClosure(graph, ids.find((id) => id.endsWith('/src/main.tsx')));
    const boot = staticClosure(graph, ids.find((id) => id.endsWith('/src/boot.tsx')));
    entryModules.clear();
    bootModules.clear();
    // The entry module itself stays the entry chunk; its stylesheet stays with it.
    for (const id of entry) if (!id.endsWith('/src/main.tsx') && !id.endsWith('.css')) entryModules.add(id);
    for (const id of boot) if (!entry.has(id)) bootModules.add(id);
  },
};

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
      ...(browserBuild ? [reactRouterTreeShaking, firstScreenChunks] : []),
      react(),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      lingui(),
    ],
    build: {
      target: 'es2022',
      sourcemap: true,
      reportCompressedSize: false,
      // Every browser the es2022 target allows supports <link rel="modulepreload">.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: (id: string) => entryModules.has(id), priority: 1 },
              { name: 'boot', test: (id: string) => bootModules.has(id) },
            ],
          },
        },
      },
    },
    test: {
      // Both cores: Vitest's default is one worker fewer than there are cores, one here.
      maxWorkers: 2,
      // The jsdom form tests take seconds each on a busy 2-core machine.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      projects: [
        {
          // Components rendered in jsdom (every *.test.tsx), with jest-dom's matchers; a new process
          // for each file (a worker that stays, or VM contexts, leak one file's DOM into the next).
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
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
            exclude: ['tests/server/**', 'tests/i18n/catalog-parts.test.ts'],
          },
        },
      ],
    },
  };
});
