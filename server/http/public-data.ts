import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { noContent } from './described.ts';
import type { AppEnv } from '../foundation/env.ts';

/** How long a browser may reuse the company's settings and warehouses without asking. */
export const PUBLIC_DATA_MAX_AGE_SECONDS = 300;

/** The request header a route answered by publicJson declares (server/http/described.ts). */
export const CONDITIONAL = z.object({
  'If-None-Match': z.string().optional().meta({ description: 'The `ETag` of the answer the browser has: the same answer is a bodiless 304.' }),
});

/** The bodiless answer a route answered by publicJson declares beside its 200. */
export const NOT_MODIFIED = { 304: noContent('Not modified: the answer is the one `If-None-Match` names') };

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
export function publicJson<T extends object>(c: Context<AppEnv>, body: T, { reuse }: { reuse: boolean }) {
  const text = JSON.stringify(body);
  const tag = `"${createHash('sha1').update(text).digest('hex')}"`;
  const headers = { ETag: tag, 'Cache-Control': reuse ? `public, max-age=${PUBLIC_DATA_MAX_AGE_SECONDS}` : 'private, no-cache' };
  if (named(c.req.header('If-None-Match'), tag)) return c.body(null, 304, headers);
  // c.json writes the same text again (JSON.stringify is deterministic): an answer typed as the route declares it.
  return c.json(body, 200, { ...headers, 'Content-Length': String(Buffer.byteLength(text)) });
}
