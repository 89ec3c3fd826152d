// The shared tracking page (docs/product.md#shared-tracking), track.html: an entry of its own that
// loads none of the signed-in portal. Not a second input of the portal's build: a module the two
// share (React's JSX runtime aside: xstate, Lingui, the contract) would then sit in one chunk for
// both, so the page would load the portal's `boot` or `app` chunk (the session, the router…), or
// the sign-in page one more file. Built on its own instead, right after the portal, into the same
// folder; the server (server/http/static.ts) and the development server send it for `/t/<token>`.
import { resolve } from 'node:path';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import { isTrackPath, NOINDEX, TRACK_PAGE } from '../server/http/track-page.ts';

/** Under `npm run dev`: `/t/<token>` gets track.html, as from the server. */
export const trackPageServe: Plugin = {
  name: 'casillero:track-page-serve',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const [path = '/', query] = (request.url ?? '/').split('?');
      if (isTrackPath(path)) {
        request.url = query === undefined ? TRACK_PAGE : `${TRACK_PAGE}?${query}`;
        response.setHeader(NOINDEX.name, NOINDEX.value);
      }
      next();
    });
  },
};

/** After the portal's browser build: track.html and its code, with `plugins` (the portal's own transforms). */
export function trackPageBuild(plugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'casillero:track-page-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: plugins(),
        build: {
          target: config.build.target,
          outDir: resolve(config.root, config.build.outDir),
          // The portal's build is there already.
          emptyOutDir: false,
          // The portal's manifest names the portal's code only (the bench, the size guard, the server's preload).
          manifest: false,
          sourcemap: false,
          reportCompressedSize: false,
          modulePreload: { polyfill: false },
          rolldownOptions: { input: resolve(config.root, TRACK_PAGE.slice(1)) },
        },
      });
    },
  };
}
