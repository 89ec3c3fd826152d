// A signed-in visitor's page names the signed-in area's code in its <head> instead of the boot
// alone, so it is fetched at once instead of discovered chunk after chunk (the boot, then the
// client, then the shell): on a phone, each discovery cost a round trip before the account could
// show. The largest scripts are links of the page, fetched while it is read, a round trip before
// the entry could ask for them; the rest the entry asks for after the session check
// (src/app/preload-first-screen.ts). Over HTTP/1.1 a browser opens six connections: the three
// links, the stylesheet, the entry and its early chunk; the entry's requests (users/me, my
// account's lists) take the connections the entry and its chunk, both small, leave first.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../src/api/contract/limits.ts';
import { FIRST_SCREEN_CODE_META } from '../../src/api/contract/page.ts';

type ManifestChunk = { file: string; name?: string; src?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The chunk groups vite.config.ts makes for the signed-in area, and React and the boot every page loads. */
const GROUPS = ['react', 'boot', 'app'];
/** Lazily loaded modules the signed-in landing page needs at once, by source. */
const SOURCES = (language: Language) => [`locale/${language}/messages.po`, `locale/${language}/signed-in.po`];

/** How many scripts, the largest, the page links itself (React, the boot and the app). */
const LINKED_IN_PAGE = 3;

/** The build's tag, which names the boot for a visitor without a session. */
const BUILT_TAG = new RegExp(`<meta name="${FIRST_SCREEN_CODE_META}"[^>]*>`);

/**
 * The page for a signed-in visitor in `language`: its first screen's code is the signed-in area's,
 * its largest scripts linked (`<link rel="modulepreload">`), the rest named for the entry.
 * Unchanged when the build has no manifest (`vite build` writes it to dist/.vite/manifest.json).
 * Files the page already loads are left out. A new release moved into dist/ under a running server
 * (docs/operations.md#releases) brings its manifest: read again when it changes, so the page never
 * names the code of a release gone.
 */
export function signedInPreload(staticDir: string): (language: Language, page: string) => string {
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  let read: { mtimeMs: number; manifest: Manifest | null; tags: Map<Language, string> } | null = null;
  const current = () => {
    const mtimeMs = statSync(manifestPath, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (read?.mtimeMs !== mtimeMs) {
      let manifest: Manifest | null = null;
      try {
        manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      } catch {
        // No manifest: the page goes as built.
      }
      read = { mtimeMs, manifest, tags: new Map() };
    }
    return read;
  };

  const linksFor = (chunks: Manifest, language: Language, page: string): string => {
    const starts = Object.keys(chunks).filter((key) => {
      const chunk = chunks[key]!;
      return (chunk.src === undefined && GROUPS.includes(chunk.name ?? '')) || SOURCES(language).includes(chunk.src ?? '');
    });
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length > 0) {
      const key = queue.pop()!;
      if (seen.has(key) || !chunks[key]) continue;
      seen.add(key);
      queue.push(...(chunks[key].imports ?? []));
    }
    const files = [...seen].map((key) => chunks[key]!);
    const others = page.replace(BUILT_TAG, '');
    const named = (file: string) => others.includes(`"/${file}"`); // src="…" or href="…"
    const scripts = files.map((c) => c.file).filter((file) => file.endsWith('.js'));
    const styles = [...new Set(files.flatMap((c) => c.css ?? []))];
    // The largest first: over six connections, the longest downloads should start first.
    const size = (file: string) => statSync(join(staticDir, file), { throwIfNoEntry: false })?.size ?? 0;
    const wanted = [...scripts, ...styles]
      .filter((file) => !named(file))
      .sort((a, b) => size(b) - size(a))
      .map((file) => `/${file}`);
    const linked = wanted.filter((file) => file.endsWith('.js')).slice(0, LINKED_IN_PAGE);
    const links = linked.map((file) => `<link rel="modulepreload" href="${file}" crossorigin>`).join('');
    // Hashed asset names: nothing to escape.
    return `${links}<meta name="${FIRST_SCREEN_CODE_META}" content="${wanted.filter((file) => !linked.includes(file)).join(' ')}">`;
  };

  return (language, page) => {
    const { manifest, tags } = current();
    if (!manifest) return page;
    const tag = tags.get(language) ?? linksFor(manifest, language, page);
    tags.set(language, tag);
    return BUILT_TAG.test(page) ? page.replace(BUILT_TAG, () => tag) : page.replace('</head>', () => `${tag}</head>`);
  };
}
