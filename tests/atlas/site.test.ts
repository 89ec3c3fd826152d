// The flow atlas built from the fixture set (docs/flows/README.md#the-flow-atlas): every state and
// transition of every flow on its page, every local link and image resolving, a failed path shown
// where it failed, "not run yet" before any run, and a UI state without its screenshots failing
// the build.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStateNodes } from '@xstate/graph';
import { UI_MODELS } from '../../e2e/paths/models/ui-models.ts';
import { machinesOfFolder } from '../support/machines-folder.ts';
import { stateNodeWords } from '../support/path-words.ts';
import { eventAndGuardWords } from '../../scripts/guard-words.ts';
import { allTransitions, transitionKey } from '../support/statechart-coverage.ts';
import { atlasFlows } from '../../scripts/atlas/flows.ts';
import { esc } from '../../scripts/atlas/html.ts';
import { pathCommand } from '../../scripts/one-path.ts';
import { indexPage } from '../../scripts/atlas/index-page.ts';
import { noResults } from '../../scripts/atlas/results.ts';
import { buildFixtureAtlas, FAILURE, type FixtureAtlas } from './support/fixture-atlas.ts';

let dir: string;
let atlas: FixtureAtlas;
/** The text `esc` wrote. */
const unesc = (html: string) => html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
const read = (file: string) => readFileSync(join(dir, 'atlas', file), 'utf8');

// Every chart of every flow laid out (about 10 s alone): a loaded 2-core machine takes several times that.
const BUILD_TIMEOUT = 240_000;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atlas-'));
  atlas = await buildFixtureAtlas(dir);
}, BUILD_TIMEOUT);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the flow atlas', () => {
  it('builds complete from the fixture set', () => {
    expect(atlas.problems).toEqual([]);
    expect(atlas.screenshots).toBeGreaterThan(0);
  });

  it('draws every state and transition of every machine and UI model on its flow page', async () => {
    const charts = [
      ...(await machinesOfFolder()).map(({ machine }) => ({ machine, flow: machine.id, prefix: 'm' })),
      ...UI_MODELS.map(({ model, flow }) => ({ machine: model, flow, prefix: 'u' })),
    ];
    for (const { machine, flow, prefix } of charts) {
      const html = read(`flows/${flow}.html`);
      for (const node of getStateNodes(machine.root)) {
        const id = node.path.join('.');
        expect(html, `${machine.id}: state ${id} drawn`).toContain(`data-state="${esc(id)}"`);
        expect(html, `${machine.id}: state ${id} has its details`).toContain(`id="${esc(`${prefix}-${id}`)}"`);
      }
      for (const t of allTransitions(machine)) {
        // The root's own transitions are taken in any state: listed as words, not drawn.
        // In the glossary's words (scripts/guard-words.ts): `any state —event [guard in words]→ to`.
        if (t.source === machine.root) expect(html, machine.id).toContain(esc(`any state —${eventAndGuardWords(t)}→ ${(t.target ?? []).map(stateNodeWords).join(' + ') || 'any state (stays)'}`));
        else expect(html, `${machine.id}: ${transitionKey(t)} drawn`).toContain(`data-transition="${esc(transitionKey(t))}"`);
      }
    }
  });

  it('offers each flow to copy as Stately reads it: docs/flows/stately/<id>.js, not the TypeScript file', () => {
    for (const flow of ['signUp', 'pin', 'shipment']) {
      const html = read(`flows/${flow}.html`);
      const copied = /<textarea id="source-m"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1];
      expect(copied, flow).toBe(esc(readFileSync(`docs/flows/stately/${flow}.js`, 'utf8')));
    }
  });

  it('shows beside each path the command that runs it alone', () => {
    let seen = 0;
    for (const file of readdirSync(join(dir, 'atlas/flows'))) {
      for (const [, name, command] of read(`flows/${file}`).matchAll(/Test: <code>([^<]+)<\/code>[^\n]*\n<p class="test-command">Run it alone: <code>([^<]+)<\/code>/g)) {
        expect(command).toBe(esc(pathCommand(unesc(name!))));
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('has no local link or image that does not resolve', () => {
    const pages = ['index.html', ...readdirSync(join(dir, 'atlas/flows')).map((f) => `flows/${f}`)];
    const idsOf = new Map(pages.map((p) => [p, new Set([...read(p).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!))]));
    const broken: string[] = [];
    for (const from of pages) {
      for (const [, url] of read(from).matchAll(/\s(?:href|src)="([^"]+)"/g)) {
        if (/^https?:/.test(url!)) continue;
        const [path, fragment] = url!.replace(/&amp;/g, '&').split('#');
        const target = path ? relative(join(dir, 'atlas'), join(dir, 'atlas', dirname(from), path)) : from;
        const ids = idsOf.get(target);
        if (path && !ids) {
          try {
            readFileSync(join(dir, 'atlas', target));
          } catch {
            broken.push(`${from}: ${url}`);
          }
        }
        if (fragment && !ids?.has(fragment)) broken.push(`${from}: ${url}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('shows a failed path open, at the step where it failed, with the error', () => {
    const html = read(`flows/${atlas.failedPath.flow}.html`);
    const start = `<details id="${atlas.failedPath.anchor}"`;
    const path = html.slice(html.indexOf(start), html.indexOf('</details>', html.indexOf(start)));
    expect(path).toMatch(new RegExp(`^${start} open>`));
    expect(path).toContain('<span class="result failed">failed</span>');
    expect(path).toMatch(/<li class="failed-step">.*failed here/);
    expect(path).toContain(esc(FAILURE));
    expect(path).toContain(esc(atlas.failedPath.name));
  });

  it('lists the machines’ paths with their results from the last run', () => {
    const html = read('flows/pin.html');
    expect(html).toMatch(/<details id="m-path-start-[^"]+">/);
    expect(html).not.toContain('Model-level paths (Vitest, <code>tests/machines</code>): not run yet');
  });

  it('says "not run yet" on a fresh clone, without reports', async () => {
    const index = indexPage(await atlasFlows(join(dir, 'none')), noResults(), false);
    expect(index).toContain("The machines' path tests (Vitest) have not run yet");
    expect(index.match(/not run yet/g)!.length).toBeGreaterThan(UI_MODELS.length * 2);
  });

  it('fails when a UI state has no screenshot', async () => {
    const missing = 'checkout/paymentForm.en.360.jpg';
    const other = mkdtempSync(join(tmpdir(), 'atlas-'));
    try {
      const incomplete = await buildFixtureAtlas(other, [missing]);
      expect(incomplete.problems).toEqual([expect.stringContaining('checkout: the state paymentForm has no screenshot in en at 360 px')]);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
