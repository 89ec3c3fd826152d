// One log line per request (docs/product.md#production): when its answer has been handed to the
// socket, or when the client left before that. The route is the pattern the request matched
// ('/api/packages/:id'), never the path or the query string, which can hold an e-mail or a code.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes, routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from './env.ts';
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

export function logRequests(log: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const id = requestId(c);
    c.set('requestId', id);
    // Unknown until the app has answered: a client may leave before.
    const answer: { status?: number } = {};
    const line = () => ({
      requestId: id,
      method: c.req.method,
      route: routeOf(c),
      status: answer.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
    const outgoing = outgoingOf(c);
    // On a real socket the line waits for the answer to be written (a download takes its time);
    // a socket closed before that is a client that left: one line, no error.
    outgoing?.once('close', () => {
      if (outgoing.writableFinished) log.info(line(), 'request');
      else log.info({ ...line(), aborted: true }, 'request aborted');
    });
    await next();
    answer.status = c.res.status;
    c.res.headers.set(REQUEST_ID_HEADER, id);
    if (!outgoing) log.info(line(), 'request');
  });
}
