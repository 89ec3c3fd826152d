// The `atlas-build` project: the fixture atlas the atlas specs open, built once per run
// (e2e/support/fixture-atlas.ts).
import { test } from '@playwright/test';
import { ATLAS_BUILD_TIMEOUT, buildFixtureAtlas } from './support/fixture-atlas.ts';

test('the fixture atlas is built', async () => {
  test.setTimeout(ATLAS_BUILD_TIMEOUT);
  await buildFixtureAtlas();
});
