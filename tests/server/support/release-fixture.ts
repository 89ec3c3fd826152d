// A small release shaped as `npm run build` makes one (docs/operations.md#releases): pages that name
// their hashed code, an entry that loads a lazy chunk, the prerendered sign-in page in both
// languages, the shared tracking page, the manifest, unhashed files, and the compressed copies of
// what the build compresses. Each release's code is named by its tag, as a new build's hashes.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFile } from '../../../build/precompress.ts';

/** A shared tracking link's address (22 url-safe characters): the server sends track.html. */
export const TRACK_ADDRESS = `/t/${'A'.repeat(22)}`;

// Past the compression threshold (1 KB), so the build's copies exist.
const FILLER = 'Casillero '.repeat(150);

const page = (tag: string, lang: string, script: string) =>
  `<!doctype html><html lang="${lang}"><head><script src="/first-screen.js"></script>` +
  `<script type="module" src="/assets/${script}-${tag}.js"></script><link rel="stylesheet" href="/assets/index-${tag}.css">` +
  `</head><body><div id="root" data-release="${tag}"><p>${FILLER}</p></div></body></html>`;

/** Writes release `tag` into `dir`; `extra` adds files (path → text). */
export async function writeRelease(dir: string, tag: string, extra: Record<string, string> = {}): Promise<void> {
  const files: Record<string, string> = {
    'index.html': page(tag, 'es', 'index'),
    'prerendered/sign-in.es.html': page(tag, 'es', 'index'),
    'prerendered/sign-in.en.html': page(tag, 'en', 'index'),
    'track.html': page(tag, 'es', 'track'),
    'first-screen.js': 'document.documentElement.classList.add("first");\n',
    'images/auth.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.vite/manifest.json': JSON.stringify({ 'index.html': { file: `assets/index-${tag}.js`, isEntry: true } }),
    [`assets/index-${tag}.js`]: `/* ${FILLER} */ import('/assets/lazy-${tag}.js');\n`,
    [`assets/lazy-${tag}.js`]: `export const release = ${JSON.stringify(tag)};\n`,
    [`assets/track-${tag}.js`]: `/* ${FILLER} */ export {};\n`,
    [`assets/index-${tag}.css`]: `#root { color: black } /* ${tag} */\n`,
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  for (const file of Object.keys(files).filter((file) => /\.(?:html|js|css)$/.test(file))) await precompressFile(join(dir, file));
}

/** The release a page belongs to, by the tag its root carries. */
export const releaseOf = (html: string): string | null => /data-release="([^"]+)"/.exec(html)?.[1] ?? null;

/** The hashed files a page or a script names. */
export const assetsNamed = (text: string): string[] => [...text.matchAll(/["'](\/assets\/[^"']+)["']/g)].map((m) => m[1]!);

/** An answer's body as the browser reads it, whatever its coding. */
export async function bodyText(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const coding = res.headers.get('Content-Encoding');
  return (coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** Every file under `dir` (hidden ones included) with its size, date and content's hash. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const name = relative(dir, path).split(sep).join('/');
    if (!entry.isFile()) {
      files[`${name}/`] = 'folder';
      continue;
    }
    const info = statSync(path);
    files[name] = `${info.size} ${info.mtimeMs} ${createHash('sha1').update(readFileSync(path)).digest('hex')}`;
  }
  return files;
}
