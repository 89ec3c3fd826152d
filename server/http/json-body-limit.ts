import type { IncomingMessage } from 'node:http';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { isMultipart } from './validate.ts';

// JSON bodies are small forms; uploads (multipart) enforce their own limits while streaming, and
// readJson never reads a multipart body, so a large one cannot reach a JSON route.
const JSON_MAX_BYTES = 1_000_000;

const limit = bodyLimit({
  maxSize: JSON_MAX_BYTES,
  onError: (c) => {
    const t = c.get('t') as AppEnv['Variables']['t'];
    throw new ApiError('PAYLOAD_TOO_LARGE', undefined, t.bodyTooLarge);
  },
});

/** Requests that never carry a body: asking for theirs makes the Node adapter build a whole Request. */
const BODILESS = new Set(['GET', 'HEAD']);

export const jsonBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (BODILESS.has(c.req.method) || isMultipart(c.req.header('Content-Type'))) return next();
  return limit(c, next);
});

/** How long the rest of a refused body is read and thrown away before the socket is dropped. */
export const LINGER_MS = 2_000;

/**
 * An answer sent before the request's body came in whole (a 413, a refusal before reading) says
 * `Connection: close`, so the client must not send its next request on that socket. The rest of
 * the body is read and thrown away for at most LINGER_MS (a "lingering close"): a socket closed
 * while the client still writes is reset, and a reset throws away the answer it has not read yet,
 * so the customer would see "cannot reach the server" instead of "the file is too large".
 */
export const closeUnreadBodies = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming?.complete !== false) return;
  c.res.headers.set('Connection', 'close');
  const drop = setTimeout(() => incoming.socket?.destroy(), LINGER_MS);
  drop.unref();
  incoming.once('end', () => clearTimeout(drop));
  incoming.once('close', () => clearTimeout(drop));
  incoming.resume();
});
