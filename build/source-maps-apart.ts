import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Beside dist/, never under it: what the server serves is dist/ alone. */
export const SOURCE_MAPS_DIR = 'dist-maps';

/**
 * The source maps, moved out of the build as it is written, keeping their paths
 * (dist-maps/assets/…js.map): they hold the whole source (`sourcesContent`), which is the
 * error-reporting service's to read, not a visitor's (docs/product.md#one-process). The build makes
 * them "hidden" (no sourceMappingURL comment), so no browser asks for them either.
 */
export const sourceMapsApart: Plugin = {
  name: 'casillero:source-maps-apart',
  apply: 'build',
  async writeBundle(options) {
    const dir = options.dir;
    if (!dir) return;
    const target = resolve(dir, '..', SOURCE_MAPS_DIR);
    // The maps of the build before this one describe files that are gone.
    await rm(target, { recursive: true, force: true });
    // Every map on disk, whichever chunk or stylesheet wrote it.
    const maps = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.map'));
    await Promise.all(
      maps.map(async (file) => {
        const to = join(target, file);
        await mkdir(dirname(to), { recursive: true });
        await rename(join(dir, file), to);
      }),
    );
  },
};
