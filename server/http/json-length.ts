import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';

/** The answers of the API that compress, since their bodies are text (files are not). */
export const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * hono/compress leaves an answer under its threshold as it is only when it knows the length, and
 * c.json() gives none: a JSON answer to a client that accepts an encoding gets its Content-Length here.
 */
export const jsonLength = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  if (!c.req.header('Accept-Encoding') || !res.body || res.headers.has('Content-Length')) return;
  if (!JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return;
  const body = new Uint8Array(await res.arrayBuffer());
  c.res = new Response(body, res);
  c.res.headers.set('Content-Length', String(body.byteLength));
});
