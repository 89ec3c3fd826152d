// A copy of a machine with one transition sent elsewhere, for the mutation test
// (tests/flows/mutation.test.ts): its config (`machine.config`) copied along the way to that
// transition, the transition's target changed, and a new machine made of it with the same
// implementations (`machine.implementations`) — a statechart the path tests have never seen.
import { createMachine, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { allTransitions } from '../../support/statechart-coverage.ts';

type Config = Record<string, unknown>;

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Where, in a state's (copied) config, the transitions of an event type are: the object holding them (copied too), and its key. */
function placeOf(state: Config, eventType: string): { holder: Config; key: string } {
  const [, kind, rest = ''] = /^xstate\.(done\.actor|error\.actor|after|done\.state)\.(.+)$/.exec(eventType) ?? [];
  if (eventType === '') return { holder: state, key: 'always' };
  if (kind === 'done.actor' || kind === 'error.actor') {
    // The invoke of that id: its onDone or onError.
    const invokes = asList(state.invoke).map((invoke) => ({ ...(invoke as Config) }));
    state.invoke = Array.isArray(state.invoke) ? invokes : invokes[0];
    const invoke = invokes.find((candidate) => candidate.id === rest);
    if (!invoke) throw new Error(`No invoke ${rest}`);
    return { holder: invoke, key: kind === 'done.actor' ? 'onDone' : 'onError' };
  }
  if (kind === 'after') {
    const after = { ...(state.after as Config) };
    state.after = after;
    return { holder: after, key: rest.split('.')[0]! };
  }
  if (kind === 'done.state') return { holder: state, key: 'onDone' };
  const on = { ...(state.on as Config) };
  state.on = on;
  return { holder: on, key: eventType };
}

/** `machine` with `transition` going to `to` instead: a new machine, the original untouched. */
export function mutantOf(machine: AnyStateMachine, transition: AnyTransitionDefinition, to: AnyStateNode): AnyStateMachine {
  const config: Config = { ...(machine.config as Config) };
  // Copy each state's config on the way down to the transition's source.
  let state = config;
  for (const key of transition.source.path) {
    const states = { ...(state.states as Config) };
    state.states = states;
    state = { ...(states[key] as Config) };
    states[key] = state;
  }
  const { holder, key } = placeOf(state, transition.eventType);
  const list = transition.eventType === '' ? transition.source.always! : transition.source.transitions.get(transition.eventType)!;
  const index = list.indexOf(transition);
  const entries = asList(holder[key]).map((entry) => (typeof entry === 'string' ? { target: entry } : { ...(entry as Config) }));
  if (!entries[index]) throw new Error(`No transition ${index} of ${transition.eventType || 'always'} in ${transition.source.id}`);
  entries[index]!.target = `#${to.id}`;
  holder[key] = entries;
  return createMachine(config as never, machine.implementations as never) as AnyStateMachine;
}

/**
 * Where a sample transition is sent instead: the next state beside its target (its parent's
 * other children, in order, wrapping round), never its own source, nor a state left at once (an
 * `always` may lead on to where the target is: a mutant no test can tell apart); none for a
 * transition without a target, or with nowhere else beside it.
 */
function elsewhereOf(transition: AnyTransitionDefinition): AnyStateNode | null {
  const target = transition.target?.[0];
  if (!target?.parent) return null;
  const siblings = Object.values(target.parent.states) as AnyStateNode[];
  const after = [...siblings.slice(siblings.indexOf(target) + 1), ...siblings.slice(0, siblings.indexOf(target))];
  return after.find((node) => node !== transition.source && !node.always?.length) ?? null;
}

/** Every `nth` transition of a machine (the first, then every nth after) that has somewhere else to go. */
export const everyNth = (machine: AnyStateMachine, nth: number): { transition: AnyTransitionDefinition; to: AnyStateNode }[] =>
  allTransitions(machine)
    .filter((_, index) => index % nth === 0)
    .flatMap((transition) => {
      const to = elsewhereOf(transition);
      return to ? [{ transition, to }] : [];
    });
