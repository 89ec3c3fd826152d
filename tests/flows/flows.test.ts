// docs/flows/<id>.md is the diagram of each machine in machines/; it must match the machine.
// `npm run flows` rewrites them (FLOWS_WRITE=1); otherwise this test fails on any page that is out
// of date, missing, or left behind by a machine that is gone.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { flowPage } from '../../scripts/flow-diagram.ts';
import { UI_MODELS } from '../../e2e/paths/models/ui-models.ts';
import { machinesOfFolder } from '../support/machines-folder.ts';

// Every machine of machines/, read from the folder.
const FLOWS: [AnyStateMachine, string][] = (await machinesOfFolder()).map(({ machine, file }) => [machine, file]);

const DIR = join(import.meta.dirname, '../../docs/flows');
const write = process.env.FLOWS_WRITE === '1';

/** Writes (with FLOWS_WRITE=1) or checks the page of each machine in a folder of docs/flows. */
function checkPages(list: [AnyStateMachine, string][], dir: string) {
  it.each(list.map(([machine, file]) => [machine.id, machine, file] as const))('%s is up to date', (id, machine, file) => {
    const page = flowPage(machine, file);
    const path = join(dir, `${id}.md`);
    if (write) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path, page);
    }
    let stored = '';
    try {
      stored = readFileSync(path, 'utf8');
    } catch {
      // Missing: reported below.
    }
    expect(stored, `${path} is out of date: run npm run flows`).toBe(page);
  });

  it('names every guard, action and actor (no inline implementation in a diagram)', () => {
    for (const [machine, file] of list) expect(flowPage(machine, file), machine.id).not.toMatch(/\binline\b/);
  });
}

describe('the flow diagrams in docs/flows', () => {
  checkPages(FLOWS, DIR);
  it('has a page for each machine and no other', () => {
    // <flow>.paths.md are the paths' lists, kept by the machines' own tests (tests/machines/support/path-walk.ts).
    const pages = readdirSync(DIR).filter((name) => name.endsWith('.md') && name !== 'README.md' && !name.endsWith('.paths.md')).sort();
    expect(pages).toEqual(FLOWS.map(([machine]) => `${machine.id}.md`).sort());
  });
});
describe('the UI models’ diagrams in docs/flows/ui', () => checkPages(
    UI_MODELS.map(({ model, file }) => [model, file]),
    join(DIR, 'ui'),
  ));
