// The API's JSON answers as hono/compress and our length middleware made them (the same rules,
// headers and bytes), without c.header(): hono/compress added `Vary: Accept-Encoding` through it,
// which rebuilds a finished answer as a stream to be read back on the way out, on every JSON
// answer, a tenth of a list's time.
import { createMiddleware } from 'hono/factory';
import { selectEncoding } from './accept-encoding.ts';
import { COMPRESS_MIN_BYTES } from './precompressed.ts';
import type { AppEnv } from '../foundation/env.ts';

/** The answers of the API that compress, since their bodies are text (files are not). */
const JSON_TYPE = /^application\/json\s*(?:;|$)/i;
/** What we compress with, in order of preference at the same q. */
const ENCODINGS = ['gzip', 'deflate'] as const;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

const isJson = (headers: Headers) => JSON_TYPE.test(headers.get('Content-Type') ?? '');

/**
 * JSON over COMPRESS_MIN_BYTES compressed for a client that accepts it. c.json() gives no length,
 * so for a client that accepts an encoding the body is read to know it: a smaller answer then goes
 * as it is, with its Content-Length.
 */
export const compressJson = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const accepted = c.req.header('Accept-Encoding');
  if (accepted && isJson(c.res.headers) && !c.res.headers.has('Content-Length') && c.res.body) {
    const body = new Uint8Array(await c.res.arrayBuffer());
    c.res = new Response(body, c.res);
    c.res.headers.set('Content-Length', String(body.byteLength));
  }
  const res = c.res;
  const headers = res.headers;
  const length = headers.get('Content-Length');
  if (res.status === 206 || headers.has('Content-Encoding') || headers.has('Transfer-Encoding') || c.req.method === 'HEAD') return;
  if ((length && Number(length) < COMPRESS_MIN_BYTES) || !isJson(headers) || NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')) return;
  const vary = headers.get('Vary');
  if (vary !== '*' && !(vary && VARIES_ON_ENCODING.test(vary))) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = selectEncoding(accepted, ENCODINGS);
  if (!encoding || !res.body) return;
  c.res = new Response(res.body.pipeThrough(new CompressionStream(encoding)), res);
  c.res.headers.delete('Content-Length');
  c.res.headers.set('Content-Encoding', encoding);
  const etag = c.res.headers.get('ETag');
  if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
});
