// The glossary the diagrams read guards in (scripts/guard-words.ts, docs/flows/README.md#the-flow-atlas):
// every guard of every machine and UI model has its words, and no label reads like code ("[and]",
// "[isShown email]", a guard's camelCase name) or a normal path like a failure.
import { describe, expect, it } from 'vitest';
import { getStateNodes } from '@xstate/graph';
import { and, createMachine, not, setup, stateIn, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { UI_MODELS } from '../../e2e/paths/models/ui-models.ts';
import { emailConfirmationMachine } from '../../machines/email-confirmation.ts';
import { signUpMachine } from '../../machines/sign-up.ts';
import { eventAndGuardWords, GUARD_WORDS, guardInWords, guardNameOf, transitionLabel } from '../../scripts/guard-words.ts';
import { machinesOfFolder } from '../support/machines-folder.ts';

const charts: AnyStateMachine[] = [...(await machinesOfFolder()).map((m) => m.machine), ...UI_MODELS.map((m) => m.model)];

const transitionsOf = (machine: AnyStateMachine): AnyTransitionDefinition[] =>
  [machine.root, ...(getStateNodes(machine.root) as AnyStateNode[])].flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);

type Combined = { name?: string; guards?: unknown[] };

/** Every guard name a machine uses: those its setup() names, and every one its transitions give, parts of combined ones included. */
function guardNames(machine: AnyStateMachine): string[] {
  const names = new Set(Object.keys(machine.implementations.guards ?? {}));
  const visit = (guard: unknown) => {
    if (!guard) return;
    const combined = guard as Combined;
    if (typeof guard === 'function' && ['and', 'or', 'not'].includes(combined.name ?? '')) (combined.guards ?? []).forEach(visit);
    else if (typeof guard === 'function' && combined.name === 'stateIn') return;
    else names.add(guardNameOf(guard));
  };
  for (const t of transitionsOf(machine)) visit(t.guard);
  // A guard setup() combines from others names its parts too.
  for (const implementation of Object.values(machine.implementations.guards ?? {})) {
    if (['and', 'or', 'not'].includes((implementation as Combined).name ?? '')) visit(implementation);
  }
  return [...names].filter(Boolean);
}

const withoutWords = (machine: AnyStateMachine) => guardNames(machine).filter((name) => !(name in GUARD_WORDS) || !GUARD_WORDS[name]);

describe('the guards’ glossary', () => {
  it('finds a guard without words, in setup() or only in a transition', () => {
    const machine = setup({ guards: { isKnownToNoOne: () => true, isSaid: () => true, hasWords: and(['isSaid', not(stateIn('#m.a'))]) } }).createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { on: { GO: { guard: 'hasWords', target: 'b' } } }, b: { on: { BACK: { guard: 'isAlsoUnknown' as never, target: 'a' } } } },
    });
    expect(withoutWords(machine).sort()).toEqual(['hasWords', 'isAlsoUnknown', 'isKnownToNoOne', 'isSaid']);
  });

  it.each(charts.map((machine) => [machine.id, machine] as const))('%s: every guard it uses has words', (_, machine) => {
    expect(withoutWords(machine)).toEqual([]);
  });

  it.each(charts.map((machine) => [machine.id, machine] as const))('%s: no label reads like code', (_, machine) => {
    const camel = Object.keys(GUARD_WORDS);
    for (const t of transitionsOf(machine)) {
      const label = transitionLabel(t);
      expect(label, t.eventType).not.toMatch(/\[(?:and|or|not)\b|\[a condition\]|\bisShown\b|\binline\b/);
      for (const name of camel) expect(label, `${machine.id}: ${t.eventType} names ${name}`).not.toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

  it('reads a guard’s fixed parameters and xstate’s combinations in words', () => {
    expect(guardInWords({ type: 'isShown', params: { page: 'payment' } })).toBe('the payment page shows');
    expect(guardInWords({ type: 'canResumeAt', params: { step: 'review' } })).toBe('the choices made allow the review step');
    expect(guardInWords('isComplete')).toBe('the code has all its digits');
    // Parameters made from the event are not known when the chart is drawn.
    expect(guardInWords({ type: 'isPinAccessRequired', params: () => ({}) })).toBe(GUARD_WORDS.isPinAccessRequired);
    expect(guardInWords(and(['hasClient', not(stateIn('#shipment.PENDING'))]))).toBe('the personal data is saved and not (in PENDING)');
    expect(guardInWords('isNoOneKnows')).toBe('no one knows');
  });

  it('names the page a Back or Forward showed, with no PAGE.SHOWN or isShown in sight', () => {
    expect(eventAndGuardWords({ eventType: 'PAGE.SHOWN', guard: { type: 'isShown', params: { page: 'shipments' } } })).toBe('the locker address page shows');
    expect(eventAndGuardWords({ eventType: 'PAGE.SHOWN', guard: 'isCodeAskedWithEmail' })).toBe('the code page shows, for the e-mail given');
    expect(eventAndGuardWords({ eventType: 'PAGE.SHOWN', guard: 'isNotRequesting' })).toBe('Back or Forward showed another page [the request is not on its way]');
    expect(eventAndGuardWords({ eventType: 'SUBMIT', guard: 'isComplete' })).toBe('SUBMIT [the code has all its digits]');
    const pageShown = transitionsOf(signUpMachine).filter((t) => t.eventType === 'PAGE.SHOWN');
    expect(pageShown.length).toBeGreaterThan(5);
    for (const t of pageShown) expect(transitionLabel(t)).not.toMatch(/PAGE\.SHOWN/);
  });

  it('labels a transition with its description where the machine gives one: a code e-mailed is no failure', () => {
    const newEmail = transitionsOf(emailConfirmationMachine).find((t) => t.source.key === 'checking' && guardNameOf(t.guard) === 'isPinAccessRequired')!;
    expect(transitionLabel(newEmail)).toBe((newEmail as { description?: string }).description);
    expect(transitionLabel(newEmail)).toMatch(/^PIN_ACCESS_REQUIRED: a code is e-mailed/);
    expect(transitionLabel(newEmail)).not.toMatch(/failed/);
    const machine = createMachine({ initial: 'a', states: { a: { on: { GO: { target: 'b', description: '  ' } } }, b: {} } });
    // A blank description is none.
    expect(transitionLabel(transitionsOf(machine).find((t) => t.eventType === 'GO')!)).toBe('GO');
  });
});
