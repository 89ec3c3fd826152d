import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';
import { isMultipart } from '../foundation/validate.ts';

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

