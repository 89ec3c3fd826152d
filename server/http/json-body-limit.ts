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

export const jsonBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (isMultipart(c.req.header('Content-Type'))) return next();
  return limit(c, next);
});

/**
 * An answer sent before the request's body came in whole (a 413, a refusal before reading) says
 * `Connection: close`: the rest of the body is not worth reading, and the server drops the socket
 * after answering, so the client must not send its next request on it.
 */
export const closeUnreadBodies = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming?.complete === false) c.res.headers.set('Connection', 'close');
});
