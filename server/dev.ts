// npm run dev: Vite in middleware mode and the API in one HTTP server, so the portal and its
// API share an origin exactly as in production.
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { announceModes, boot, closeOnSignals, startBackground } from './boot.ts';
import { devPageFill } from './dev/page-fill.ts';
import { UNSUBSCRIBE_PATH } from './mail/unsubscribe-link.ts';

const booted = await boot();
const { config, database, app, log } = booted;
announceModes(config, log);
const api = getRequestListener(app.fetch);
const httpServer = createHttpServer();
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'spa',
  plugins: [devPageFill(config.mailUrl)],
});

// What the server itself answers: the API, the demo mailbox, the notice e-mails' unsubscribe pages.
const SERVER_PATHS = ['/api', '/dev/mailbox', UNSUBSCRIBE_PATH];
const goesToApi = (url = '/') => SERVER_PATHS.some((path) => url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}?`));
httpServer.on('request', (req, res) => {
  if (goesToApi(req.url)) void api(req, res);
  else vite.middlewares(req, res);
});
httpServer.listen(config.port, () => {
  log.info(`Casillero on http://localhost:${config.port} (${database.kind}, Vite + API)`);
});

const background = startBackground(booted);

closeOnSignals(async () => {
  await background.stop();
  await vite.close();
  await new Promise<void>((done) => {
    httpServer.close(() => done());
    httpServer.closeIdleConnections();
  });
  await database.close();
}, log);
