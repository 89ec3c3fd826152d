// The atlas the atlas specs open (docs/flows/README.md#the-flow-atlas): built from the fixture set
// once per worker, however many of them the worker runs, in a folder of its own (a Playwright run
// empties test-results/ as it starts, and two workers must not build into one folder).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FixtureAtlas } from '../../tests/atlas/support/fixture-atlas.ts';
import { loadWithVite } from '../../scripts/atlas/vite-load.ts';

export type OpenedAtlas = FixtureAtlas & {
  failure: string;
  /** A flow's page, as the browser opens it. */
  flowUrl: (flow: string) => string;
};

/** What building it may take on a loaded 2-core machine (about 15 s on a quiet one). */
export const ATLAS_BUILD_TIMEOUT = 240_000;

let built: Promise<OpenedAtlas> | null = null;

export function fixtureAtlas(): Promise<OpenedAtlas> {
  built ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atlas-fixture-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    // Through Vite, as `npm run atlas` builds it: the machines' messages are Lingui macros.
    const { module, close } = await loadWithVite<typeof import('../../tests/atlas/support/fixture-atlas.ts')>('/tests/atlas/support/fixture-atlas.ts');
    try {
      const atlas = await module.buildFixtureAtlas(dir);
      return { ...atlas, failure: module.FAILURE, flowUrl: (flow: string) => pathToFileURL(join(dirname(atlas.index), `flows/${flow}.html`)).href };
    } finally {
      await close();
    }
  })();
  return built;
}
