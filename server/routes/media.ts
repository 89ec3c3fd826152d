import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { media } from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { idParam } from '../http/validate.ts';
import { secondsLeft } from '../media/sign.ts';

/** Kept as set: the app's security headers never overwrite what a route sets (server/http/security-headers.ts). */
const MEDIA_CSP = "sandbox; default-src 'none'";

/**
 * Chrome refuses to run its PDF viewer in a sandboxed page ("This page has been blocked"), and no
 * sandbox token lets it: a PDF is downloaded, for the device's own viewer, and the sandbox stays.
 */
export const dispositionOf = (mimeType: string) => (mimeType === 'application/pdf' ? 'attachment' : 'inline');

export function mediaRoutes() {
  const routes = new Hono<AppEnv>();

  // The signature is the proof of ownership: only the owner's responses carry it.
  routes.get('/media/:id{[0-9]+}', async (c) => {
    const { db, store, clock } = c.get('deps');
    const id = idParam(c);
    const exp = c.req.query('exp');
    const sig = c.req.query('sig');
    if (!c.get('signer').verify(id, exp, sig) || !exp) throw new ApiError('NOT_FOUND');
    const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
    const file = row ? await store.get(row.storage_name) : null;
    if (!row || !file) throw new ApiError('NOT_FOUND');

    c.header('Content-Type', row.mime_type);
    c.header('Content-Length', String(file.size));
    // A customer's file, opened directly, must not run as a page of this origin nor be embedded elsewhere.
    c.header('Content-Security-Policy', MEDIA_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    c.header('Cache-Control', `private, max-age=${secondsLeft(exp, clock.now())}`);
    c.header('Content-Disposition', `${dispositionOf(row.mime_type)}; filename*=UTF-8''${encodeURIComponent(row.name)}`);
    if (c.req.method === 'HEAD') {
      file.body.destroy();
      return c.body(null, 200);
    }
    return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, 200);
  });

  return routes;
}
