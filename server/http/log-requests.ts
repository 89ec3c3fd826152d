// One log line per request but the health checks (docs/product.md#production): when its answer
// has been handed to the socket, or when the client left before that. The route is the pattern the
// request matched ('/api/packages/:id'), never the path or the query string, which can hold an
// e-mail or a code.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes, routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from '../foundation/env.ts';
import { REQUEST_ID_HEADER, requestId } from './request-id.ts';

type NodeEnv = { incoming?: IncomingMessage; outgoing?: ServerResponse };

const outgoingOf = (c: Context<AppEnv>) => (c.env as NodeEnv | undefined)?.outgoing;

/** The client went away before its answer was written: nothing will reach it, and nothing broke. */
export function clientLeft(c: Context<AppEnv>): boolean {
  const outgoing = outgoingOf(c);
  return !!outgoing && outgoing.destroyed && !outgoing.writableFinished;
}

/**
 * The handler's route as registered, without its parameters' patterns ('/api/packages/:id'); a
 * request no handler took is named by the fallback that answered ('/api/*', '*').
 */
function routeOf(c: Context<AppEnv>): string {
  const route = matchedRoutes(c).find((matched) => matched.method !== 'ALL')?.path ?? routePath(c);
  return route.replace(/(:\w+)\{[^/]*\}/g, '$1');
}

/** What the app did with a request, once its answer is written or its client left (the metrics count it). */
export type RequestDone = {
  method: string;
  /** The route's pattern (routeOf): a bounded set of values, whatever paths clients send. */
  route: string;
  /** Unknown when the client left before the app answered. */
  status?: number;
  aborted: boolean;
  durationMs: number;
};

/**
 * Asked every few seconds by each load balancer: no line of their own, or they would be much of the
 * log (docs/operations.md#running-in-production). The metrics still count them.
 */
const HEALTH_ROUTES = new Set(['/healthz', '/readyz']);

export function logRequests(log: Logger, onDone: (done: RequestDone) => void = () => {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const id = requestId(c);
    c.set('requestId', id);
    // Unknown until the app has answered: a client may leave before.
    const answer: { status?: number } = {};
    const finish = (aborted: boolean) => {
      const done: RequestDone = { method: c.req.method, route: routeOf(c), status: answer.status, aborted, durationMs: performance.now() - started };
      onDone(done);
      if (HEALTH_ROUTES.has(done.route)) return;
      const line = { requestId: id, method: done.method, route: done.route, status: done.status, durationMs: Math.round(done.durationMs * 10) / 10 };
      if (aborted) log.info({ ...line, aborted: true }, 'request aborted');
      else log.info(line, 'request');
    };
    const outgoing = outgoingOf(c);
    // On a real socket the line waits for the answer to be written (a download takes its time);
    // a socket closed before that is a client that left: one line, no error.
    outgoing?.once('close', () => finish(!outgoing.writableFinished));
    await next();
    answer.status = c.res.status;
    c.res.headers.set(REQUEST_ID_HEADER, id);
    if (!outgoing) finish(false);
  });
}
