// npm run serve (`npm start` builds first): the API and the release in dist/ (or RELEASE_DIR) on one
// port. It reads the release file by file as they are asked for, and never writes to it
// (docs/operations.md#releases).
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { announceModes, boot, startBackground } from './boot.ts';
import { ConfigError, releaseDirOf } from './config.ts';
import { hostForHttp10 } from './http/host-default.ts';
import { createLogger } from './foundation/log.ts';
import { logProcessEvents } from './http/log-process.ts';
import { logStart } from './http/log-start.ts';
import { stoppable, stopOnSignals } from './http/stopping.ts';
import { serveMetrics } from './metrics/listener.ts';
import { metricsOf } from './metrics/registry.ts';

const staticDir = releaseDirOf();
const hasBuild = existsSync(`${staticDir}/index.html`);

// Node's warnings, a library's console lines and an uncaught error as JSON lines too: on a
// default log until the configured one.
let processLog = createLogger();
logProcessEvents(() => processLog);

const booted = await boot({ staticDir: hasBuild ? staticDir : undefined }).catch((error: unknown) => {
  // No configuration, so no LOG_LEVEL: the refusal is written whatever it would have said.
  const log = createLogger();
  // A setting that cannot work is the operator's to fix: one line, no stack.
  if (error instanceof ConfigError) log.fatal(`cannot start: ${error.message}`);
  else log.fatal({ err: error }, 'cannot start');
  process.exit(1);
});
const { config, database, app, log } = booted;
processLog = log;
await logStart(log, config, database.db);
if (!hasBuild) log.warn(`no index.html in ${staticDir}: serving the API only (run \`npm run build\`)`);
announceModes(config, log);
// Counted, so a stop finishes what it has (docs/operations.md#stopping-and-restarting).
const requests = stoppable(app.fetch);
const server = serve({ fetch: requests.fetch, port: config.port }, (info) => {
  log.info(`Casillero on http://localhost:${info.port} (${database.kind}${config.mailUrl ? ', SMTP mail' : ', demo outbox'})`);
});
requests.watch(server as Server);
hostForHttp10(server as Server, config.port);

// Apart from the public port (docs/operations.md#metrics); a port it cannot take stops the start.
if (config.metrics) await serveMetrics(metricsOf(database.db).registry, config.metrics, log);

const background = startBackground(booted);

// The requests first: one finishing may still need the database or kick the outboxes' senders.
stopOnSignals(requests, config.shutdown, async () => {
  await background.stop();
  await database.close();
}, log);
