import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { ApiError } from './errors.ts';

// JSON bodies are small forms; uploads (multipart) enforce their own limits while streaming.
const JSON_MAX_BYTES = 1_000_000;

const limit = bodyLimit({
  maxSize: JSON_MAX_BYTES,
  onError: (c) => {
    const t = c.get('t') as AppEnv['Variables']['t'];
    throw new ApiError('PAYLOAD_TOO_LARGE', undefined, t.bodyTooLarge);
  },
});

export const jsonBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if ((c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/')) return next();
  return limit(c, next);
});
