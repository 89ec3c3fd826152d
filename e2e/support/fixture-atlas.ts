// The atlas the atlas specs open (docs/flows/README.md#the-flow-atlas): built from the fixture set
// once per run by the `atlas-build` project (e2e/atlas.setup.ts), into a folder of test-results/
// (which a Playwright run empties as it starts); the specs, in the project that depends on it,
// read what it wrote. Built once per worker, it cost three builds side by side (15 s each).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FixtureAtlas } from '../../tests/atlas/support/fixture-atlas.ts';
import { loadWithVite } from '../../scripts/atlas/vite-load.ts';

type BuiltFixture = FixtureAtlas & { failure: string };

export type OpenedAtlas = BuiltFixture & {
  /** A flow's page, as the browser opens it. */
  flowUrl: (flow: string) => string;
};

/** What building it may take on a loaded 2-core machine (about 15 s on a quiet one). */
export const ATLAS_BUILD_TIMEOUT = 240_000;

const FIXTURE_DIR = resolve('test-results/atlas-fixture');
const DESCRIPTION = join(FIXTURE_DIR, 'fixture.json');

/** Builds the fixture atlas and says where its pages are (the `atlas-build` project). */
export async function buildFixtureAtlas(): Promise<void> {
  mkdirSync(FIXTURE_DIR, { recursive: true });
  // Through Vite, as `npm run atlas` builds it: the machines' messages are Lingui macros.
  const { module, close } = await loadWithVite<typeof import('../../tests/atlas/support/fixture-atlas.ts')>('/tests/atlas/support/fixture-atlas.ts');
  try {
    const atlas = await module.buildFixtureAtlas(join(FIXTURE_DIR, 'atlas'));
    writeFileSync(DESCRIPTION, JSON.stringify({ ...atlas, failure: module.FAILURE } satisfies BuiltFixture));
  } finally {
    await close();
  }
}

/** The atlas the `atlas-build` project built in this run. */
export function fixtureAtlas(): OpenedAtlas {
  const atlas = JSON.parse(readFileSync(DESCRIPTION, 'utf8')) as BuiltFixture;
  return { ...atlas, flowUrl: (flow: string) => pathToFileURL(join(dirname(atlas.index), `flows/${flow}.html`)).href };
}
