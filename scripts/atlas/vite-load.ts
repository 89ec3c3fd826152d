// Loads a module through the project's Vite config, as Vitest does: the machines' messages are
// Lingui macros, which only the config's Babel plugin turns into code (plain Node cannot run them).
import { createServer } from 'vite';

export async function loadWithVite<T>(file: string): Promise<{ module: T; close: () => Promise<void> }> {
  const server = await createServer({
    configFile: new URL('../../vite.config.ts', import.meta.url).pathname,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return { module: (await server.ssrLoadModule(file)) as T, close: () => server.close() };
}
