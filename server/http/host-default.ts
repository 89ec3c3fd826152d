// HTTP/1.0 has no Host header, and a load balancer's plain check asks that way (haproxy's
// `option httpchk GET /readyz` sends `GET /readyz HTTP/1.0` and nothing more): @hono/node-server
// needs a host to build the request's URL and would answer 400, taking every server out of the
// pool (docs/operations.md#behind-haproxy). Such a request is read as asked of localhost. HTTP/1.1
// without Host stays a 400, as HTTP/1.1 requires.
import type { IncomingMessage, Server } from 'node:http';

export function hostForHttp10(server: Server, port: number): void {
  server.prependListener('request', (request: IncomingMessage) => {
    if (request.httpVersion === '1.0' && !request.headers.host) request.headers.host = `localhost:${port}`;
  });
}
