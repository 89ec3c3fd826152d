// The floors of the pages (scripts/bench-floor/), built by Vite with a minimal config and served as
// files (static-host.ts), so Lighthouse and the script count measure them beside the portal's
// pages, in the same run and with the same settings: every goal of the pages is a ratio to them,
// as the machine's noise moves both.
// - `/` (index.html): a bare React + react-router sign-in page (the size guard's floor too);
// - `/account.html`, built and served apart: a bare React page asking for what my account waits
//   for and rendering it.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './config.ts';
import { tempDir } from './processes.ts';

const FIXTURE = resolve(ROOT, 'scripts/bench-floor');
export const FLOOR_SIGN_IN = '/';
export const FLOOR_ACCOUNT = '/account.html';

/** react-router's package points every condition at its development build; the portal's build uses the production one (vite.config.ts), so does the floor. */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, `file://${ROOT}/`));

/** Builds the sign-in floor into a temporary folder; its path. */
export const buildFloor = () => buildPage('index.html');
/** Builds the signed-in floor into a temporary folder of its own (one page, one script, as the sign-in floor); its path. */
export const buildAccountFloor = () => buildPage('account.html');

async function buildPage(html: string): Promise<string> {
  const outDir = tempDir('casillero-bench-floor-');
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    configFile: false,
    root: FIXTURE,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
      ],
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: { input: resolve(FIXTURE, html) },
    },
  });
  return outDir;
}
