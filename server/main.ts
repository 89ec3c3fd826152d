// npm start: the API and the built portal (dist/) on one port.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { announceModes, boot, closeOnSignals } from './boot.ts';
import { ConfigError } from './config.ts';

const staticDir = fileURLToPath(new URL('../dist', import.meta.url));
const hasBuild = existsSync(`${staticDir}/index.html`);
if (!hasBuild) console.warn('[server] no dist/index.html: serving the API only (run `npm run build`)');

const booted = await boot({ staticDir: hasBuild ? staticDir : undefined }).catch((error: unknown) => {
  // A setting that cannot work is the operator's to fix: one line, no stack.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`[server] cannot start: ${error.message}`);
  process.exit(1);
});
const { config, database, app } = booted;
announceModes(config);
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
