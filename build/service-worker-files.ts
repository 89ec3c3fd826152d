// Which of the release's files the service worker keeps (docs/performance.md#the-service-worker).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestTransform } from 'workbox-build';

const ASSET = /\/?(assets\/[^"'\s)]+)/g;

/**
 * The shared tracking page's own code (its entry, style and chunks, built apart: build/track-page.ts)
 * is for people without an account, who never install the portal: 80 KB compressed that no
 * customer's phone should download. A file the portal's own build also wrote stays.
 */
export function withoutTrackPageCode(outDir: () => string): ManifestTransform {
  return (entries) => {
    const trackPage = join(outDir(), 'track.html');
    const portalManifest = join(outDir(), '.vite', 'manifest.json');
    if (!existsSync(trackPage) || !existsSync(portalManifest)) return { manifest: entries, warnings: [] };
    const portal = new Set<string>();
    for (const entry of Object.values(JSON.parse(readFileSync(portalManifest, 'utf8')) as Record<string, { file: string; css?: string[] }>)) {
      portal.add(entry.file);
      for (const css of entry.css ?? []) portal.add(css);
    }
    const trackOnly = new Set([...readFileSync(trackPage, 'utf8').matchAll(ASSET)].map((match) => match[1]!).filter((file) => !portal.has(file)));
    return { manifest: entries.filter((entry) => !trackOnly.has(entry.url)), warnings: [] };
  };
}
