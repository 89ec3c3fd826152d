import { Readable } from 'node:stream';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { UPLOAD_TYPES } from '../../src/api/contract/limits.ts';
import { media } from '../db/schema.ts';
import { describedRoutes, idParams, on, refusals } from '../http/described.ts';
import { ApiError } from '../foundation/errors.ts';
import { idParam } from '../foundation/validate.ts';
import { secondsLeft } from '../media/sign.ts';

/** Kept as set: the app's security headers never overwrite what a route sets (server/http/security-headers.ts). */
const MEDIA_CSP = "sandbox; default-src 'none'";

/** What a file of no upload type (a row edited by hand, older data) is served as: bytes to download. */
const UNKNOWN_TYPE = 'application/octet-stream';
const servedType = (mimeType: string) => ((UPLOAD_TYPES as readonly string[]).includes(mimeType) ? mimeType : UNKNOWN_TYPE);

/**
 * Chrome refuses to run its PDF viewer in a sandboxed page ("This page has been blocked"), and no
 * sandbox token lets it: a PDF is downloaded, for the device's own viewer, and the sandbox stays.
 * Only a picture is shown inline.
 */
const dispositionOf = (type: string) => (type.startsWith('image/') ? 'inline' : 'attachment');

/** A stored file's bytes: uploads are kept only as one of UPLOAD_TYPES, told by their content. */
const FILE = z.string().meta({ format: 'binary' });

// The signature is the proof of ownership: only the owner's responses carry it.
const readMedia = createRoute({
  method: 'get',
  path: '/media/{id}',
  tags: ['Media'],
  operationId: 'readMedia',
  summary: 'A stored file, by the signed link an answer gave',
  description: "The link (a media's `url`) is signed for its id and expiry, and works for whoever holds it until then. A PDF comes as a download, a picture inline.",
  request: {
    params: idParams('id'),
    query: z.object({
      exp: z.string().meta({ description: 'When the link expires, in seconds since the epoch' }),
      sig: z.string().meta({ description: "The link's signature" }),
    }),
  },
  responses: {
    200: {
      description: `The file, as it was stored (a type other than an upload's comes as ${UNKNOWN_TYPE})`,
      content: Object.fromEntries([...UPLOAD_TYPES, UNKNOWN_TYPE].map((type) => [type, { schema: FILE }])),
    },
    // A bad, expired or missing signature reads as a file that does not exist.
    ...refusals('NOT_FOUND'),
  },
});

export function mediaRoutes() {
  const routes = describedRoutes();

  on(routes, readMedia, async (c) => {
    const { db, store, clock } = c.get('deps');
    const id = idParam(c);
    const exp = c.req.query('exp');
    const sig = c.req.query('sig');
    if (!c.get('signer').verify(id, exp, sig) || !exp) throw new ApiError('NOT_FOUND');
    const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
    const file = row ? await store.get(row.storage_name) : null;
    if (!row || !file) throw new ApiError('NOT_FOUND');

    const type = servedType(row.mime_type);
    c.header('Content-Type', type);
    c.header('Content-Length', String(file.size));
    // A customer's file, opened directly, must not run as a page of this origin nor be embedded elsewhere.
    c.header('Content-Security-Policy', MEDIA_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    c.header('Cache-Control', `private, max-age=${secondsLeft(exp, clock.now())}`);
    c.header('Content-Disposition', `${dispositionOf(type)}; filename*=UTF-8''${encodeURIComponent(row.name)}`);
    if (c.req.method === 'HEAD') {
      file.body.destroy();
      return c.body(null, 200);
    }
    return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, 200);
  });

  return routes;
}
