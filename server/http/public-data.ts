import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from './env.ts';

/** How long a browser may reuse the company's settings and warehouses without asking. */
export const PUBLIC_DATA_MAX_AGE_SECONDS = 300;

/** The tag's digest, as hono's default (SHA-1 through crypto.subtle, whose promise and transfer cost more than the hash). */
function sha1(body: Uint8Array): ArrayBuffer {
  const digest = createHash('sha1').update(body).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
}

/**
 * The company's data (settings, content, warehouses, departures): an ETag, so a browser that has
 * it gets a bodiless 304. `reuse` lets the browser keep it for a while (the same for every visitor
 * in a language); without it the browser asks each time (an answer that depends on the customer
 * or on the clock) and the ETag spares the body.
 */
export function publicData({ reuse }: { reuse: boolean }): MiddlewareHandler<AppEnv> {
  const cacheControl = reuse ? `public, max-age=${PUBLIC_DATA_MAX_AGE_SECONDS}` : 'private, no-cache';
  const tag = etag({ generateDigest: sha1 });
  return async (c, next) => {
    await tag(c, next);
    if (c.res.status === 200 || c.res.status === 304) c.res.headers.set('Cache-Control', cacheControl);
  };
}
