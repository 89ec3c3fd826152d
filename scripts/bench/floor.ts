// The sign-in page's floor (issue 16): a bare React + react-router sign-in page
// (scripts/bench-floor/), built by Vite with a minimal config and served by a small static server
// like the portal's (gzip, hashed assets cached), so Lighthouse measures it beside the portal's
// sign-in page, in the same run and with the same settings. The sign-in page's TBT target is
// relative to it: the machine's noise moves both.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCb } from 'node:zlib';
import { ROOT } from './config.ts';
import { closers, tempDir, type Server } from './processes.ts';

const gzip = promisify(gzipCb);
const FIXTURE = resolve(ROOT, 'scripts/bench-floor');

/** react-router's package points every condition at its development build; the portal's build uses the production one (vite.config.ts), so does the floor. */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, `file://${ROOT}/`));

/** Builds the floor into a temporary folder; its path. */
export async function buildFloor(): Promise<string> {
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
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false }, reportCompressedSize: false },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves the built floor on a free port: files as they are, any other page as index.html. */
export async function serveFloor(dir: string): Promise<Server> {
  const root = resolve(dir);
  const cache = new Map<string, Buffer>();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://floor').pathname);
    let file = resolve(join(root, path));
    if (!file.startsWith(root + sep) || !(await stat(file).catch(() => null))?.isFile()) {
      if (path.startsWith('/assets/')) return void res.writeHead(404).end();
      file = join(root, 'index.html');
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body: Buffer = await readFile(file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
    };
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'])) && body.length >= 1024 && !type.startsWith('application/octet')) {
      body = cache.get(file) ?? (await gzip(body));
      cache.set(file, body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, { ...headers, 'content-length': String(body.length) }).end(req.method === 'HEAD' ? undefined : body);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('floor server:', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const closer = { kill: () => void server.close() };
  closers.add(closer);
  console.error(`  floor served on ${url} from ${dir}`);
  return {
    url,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      closers.delete(closer);
    },
  };
}
