// The UI-level path tests' generation, without a browser: every UI model's generated paths take
// every state and transition it has, and a mapping that lacks a state or an event is reported.
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { UI_MODELS } from '../../e2e/paths/models/ui-models.ts';
import { uiPathsOf, unmappedOf } from '../../e2e/paths/support/ui-paths.ts';
import { pathCover } from '../support/path-cover.ts';
import { pathNames, stateLeavesOf } from '../support/path-words.ts';
import { allStateIds, allTransitions, transitionKey } from '../support/statechart-coverage.ts';

const MODELS = UI_MODELS.map(({ model }) => model);

describe('the UI models’ generated paths', () => {
  it.each(MODELS.map((m) => [m.id, m] as const))('%s: the paths take every state and transition', (_, model) => {
    const paths = uiPathsOf(model);
    const states = new Set([model.config.initial as string]);
    const transitions = new Set<string>();
    for (const path of paths) {
      for (const step of path.steps) {
        stateLeavesOf(step.state).forEach((key) => states.add(key));
        step.transitions.forEach((transition) => transitions.add(transitionKey(transition)));
      }
    }
    const prefix = `${model.id}.`;
    expect(allStateIds(model).map((id) => id.slice(prefix.length)).filter((id) => !states.has(id))).toEqual([]);
    expect(allTransitions(model).map(transitionKey).filter((key) => !transitions.has(key))).toEqual([]);
  });

  it('walks them in fewer browser runs than a path per transition', () => {
    const runs = (paths: { steps: unknown[] }[]) => paths.length;
    const all = MODELS.map((model) => [runs(uiPathsOf(model)), runs(pathCover(model, { byContext: false }))]);
    expect(all.every(([walks, paths]) => walks! <= paths!)).toBe(true);
    expect(all.reduce((sum, [walks]) => sum + walks!, 0)).toBeLessThan(all.reduce((sum, [, paths]) => sum + paths!, 0));
  });

  it('no path is the start of another (it would be walked twice)', () => {
    for (const model of MODELS) {
      const names = uiPathsOf(model).map((p) => p.steps.map((s) => s.event.type).join(' '));
      for (const name of names) expect(names.filter((other) => other !== name && other.startsWith(`${name} `))).toEqual([]);
    }
  });

  it('names each path by its events and states, every name its own', () => {
    const [first] = pathNames('sessionUi', uiPathsOf(UI_MODELS[0]!.model));
    expect(first).toMatch(/^sessionUi: start → [A-Z_]+ → \w+/);
    for (const { flow, model } of UI_MODELS) {
      const names = pathNames(flow, uiPathsOf(model));
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('unmappedOf', () => {
  const model = setup({}).createMachine({
    id: 'tiny',
    initial: 'a',
    states: { a: { on: { GO: 'b', SKIP: 'c' } }, b: { type: 'final' }, c: { type: 'final' } },
  });
  const step = async () => {};

  it('is empty for a complete mapping', () => {
    expect(unmappedOf(model, { a: step, b: step, c: step }, { GO: step, SKIP: step })).toEqual([]);
  });

  it('names the state without assertions, the event without an action, and keys the model lacks', () => {
    expect(unmappedOf(model, { a: step, b: step, d: step }, { GO: step, JUMP: step })).toEqual([
      'state "c" has no page assertions',
      'event "SKIP" has no user action',
      '"d" is not a state of the model',
      '"JUMP" is not an event of the model',
    ]);
  });
});
