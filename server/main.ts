// npm start: the API and the built portal (dist/) on one port.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { boot, closeOnSignals } from './boot.ts';

const staticDir = fileURLToPath(new URL('../dist', import.meta.url));
const hasBuild = existsSync(`${staticDir}/index.html`);
if (!hasBuild) console.warn('[server] no dist/index.html: serving the API only (run `npm run build`)');

const { config, database, app } = await boot({ staticDir: hasBuild ? staticDir : undefined });
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`[server] Casillero on http://localhost:${info.port} (${database.kind}${config.mailUrl ? ', SMTP mail' : ', demo outbox'})`);
});

closeOnSignals(async () => {
  await new Promise<void>((done) => {
    server.close(() => done());
    (server as Server).closeIdleConnections?.();
  });
  await database.close();
});
