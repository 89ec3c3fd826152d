// Serves the Vite build: hashed /assets/* cached for a year, everything else revalidated; text in
// brotli or gzip, from the copies the build compressed ahead when they are there, otherwise
// compressed once per file and kept in memory (the build is a few megabytes at most). Its pages
// get the company's sign-in picture and, in demo mode, the demo notice's mark (landing-page.ts).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { selectEncoding } from './accept-encoding.ts';
import { compressText } from './compress-text.ts';
import type { AppEnv } from '../foundation/env.ts';
import { carriesSignInPicture, fillPage, landingPage, pageFill, requestLanguage, signedIn } from './landing-page.ts';
import { COMPRESS_MIN_BYTES, COMPRESSIBLE_TYPE, PRECOMPRESSED_SUFFIX, STATIC_ENCODINGS, type StaticEncoding } from './precompressed.ts';
import { signedInPreload } from './signed-in-preload.ts';
import { isTrackPath, NOINDEX, TRACK_PAGE } from './track-page.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Never asked for by name: the build's compressed copies, read through their originals, and source
 * maps, which hold the whole source (docs/product.md#one-process); the build keeps its maps out of
 * dist/, this is for one left there.
 */
const UNSERVED_NAME = new RegExp(`(?:${[...Object.values(PRECOMPRESSED_SUFFIX), '.map'].map((suffix) => suffix.replace('.', '\\.')).join('|')})$`);

type Found = { path: string; size: number; mtimeMs: number };

async function findFile(root: string, urlPath: string): Promise<Found | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // No dot-segments, hidden files or NUL bytes; the resolved path must stay inside the root.
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.')) || UNSERVED_NAME.test(decoded)) return null;
  let path = resolve(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return null;
  let info = await stat(path).catch(() => null);
  if (info?.isDirectory()) {
    path = join(path, 'index.html');
    info = await stat(path).catch(() => null);
  }
  return info?.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
}

const acceptsHtml = (c: Context) => (c.req.header('Accept') ?? '').includes('text/html');

/** The build's copy of `file` in `encoding`, if it is there and not older than the file. */
async function precompressedCopy(file: Found, encoding: StaticEncoding): Promise<Buffer | null> {
  const path = file.path + PRECOMPRESSED_SUFFIX[encoding];
  const info = await stat(path).catch(() => null);
  if (!info?.isFile() || info.mtimeMs < file.mtimeMs) return null;
  return readFile(path);
}

function sendBytes(c: Context, body: Buffer): Response {
  c.header('Content-Length', String(body.length));
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(new Uint8Array(body), 200);
}

export function staticSite(staticDir: string): MiddlewareHandler<AppEnv> {
  const root = resolve(staticDir);
  // The compression under way is kept, not its result: parallel first requests share one.
  const encoded = new Map<string, { etag: string; body: Promise<Buffer> }>();
  const preload = signedInPreload(root);
  const indexPath = join(root, 'index.html');
  const trackPath = join(root, TRACK_PAGE);
  // Whether a page carries the sign-in picture, by path and version: read once, not per request.
  const carriesPicture = new Map<string, boolean>();
  const pictureIn = async (file: Found) => {
    const key = `${file.path}#${file.mtimeMs}`;
    let carries = carriesPicture.get(key);
    if (carries === undefined) {
      carries = carriesSignInPicture(await readFile(file.path, 'utf8'));
      carriesPicture.set(key, carries);
    }
    return carries;
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = c.req.path;
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return next();
    // A shared tracking link's page is the same for everyone: it varies with nothing.
    const shared = acceptsHtml(c) && isTrackPath(urlPath);
    const landing = acceptsHtml(c) && !shared ? landingPage(c) : null;
    const page = shared ? TRACK_PAGE : landing;
    let file = (page && (await findFile(root, page))) || (await findFile(root, urlPath));
    if (!file) {
      // History fallback: a page the router knows, asked for by a browser; never a missing asset.
      if (!acceptsHtml(c) || urlPath.startsWith('/assets/')) return next();
      file = await findFile(root, '/index.html');
      if (!file) return next();
    }

    const type = getMimeType(file.path) ?? 'application/octet-stream';
    const isAsset = urlPath.startsWith('/assets/');
    const isPage = file.path === indexPath;
    // A signed-in visitor's page (the account, or / which leads there) names the signed-in area's
    // code, in the visitor's language.
    const toAccount = urlPath === '/' || urlPath === '/home' || urlPath.startsWith('/home/');
    const variant = isPage && toAccount && signedIn(c) ? requestLanguage(c) : null;
    // Every page the server sends: the demo notice's mark and the company's sign-in picture.
    const fill = type.startsWith('text/html') ? await pageFill(c, await pictureIn(file)) : null;
    const filled = fill?.tag ? fill : null;
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}${variant ? `-${variant}` : ''}${filled ? `-${filled.tag}` : ''}"`;
    c.header('Content-Type', type);
    if (file.path === trackPath) c.header(NOINDEX.name, NOINDEX.value);
    c.header('Cache-Control', isAsset ? IMMUTABLE : 'no-cache');
    c.header('ETag', etag);
    c.header('Vary', landing || isPage ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding');
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);

    if (variant || filled || (COMPRESSIBLE_TYPE.test(type) && file.size >= COMPRESS_MIN_BYTES)) {
      const path = file.path;
      const made = variant || filled;
      const read = made
        ? async () => {
            const page = await readFile(path, 'utf8');
            const forVisitor = variant ? preload(variant, page) : page;
            return Buffer.from(filled ? fillPage(forVisitor, filled) : forVisitor);
          }
        : () => readFile(path);
      const encoding = selectEncoding(c.req.header('Accept-Encoding'), STATIC_ENCODINGS);
      if (!encoding) return sendBytes(c, await read());
      const key = `${path}#${variant ?? ''}#${filled?.tag ?? ''}#${encoding}`;
      let cached = encoded.get(key);
      if (cached?.etag !== etag) {
        const body = (async () => (!made && (await precompressedCopy(file, encoding))) || compressText(await read(), encoding, 'quick'))();
        cached = { etag, body };
        encoded.set(key, cached);
        // A failed read is not kept: the next request tries again.
        body.catch(() => {
          if (encoded.get(key)?.body === body) encoded.delete(key);
        });
      }
      const body = await cached.body;
      c.header('Content-Encoding', encoding);
      return sendBytes(c, body);
    }
    c.header('Content-Length', String(file.size));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>, 200);
  };
}
