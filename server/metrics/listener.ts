// GET /metrics in Prometheus's text format, on a listener of its own (METRICS_HOST:METRICS_PORT),
// never on the public port: the series name the routes, the load and the backlog, for the
// company's monitoring only (docs/operations.md#metrics).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { collectDefaultMetrics, type Registry } from 'prom-client';

/** Where the metrics are served (METRICS_HOST and METRICS_PORT, read by server/config.ts). */
export type MetricsListener = { host: string; port: number };

/** The registries given Node's own series (memory, event loop, GC…): once each, or prom-client refuses. */
const withProcessSeries = new WeakSet<Registry>();

/** Serves `registry` at `host:port` (port 0: any free one); resolves once it listens. */
export async function serveMetrics(registry: Registry, { host, port }: MetricsListener, log: Logger): Promise<Server> {
  if (!withProcessSeries.has(registry)) {
    collectDefaultMetrics({ register: registry });
    withProcessSeries.add(registry);
  }
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics failed');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`cannot serve the metrics on ${host}:${port}: ${error.message}`)));
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  log.info({ host: address.address, port: address.port }, `metrics on http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}/metrics`);
  return server;
}
