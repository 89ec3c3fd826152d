// A statechart as the flow atlas shows it (docs/flows/README.md#the-flow-atlas): every state nested
// as its machine nests it, and every transition the path tests' coverage counts, by the same key.
import { describe, expect, it } from 'vitest';
import { getStateNodes } from '@xstate/graph';
import { createMachine, type AnyStateMachine } from 'xstate';
import { UI_MODELS } from '../../e2e/paths/models/ui-models.ts';
import { checkoutMachine } from '../../machines/checkout.ts';
import { pinMachine } from '../../machines/pin.ts';
import { recoveryMachine } from '../../machines/recovery.ts';
import { resourceMachine } from '../../machines/resource.ts';
import { signUpMachine } from '../../machines/sign-up.ts';
import { statechartGraph, type GraphState, type GraphTransition, type StatechartGraph } from '../../scripts/atlas/graph.ts';
import { statesOf } from '../../scripts/atlas/state-details.ts';
import { machinesOfFolder } from '../support/machines-folder.ts';
import { allTransitions, transitionKey } from '../support/statechart-coverage.ts';

const stateIn = (graph: StatechartGraph, id: string): GraphState => {
  const found = statesOf(graph).find((s) => s.id === id);
  if (!found) throw new Error(`${graph.id} has no state ${id}`);
  return found;
};
const from = (graph: StatechartGraph, source: string, eventType: string): GraphTransition[] =>
  graph.transitions.filter((t) => t.source === source && t.eventType === eventType);

const pin = statechartGraph(pinMachine);
const checkout = statechartGraph(checkoutMachine);

describe('statechartGraph', () => {
  it('has every transition the coverage counts, by its key, and every state, for every machine and UI model', async () => {
    const charts: AnyStateMachine[] = [...(await machinesOfFolder()).map((m) => m.machine), ...UI_MODELS.map((m) => m.model)];
    for (const machine of charts) {
      const graph = statechartGraph(machine);
      const nodes = getStateNodes(machine.root);
      expect(graph.transitions.map((t) => t.key), machine.id).toEqual(allTransitions(machine).map(transitionKey));
      expect(graph.transitionCount, machine.id).toBe(graph.transitions.length);
      expect(graph.stateCount, machine.id).toBe(nodes.length);
      expect(statesOf(graph).map((s) => s.id).sort(), machine.id).toEqual(nodes.map((n) => n.path.join('.')).sort());
    }
  });

  it('nests states as the machine does, with its initial child marked', () => {
    expect(checkout.id).toBe('checkout');
    expect(checkout.description).toBe(checkoutMachine.root.description);
    const paying = stateIn(checkout, 'paying');
    expect(paying.kind).toBe('compound');
    expect(paying.children.map((s) => s.id)).toContain('paying.editing');
    expect(paying.children.filter((s) => s.initial).map((s) => s.key)).toEqual(['checkingSummary']);
    expect(checkout.states.filter((s) => s.initial).map((s) => s.id)).toEqual(['loading']);
    expect(stateIn(checkout, 'paying.editing')).toMatchObject({ key: 'editing', kind: 'atomic', initial: false, children: [] });
  });

  it('enters every region of a parallel state', () => {
    const active = stateIn(pin, 'active');
    expect(active.kind).toBe('parallel');
    expect(active.children.map((r) => [r.id, r.kind, r.initial])).toEqual([
      ['active.code', 'compound', true],
      ['active.resend', 'compound', true],
    ]);
  });

  it('knows final states, their pages, tags, descriptions and the actors a state invokes', () => {
    expect(['granted', 'expired'].map((id) => stateIn(pin, id).kind)).toEqual(['final', 'final']);
    expect(stateIn(statechartGraph(signUpMachine), 'finished')).toMatchObject({ kind: 'final', page: 'myAccount' });
    expect(stateIn(statechartGraph(recoveryMachine), 'leftForSignIn')).toMatchObject({ kind: 'final', page: 'signIn' });
    expect(stateIn(pin, 'active.code.granting')).toMatchObject({ tags: ['loading'], invokes: ['grantPin'], description: expect.stringContaining('checked') });
  });

  it('lists the events a state accepts, its ancestors’ included, as words', () => {
    expect(stateIn(pin, 'active.code.entering').accepts).toEqual(['CHANGE', 'SUBMIT']);
    expect(stateIn(pin, 'active.code.granting').accepts).toEqual(['grantPin done', 'grantPin failed']);
    expect(stateIn(pin, 'active.resend.coolingDown').accepts).toEqual(['after resendCooldown']);
    expect(stateIn(checkout, 'choosing.noMethod').accepts).toEqual(expect.arrayContaining(['PAY', 'PAGE.SHOWN', 'TOGGLE_METHOD']));
    expect(stateIn(statechartGraph(resourceMachine), 'loaded').accepts).toContain('RELOAD');
  });

  it('names a state’s own entry and exit actions, not the timers of its delays', () => {
    expect(stateIn(pin, 'active.resend.coolingDown')).toMatchObject({ entry: [], exit: [] });
    const machine = createMachine({ initial: 'a', states: { a: { entry: ['greet', { type: 'track' }], exit: 'wave', after: { 1000: 'b' } }, b: {} } });
    expect(stateIn(statechartGraph(machine), 'a')).toMatchObject({ entry: ['greet', 'track'], exit: ['wave'] });
  });

  it('gives a guarded transition its guard, by the name the machine gives it', () => {
    const [submit] = from(pin, 'active.code.entering', 'SUBMIT');
    expect(submit).toMatchObject({ event: 'SUBMIT', guard: 'isComplete', targets: ['active.code.granting'], actions: [] });
    // Said in the glossary's words (scripts/guard-words.ts), and labelled so for the diagram.
    expect(submit).toMatchObject({ guardWords: 'the code has all its digits', label: 'SUBMIT [the code has all its digits]' });
    expect(submit?.words).toBe('active.code.entering —SUBMIT [the code has all its digits]→ active.code.granting');
    expect(from(pin, 'active.code.granting', 'xstate.error.actor.grantPin').map((t) => t.guard)).toEqual(['isInvalidPin', 'isPinAccessRequired', undefined]);
  });

  it('reads eventless transitions "at once", delayed ones "after <delay>", and an actor’s answer as done or failed', () => {
    expect(from(checkout, 'choosing.checkingSelection', '').map((t) => [t.event, t.guard, t.targets])).toEqual([
      ['at once', 'hasSelectedMethod', ['choosing.loadingSummary']],
      ['at once', undefined, ['choosing.noMethod']],
    ]);
    const delayed = pin.transitions.filter((t) => t.source === 'active.resend.coolingDown');
    expect(delayed.map((t) => [t.event, t.targets])).toEqual([['after resendCooldown', ['active.resend.ready']]]);
    expect(delayed[0]?.eventType).toMatch(/^xstate\.after\.resendCooldown\./);
    const granting = pin.transitions.filter((t) => t.source === 'active.code.granting');
    expect([...new Set(granting.map((t) => t.event))]).toEqual(['grantPin done', 'grantPin failed']);
    expect(granting.find((t) => t.guard === 'isPinAccessRequired')).toMatchObject({
      targets: ['expired'],
      actions: ['markExpired', 'notifyPinExpired'],
      description: expect.stringContaining('expired'),
    });
    // A described transition is labelled by its description.
    const expired = granting.find((t) => t.guard === 'isPinAccessRequired')!;
    expect(expired.label).toBe(expired.description);
  });

  it('keeps a transition without a target (it only runs actions), and the root’s own, taken in any state', () => {
    expect(from(pin, 'active.code.entering', 'CHANGE')).toMatchObject([{ targets: [], actions: ['assignPin'] }]);
    expect(from(statechartGraph(resourceMachine), '', 'RELOAD')).toMatchObject([{ targets: ['loading'], words: 'any state —RELOAD→ loading' }]);
  });

  it('reads a state’s end as "<state> done", and knows a history state', () => {
    const machine = createMachine({
      id: 'trip',
      initial: 'going',
      states: {
        going: { initial: 'walking', onDone: 'arrived', states: { walking: { on: { STOP: 'resting', HALT: 'there' } }, resting: {}, there: { type: 'final' }, back: { type: 'history' } } },
        arrived: { type: 'final' },
      },
    });
    const graph = statechartGraph(machine);
    expect(from(graph, 'going', 'xstate.done.state.trip.going')).toMatchObject([{ event: 'going done', targets: ['arrived'] }]);
    expect(stateIn(graph, 'going.back')).toMatchObject({ kind: 'history', initial: false });
    expect(graph.stateCount).toBe(6);
  });
});
