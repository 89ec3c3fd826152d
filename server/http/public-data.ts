import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/** How long a browser may reuse the company's settings and warehouses without asking. */
export const PUBLIC_DATA_MAX_AGE_SECONDS = 300;

/** Whether `If-None-Match` names `tag` (a weak comparison, as for a GET; `*` names any). */
function named(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((candidate) => candidate.replace(/^W\//, '') === tag);
}

/**
 * The company's data (settings, content, warehouses, departures) as JSON with an ETag, so a
 * browser that has it gets a bodiless 304. `reuse` lets the browser keep it for a while (the same
 * for every visitor in a language); without it the browser asks each time (an answer that depends
 * on the customer or on the clock) and the ETag spares the body. The tag is the SHA-1 of the text,
 * as hono's ETag middleware made it (a browser's stored tag still matches), hashed from the text
 * as it is serialized: the middleware read a copy of the finished answer back as a stream.
 */
export function publicJson(c: Context<AppEnv>, body: unknown, { reuse }: { reuse: boolean }): Response {
  const text = JSON.stringify(body);
  const tag = `"${createHash('sha1').update(text).digest('hex')}"`;
  const headers = { ETag: tag, 'Cache-Control': reuse ? `public, max-age=${PUBLIC_DATA_MAX_AGE_SECONDS}` : 'private, no-cache' };
  if (named(c.req.header('If-None-Match'), tag)) return c.body(null, 304, headers);
  return c.body(text, 200, { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
}
