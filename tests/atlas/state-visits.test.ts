// The flow atlas's screenshot runs, without a browser: on every UI model, each atomic state is
// captured once, by a shortest path to it, and no run is the start of another.
import { getShortestPaths, getStateNodes } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { setup, type AnyMachineSnapshot } from 'xstate';
import { UI_MODELS } from '../../e2e/paths/models/ui-models.ts';
import { snapshotAt, stateVisits } from '../../e2e/paths/support/state-visits.ts';
import { ownEventTypesOf } from '../support/path-cover.ts';
import { stateLeavesOf } from '../support/path-words.ts';

const atomicStatesOf = (model: (typeof UI_MODELS)[number]['model']) =>
  getStateNodes(model.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));

/** The fewest events that lead to each atomic state, from any of the graph's snapshots. */
function fewestSteps(model: (typeof UI_MODELS)[number]['model']): Map<string, number> {
  const events = ownEventTypesOf(model).map((type) => ({ type }));
  const fewest = new Map<string, number>();
  for (const path of getShortestPaths(model, { events: ((s: AnyMachineSnapshot) => events.filter((e) => s.can(e))) as never })) {
    for (const state of stateLeavesOf(path.state as AnyMachineSnapshot)) {
      fewest.set(state, Math.min(fewest.get(state) ?? Infinity, path.steps.length - 1));
    }
  }
  return fewest;
}

const signature = (run: { steps: { event: { type: string } }[] }) => run.steps.map((s) => `${s.event.type}\n`).join('');

describe('stateVisits', () => {
  it.each(UI_MODELS.map(({ flow, model }) => [flow, model] as const))('%s: every state once, by a shortest path', (_, model) => {
    const runs = stateVisits(model);
    const fewest = fewestSteps(model);
    const captured = runs.flatMap((run) => run.captures.map(({ state }) => state));
    expect([...captured].sort()).toEqual(atomicStatesOf(model).sort());
    for (const run of runs) {
      for (const { at, state } of run.captures) {
        expect(stateLeavesOf(snapshotAt(run, at)), `${state} after ${at} steps`).toContain(state);
        expect(at, state).toBe(fewest.get(state));
      }
      // A run ends where it shows its last state.
      expect(run.captures.at(-1)?.at).toBe(run.steps.length);
    }
    const signatures = runs.map(signature);
    for (const own of signatures) expect(signatures.filter((other) => other !== own && other.startsWith(own))).toEqual([]);
    expect(new Set(signatures).size).toBe(signatures.length);
  });

  it('takes no more runs than states, and the start needs no run of its own', () => {
    for (const { model } of UI_MODELS) expect(stateVisits(model).length).toBeLessThan(atomicStatesOf(model).length);
    const tiny = setup({}).createMachine({ id: 'tiny', initial: 'only', states: { only: {} } });
    expect(stateVisits(tiny)).toMatchObject([{ steps: [], captures: [{ at: 0, state: 'only' }] }]);
  });
});
