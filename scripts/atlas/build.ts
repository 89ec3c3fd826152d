// Writes the atlas, a static site that works from file:// (docs/flows/README.md): index.html, a
// page per flow, the style sheet, and the UI models' screenshots copied from the pass's folder.
// With screenshots, a UI model state without its four is a problem: no atlas is written.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { atlasFlows, type AtlasFlow } from './flows.ts';
import { flowPage } from './flow-page.ts';
import { indexPage } from './index-page.ts';
import { drivenStates } from './machine-screens.ts';
import { readReports } from './results.ts';
import { REPORTS_DIR } from './results-store.ts';
import { screenFile, screensOf } from './screens.ts';
import { statesOf } from './state-details.ts';

const ATLAS_DIR = 'atlas';

/**
 * Every screenshot the atlas shows, in each language and width: each atomic or final state of each
 * UI model, and each machine state a screen driver shows (scripts/atlas/machine-screens.ts).
 */
export const expectedScreens = (flows: AtlasFlow[]) =>
  flows.flatMap((flow) =>
    [
      ...(flow.ui ? statesOf(flow.ui.graph).filter((s) => s.kind === 'atomic' || s.kind === 'final').map((s) => s.id) : []),
      ...drivenStates(flow.id),
    ].flatMap((state) => screensOf(flow.id, state).map((shot) => ({ flow: flow.id, state, shot }))),
  );

export type AtlasOptions = {
  out?: string;
  /** The screenshot pass's folder; null builds the atlas without screenshots (as CI does). */
  screens: string | null;
  /** The folder of the path results kept across runs (path-results.json), and the last run's coverage records (what it took, and the machines' paths). */
  reports?: string;
  coverage?: string;
};

export type BuiltAtlas = { index: string; pages: number; screenshots: number; problems: string[] };

export async function buildAtlas({ out = ATLAS_DIR, screens, reports = REPORTS_DIR, coverage }: AtlasOptions): Promise<BuiltAtlas> {
  const flows = await atlasFlows(coverage);
  const results = readReports(reports);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'flows'), { recursive: true });

  // Screens first: an atlas with a state left unseen is not written (the build fails before the layouts).
  const problems: string[] = [];
  const expected = screens ? expectedScreens(flows) : [];
  for (const { flow, state, shot } of expected) {
    if (!existsSync(join(screens!, screenFile(shot)))) {
      problems.push(`${flow}: the state ${state} has no screenshot in ${shot.language} at ${shot.width} px (${join(screens!, screenFile(shot))})`);
    }
  }
  if (problems.length > 0) return { index: resolve(out, 'index.html'), pages: 0, screenshots: 0, problems };
  for (const { shot } of expected) {
    const file = screenFile(shot);
    mkdirSync(dirname(join(out, 'screens', file)), { recursive: true });
    copyFileSync(join(screens!, file), join(out, 'screens', file));
  }

  const screensSource = screens ? { relative: '../screens/' } : null;
  for (const flow of flows) writeFileSync(join(out, 'flows', `${flow.id}.html`), await flowPage(flow, results, screensSource));
  writeFileSync(join(out, 'index.html'), indexPage(flows, results, !!screens));
  copyFileSync(new URL('./atlas.css', import.meta.url), join(out, 'atlas.css'));
  return { index: resolve(out, 'index.html'), pages: flows.length + 1, screenshots: expected.length, problems };
}
