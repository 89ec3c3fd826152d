// A static host, for dist/ alone and for the floors: Vite's preview server (sirv, compression and
// a history fallback to index.html), none of the portal's server. `api`: a server /api goes to,
// for the signed-in floor, whose page asks the portal's API as my account does.
import { resolve } from 'node:path';
import { ROOT } from './config.ts';
import { closers, freePort, type Server } from './processes.ts';

export async function staticHost(label: string, dir: string, api?: Server): Promise<Server> {
  const { preview } = await import('vite');
  const port = await freePort();
  const server = await preview({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    appType: 'spa',
    build: { outDir: resolve(dir) },
    preview: { host: '127.0.0.1', port, strictPort: true, ...(api ? { proxy: { '/api': { target: api.url, changeOrigin: true } } } : {}) },
  });
  const closer = { kill: () => server.close() };
  closers.add(closer);
  const url = `http://127.0.0.1:${port}`;
  console.error(`  ${label} on ${url} (a static host: Vite's preview server) from ${dir}`);
  return {
    url,
    stop: async () => {
      await server.close();
      closers.delete(closer);
    },
  };
}
