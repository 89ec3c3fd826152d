// A UI model's paths, and what its mapping must hold: page assertions for every atomic state, a
// user action for every event, and nothing the model does not have.
import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine } from 'xstate';
import { ownEventTypesOf, transitionWalks, type CoverPath } from '../../../tests/support/path-cover.ts';

/** The paths a UI model is tested by: walks that take each transition once, as each path is a browser run. */
export const uiPathsOf = (model: AnyStateMachine): CoverPath[] => transitionWalks(model);

/** The states and events a model has that a mapping lacks, and the keys a mapping has that the model lacks. */
export function unmappedOf(model: AnyStateMachine, states: Record<string, unknown>, events: Record<string, unknown>): string[] {
  const atomic = getStateNodes(model.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
  const types = ownEventTypesOf(model);
  return [
    ...atomic.filter((s) => !(s in states)).map((s) => `state "${s}" has no page assertions`),
    ...types.filter((e) => !(e in events)).map((e) => `event "${e}" has no user action`),
    ...Object.keys(states).filter((s) => !atomic.includes(s)).map((s) => `"${s}" is not a state of the model`),
    ...Object.keys(events).filter((e) => !types.includes(e)).map((e) => `"${e}" is not an event of the model`),
  ];
}
