// The atlas's index (docs/flows/README.md#the-flow-atlas): the customer journeys first, the
// building blocks and the warehouse's statuses apart, each group said in a line; every flow once;
// its results in words, with when and from which command; paths linked by their names.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machinesOfFolder } from '../support/machines-folder.ts';
import { FLOW_GROUPS } from '../../scripts/atlas/flow-groups.ts';
import { atlasFlows, type AtlasFlow } from '../../scripts/atlas/flows.ts';
import { esc } from '../../scripts/atlas/html.ts';
import { indexPage } from '../../scripts/atlas/index-page.ts';
import { pathAnchors, pathSlug } from '../../scripts/atlas/paths-list.ts';
import { noResults, readReports } from '../../scripts/atlas/results.ts';
import { shortCommand } from '../../scripts/atlas/summary.ts';
import { writeFixtureRuns, type FixtureRuns } from './support/fixture-atlas.ts';

let dir: string;
let flows: AtlasFlow[];
let runs: FixtureRuns;
let index: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atlas-index-'));
  runs = writeFixtureRuns(dir, await atlasFlows(join(dir, 'no-coverage')));
  flows = await atlasFlows(runs.coverage);
  index = indexPage(flows, readReports(runs.reports), true);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The card of a flow on the index: from its heading to the end of its item. */
const cardOf = (id: string) => {
  const start = index.indexOf(`<h3><a href="flows/${id}.html">${id}</a></h3>`);
  return index.slice(start, index.indexOf('</li>', start));
};
/** The text a reader sees: no tags, entities read back. */
const text = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&#39;', "'").replaceAll('&amp;', '&').replace(/\s+/g, ' ');

describe('the index’s groups', () => {
  it('lists every machine of machines/ in exactly one group, and no other', async () => {
    const ids = (await machinesOfFolder()).map(({ machine }) => machine.id).sort();
    const grouped = FLOW_GROUPS.flatMap((group) => group.flows.map((flow) => flow.id));
    expect([...grouped].sort()).toEqual(ids);
    expect(new Set(grouped).size).toBe(grouped.length);
    for (const flow of FLOW_GROUPS.flatMap((group) => group.flows)) for (const whole of flow.partOf ?? []) expect(ids, `${flow.id} is part of ${whole}`).toContain(whole);
  });

  it('shows the customer journeys first, then the building blocks, then the warehouse’s statuses, each explained in a line', () => {
    const headings = [...index.matchAll(/<h2 id="([^"]+)">([^<]+)<\/h2>\n<p class="explanation">([^<]+)<\/p>/g)];
    expect(headings.map(([, id]) => id)).toEqual(['journeys', 'building-blocks', 'lifecycles']);
    expect(headings.map(([, , heading]) => heading)).toEqual(['Customer journeys', 'Building blocks', 'The warehouse’s statuses']);
    const at = (id: string) => index.indexOf(`<h3><a href="flows/${id}.html">`);
    expect(at('session')).toBeLessThan(at('checkout'));
    expect(at('checkout')).toBeLessThan(at('resource'));
    expect(at('pagedList')).toBeLessThan(at('shipment'));
    for (const flow of flows) expect(index.split(`<h3><a href="flows/${flow.id}.html">`).length - 1, flow.id).toBe(1);
  });

  it('lists the PIN code with the journeys, as a step of sign-up and recovery', () => {
    expect(index.indexOf('flows/pin.html')).toBeLessThan(index.indexOf('id="building-blocks"'));
    expect(text(cardOf('pin'))).toContain('Part of signUp and recovery: a step inside them, not a journey of its own.');
  });

  it('has no table: each flow is a card, which a phone stacks', () => {
    expect(index).not.toContain('<table');
    expect(index.match(/<li class="flow-card">/g)).toHaveLength(flows.length);
  });
});

describe('the index’s results, in words', () => {
  it('says how each flow’s paths ended, when, and from which command', () => {
    const pin = text(cardOf('pin'));
    const passed = (what: string) => new RegExp(`${what}(all \\d+ paths|the one path) passed, 2026-11-27 18:00 UTC, from npm test`);
    expect(pin).toMatch(passed('Machine’s path tests \\(Vitest\\)'));
    expect(pin).toMatch(passed('UI path tests \\(Playwright\\)'));
  });

  it('says which paths came from the later, partial run and which from the earlier one', () => {
    const total = flows.find((flow) => flow.id === 'checkout')!.ui!.paths.length;
    expect(text(cardOf('checkout'))).toContain(
      `UI path tests (Playwright)1 of ${total} paths failed, ${total - 1} passed: ` +
        `1 on 2026-11-28 09:30 UTC, from ${shortCommand(runs.runs.partial.command)}; ${total - 1} on 2026-11-27 18:00 UTC, from npm test`,
    );
    // The path run alone, by its whole name: cut short in the summary, whole in the path's own details.
    expect(shortCommand(runs.runs.partial.command)).toMatch(/^npm run test:paths -- --path 'checkout: start → .{20,}…$/);
    expect(shortCommand(runs.runs.partial.command).length).toBeLessThanOrEqual(80);
    expect(text(index)).toContain(`checkout: 1 of ${total} UI paths failed`);
    expect(text(index)).toContain('the UI path tests (Playwright) last ran 2026-11-28 09:30 UTC');
  });

  it('says "not run yet" for a flow no run touched, and overall how many flows passed', () => {
    expect(text(cardOf('resource'))).toContain('Machine’s path tests (Vitest)not run yet');
    expect(text(index)).toMatch(new RegExp(`Of the ${flows.length} flows, 1 passed every path that ran, 1 has a failed path, ${flows.length - 2} not run yet\\.`));
    const fresh = indexPage(flows, noResults(), false);
    expect(text(fresh)).toContain("The machines' path tests (Vitest) have not run yet; the UI path tests (Playwright) have not run yet.");
  });
});

describe('links to a path', () => {
  it('come from its name, not its place: a path added before it leaves its fragment as it was', () => {
    const checkout = flows.find((flow) => flow.id === 'checkout')!.ui!.paths;
    expect(runs.failedPath.anchor).toBe(`u-path-${pathSlug(runs.failedPath.name)}`);
    expect(runs.failedPath.anchor).not.toMatch(/^u-path-\d+$/);
    const added = { name: 'checkout: start → a new way in', start: 'loading', steps: [] };
    expect(pathAnchors('u-path', [added, ...checkout]).slice(1)).toEqual(pathAnchors('u-path', checkout));
  });

  it('are unique on each page, long names included', () => {
    for (const flow of flows) {
      for (const [prefix, paths] of [['m-path', flow.modelPaths], ['u-path', flow.ui?.paths ?? []]] as const) {
        const anchors = pathAnchors(prefix, paths);
        expect(new Set(anchors).size, `${flow.id} ${prefix}`).toBe(paths.length);
        for (const anchor of anchors) expect(anchor, `${flow.id}: ${anchor}`).toMatch(/^[mu]-path-[a-z0-9-]{1,64}$/);
      }
    }
    // Two names that differ only in signs still get two fragments.
    const twins = [{ name: 'x: a + b', start: 'a', steps: [] }, { name: 'x: a → b', start: 'a', steps: [] }];
    expect(pathAnchors('m-path', twins)).toEqual(['m-path-a-b', 'm-path-a-b-2']);
    expect(esc(runs.failedPath.anchor)).toBe(runs.failedPath.anchor);
  });
});
