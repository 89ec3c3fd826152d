// The paths a UI model is tested by: @xstate/graph's shortest path to every reachable snapshot,
// each extended by every event that snapshot accepts, so every transition definition ends one
// path; then the paths another path starts with are dropped (its run takes them anyway).
import { getShortestPaths, getStateNodes } from '@xstate/graph';
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { allStateIds, transitionKey } from '../../../tests/support/statechart-coverage.ts';

export type UiStep = { event: EventObject; state: AnyMachineSnapshot; transitions: string[] };
export type UiPath = { name: string; steps: UiStep[] };

/** The event types a model's states react to, in the order the model declares them (which path wins a tie). */
export const eventTypesOf = (model: AnyStateMachine): string[] =>
  [...new Set(getStateNodes(model.root).flatMap((node) => node.ownEvents))].filter((type) => !type.startsWith('xstate.'));

/** A snapshot's atomic states, as ids without the machine's own id ("codeEntry", "form.editing"). */
export const stateKeysOf = (snapshot: AnyMachineSnapshot): string[] =>
  (snapshot as unknown as { _nodes: { id: string; type: string }[] })._nodes
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.id.split('.').slice(1).join('.'));

const describe = (steps: UiStep[]) => steps.map((s) => `${s.event.type} → ${stateKeysOf(s.state).join('+')}`).join(', ');

export function transitionCover(model: AnyStateMachine): UiPath[] {
  const events = eventTypesOf(model).map((type) => ({ type }));
  const candidates = new Map<string, UiStep[]>();
  for (const path of getShortestPaths(model, { events })) {
    const prefix = path.steps.slice(1).map(({ event, state }, i) => ({
      event,
      state: state as AnyMachineSnapshot,
      transitions: model
        .getTransitionData(path.steps[i]!.state as never, event as never)
        .map(transitionKey),
    }));
    const end = path.state as AnyMachineSnapshot;
    for (const event of events) {
      const fired = model.getTransitionData(end as never, event as never);
      if (fired.length === 0) continue;
      const [next] = transition(model, end as never, event as never);
      const steps = [...prefix, { event, state: next as AnyMachineSnapshot, transitions: fired.map(transitionKey) }];
      for (const key of fired.map(transitionKey)) {
        const known = candidates.get(key);
        if (!known || known.length > steps.length) candidates.set(key, steps);
      }
    }
  }
  const signature = (steps: UiStep[]) => steps.map((s) => s.event.type).join('\n') + '\n';
  const longestFirst = [...new Set(candidates.values())].sort((a, b) => b.length - a.length);
  const kept: UiStep[][] = [];
  for (const steps of longestFirst) {
    if (!kept.some((longer) => signature(longer).startsWith(signature(steps)))) kept.push(steps);
  }
  return kept.map((steps) => ({ name: describe(steps), steps }));
}

/** The states and events a model has that a mapping lacks, and the keys a mapping has that the model lacks. */
export function unmappedOf(model: AnyStateMachine, states: Record<string, unknown>, events: Record<string, unknown>): string[] {
  const atomic = allStateIds(model)
    .filter((id) => ['atomic', 'final'].includes(model.getStateNodeById(id).type))
    .map((id) => id.split('.').slice(1).join('.'));
  const types = eventTypesOf(model);
  return [
    ...atomic.filter((s) => !(s in states)).map((s) => `state "${s}" has no page assertions`),
    ...types.filter((e) => !(e in events)).map((e) => `event "${e}" has no user action`),
    ...Object.keys(states).filter((s) => !atomic.includes(s)).map((s) => `"${s}" is not a state of the model`),
    ...Object.keys(events).filter((e) => !types.includes(e)).map((e) => `"${e}" is not an event of the model`),
  ];
}
