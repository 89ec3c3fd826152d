// (a) The JavaScript each route loads (gzip), from dist/.vite/manifest.json and the chunks' source
// maps (a module the build puts in a named group, e.g. the shell, has no manifest entry of its own).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { args, DIST, MANIFEST, ROOT, SOURCE_MAPS } from './config.ts';
import { details, kb, rows } from './results.ts';
import { BUNDLE_ROUTES, EVERY_ROUTE, SIGNED_IN_ROUTES, type Source } from './routes.ts';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

function build(): void {
  const vite = resolve(ROOT, 'node_modules/.bin/vite');
  const res = spawnSync(vite, ['build', '--manifest'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (res.error) throw res.error;
  if (res.status !== 0) throw new Error(`vite build --manifest exited with ${res.status}`);
  // The same prerender as `npm run build`, so Lighthouse sees what `npm start` serves.
  const tsx = resolve(ROOT, 'node_modules/.bin/tsx');
  const pre = spawnSync(tsx, ['scripts/prerender.ts'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (pre.error) throw pre.error;
  if (pre.status !== 0) throw new Error(`scripts/prerender.ts exited with ${pre.status}`);
}

const matches = (source: Source, path: string) => (typeof source === 'string' ? source === path : source.test(path));

/** The manifest keys of `starts` and everything they import statically. */
function staticClosure(manifest: Manifest, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest: ${key} is imported but has no entry`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** Each source module (path from the repository's root) and the manifest keys of the chunks holding it. */
function moduleChunks(manifest: Manifest): Map<string, Set<string>> {
  const modules = new Map<string, Set<string>>();
  const add = (module: string, key: string) => {
    const keys = modules.get(module) ?? new Set<string>();
    keys.add(key);
    modules.set(module, keys);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.src) add(chunk.src, key);
    const map = join(SOURCE_MAPS, `${chunk.file}.map`);
    if (!/\.m?js$/.test(chunk.file) || !existsSync(map)) continue;
    const { sources = [], sourceRoot = '' } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[]; sourceRoot?: string };
    for (const source of sources) add(relative(ROOT, resolve(dirname(map), sourceRoot, source)), key);
  }
  return modules;
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();
/** The size of a built file (in dist/, or in `dir`), raw and gzip -9. */
export function weigh(file: string, dir = DIST): { raw: number; gzip: number } {
  const path = join(dir, file);
  let w = gzipCache.get(path);
  if (!w) {
    const bytes = readFileSync(path);
    w = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(path, w);
  }
  return w;
}

/** Each route of BUNDLE_ROUTES with the JavaScript it loads (the size guard's measure too, scripts/size-guard.ts). */
export function routeWeights(manifest: Manifest) {
  const entryKeys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const entries = entryKeys.includes('index.html') ? ['index.html'] : entryKeys;
  if (entries.length === 0) throw new Error('manifest: no entry chunk (index.html)');
  // src/main.tsx imports the boot (src/boot.tsx) as soon as React is evaluated: the entry's
  // dynamic imports are part of every page.
  const entry = [...entries, ...entries.flatMap((key) => manifest[key]!.dynamicImports ?? [])];
  const modules = moduleChunks(manifest);

  return BUNDLE_ROUTES.map((route) => {
    const unmatched: string[] = [];
    const routeKeys: string[] = [];
    for (const source of [...EVERY_ROUTE, ...route.sources]) {
      const keys = [...modules].filter(([module]) => matches(source, module)).flatMap(([, chunks]) => [...chunks]);
      if (keys.length === 0) unmatched.push(String(source));
      routeKeys.push(...keys);
    }
    const keys = staticClosure(manifest, [...entry, ...routeKeys]);
    const files = [...keys].map((key) => ({ key, file: manifest[key]!.file, ...weigh(manifest[key]!.file) }));
    const js = files.filter((f) => /\.m?js$/.test(f.file));
    const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))].map((file) => ({ file, ...weigh(file) }));
    return {
      route,
      js,
      jsGzip: js.reduce((sum, f) => sum + f.gzip, 0),
      jsRaw: js.reduce((sum, f) => sum + f.raw, 0),
      cssGzip: css.reduce((sum, f) => sum + f.gzip, 0),
      unmatched,
    };
  });
}

/** The modules src/app/signed-in-routes.tsx imports lazily that no route of SIGNED_IN_ROUTES names. */
function unbenchedPages(): string[] {
  const table = 'src/app/signed-in-routes.tsx';
  const text = readFileSync(resolve(ROOT, table), 'utf8');
  const lazy = [...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => relative(ROOT, resolve(ROOT, dirname(table), m[1]!)));
  if (lazy.length === 0) throw new Error(`${table} has no import(): the bench cannot tell its pages`);
  const named = SIGNED_IN_ROUTES.flatMap((route) => route.pages);
  // The shell is weighed on every signed-in route.
  return lazy.filter((module) => !named.includes(module) && !module.startsWith('src/app/shell/'));
}

type Weighed = { file: string; raw: number; gzip: number };
const fileTable = (title: string, files: Weighed[]) =>
  `#### ${title}\n\n` +
  (files.length === 0 ? 'None.' : '| File | Raw | gzip |\n|---|--:|--:|\n') +
  [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `| ${f.file} | ${kb(f.raw)} | ${kb(f.gzip)} |`)
    .join('\n');

export async function measureBundles(): Promise<void> {
  if (!args.has('--skip-build')) build();
  if (!existsSync(MANIFEST)) {
    throw new Error(`${MANIFEST} is missing: build with \`vite build --manifest\` (or drop --skip-build).`);
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const weights = routeWeights(manifest);
  // The files every signed-in route loads are listed once, then each route's others.
  const signedIn = weights.filter((w) => SIGNED_IN_ROUTES.some((route) => route.name === w.route.name));
  const common = signedIn[0]?.js.filter((f) => signedIn.every((w) => w.js.some((g) => g.file === f.file))) ?? [];
  if (common.length) {
    const total = common.reduce((sum, f) => sum + f.gzip, 0);
    details.push(fileTable(`JavaScript every signed-in route loads (${kb(total)} gzip)`, common));
  }
  for (const w of weights) {
    const note = w.unmatched.length ? ` (no chunk for ${w.unmatched.join(', ')}: not built, or no source map)` : '';
    rows.push({
      measure: `JS for route \`${w.route.name}\` (${w.route.path}, gzip, everything it can load)${note}`,
      figure: `${kb(w.jsGzip)} (${kb(w.jsRaw)} raw, ${w.js.length} files; CSS ${kb(w.cssGzip)} gzip)`,
      target: '',
      // A route whose source files were not found is not measured: it fails rather than passes.
      ok: w.unmatched.length === 0 ? null : false,
    });
    if (signedIn.includes(w) && common.length) {
      const own = w.js.filter((f) => !common.some((g) => g.file === f.file));
      details.push(fileTable(`\`${w.route.name}\` JavaScript besides what every signed-in route loads`, own));
    } else details.push(fileTable(`\`${w.route.name}\` JavaScript`, w.js));
  }
  const missing = unbenchedPages();
  rows.push({
    measure: 'Signed-in pages (lazy modules of src/app/signed-in-routes.tsx) in the bench’s route table',
    figure: missing.length ? `missing: ${missing.join(', ')}` : `all (${SIGNED_IN_ROUTES.length} routes)`,
    target: 'all',
    ok: missing.length === 0,
  });
}
