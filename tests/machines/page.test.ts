// Which page a flow's state is, as its machine says (docs/architecture.md#from-machine-to-view):
// the deepest active state that names one.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.ts';
import { consolidationMachine } from '../../machines/consolidation.ts';
import { pageOf, type PagedSnapshot } from '../../machines/page.ts';
import { recoveryMachine } from '../../machines/recovery.ts';
import { signUpMachine } from '../../machines/sign-up.ts';

/** The page of the state `value` of `machine`. */
const pageAt = (machine: AnyStateMachine, value: StateValue) =>
  pageOf(machine.resolveState({ value, context: {} }) as PagedSnapshot);

describe('pageOf', () => {
  // A test's name prints only the first value (a machine would print at length).
  it.each<[string, AnyStateMachine, StateValue, string | null]>([
    ['a state inside a page shows it', signUpMachine, { emailStep: 'checking' }, 'email'],
    ['a state that names its own page shows that one', signUpMachine, { shipmentsStep: 'addingRecipient' }, 'addRecipient'],
    ['its sibling shows the page around them', signUpMachine, { shipmentsStep: 'list' }, 'shipments'],
    ['a final state names the page the flow leaves for', signUpMachine, 'sessionEnded', 'signIn'],
    ['two states may be the same page', signUpMachine, 'alreadyRegistered', 'myAccount'],
    ['a passing state names none', consolidationMachine, { loading: 'recipients' }, null],
    ['a state is found by its place, not its name alone', consolidationMachine, { loading: 'packages' }, null],
    ['a step', consolidationMachine, { review: 'requestFailed' }, 'review'],
    ['the page a flow leaves for', consolidationMachine, 'requested', 'shipment'],
    ['a failed load names none', checkoutMachine, 'failed', null],
  ])('%s', (_, machine, value, page) => {
    expect(pageAt(machine, value)).toBe(page);
  });
});

/** Every state the customer can stay in (atomic), as a state value. */
function restingStates(node: AnyStateNode): StateValue[] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return [node.key];
  return children.flatMap((child) =>
    restingStates(child).map((inner) => (node.parent ? { [node.key]: inner } : inner)),
  );
}

// A new state of a multi-page flow shows a page, or is one of the few that keep the address.
describe.each<[string, AnyStateMachine, StateValue[]]>([
  ['signUp', signUpMachine, []],
  ['recovery', recoveryMachine, []],
  ['checkout', checkoutMachine, ['loading', 'failed']],
  ['consolidation', consolidationMachine, [{ loading: 'packages' }, { loading: 'recipients' }, 'loadFailed']],
])('the pages of %s', (_, machine, pageless) => {
  it('every state the flow stays in is a page, but its loading and its failed load', () => {
    const states = restingStates(machine.root).filter((value) => {
      const node = machine.root.states[typeof value === 'string' ? value : Object.keys(value)[0]!];
      // Passing states (resuming, opening) leave at once: they are never shown.
      return !node?.always?.length;
    });
    expect(states.length).toBeGreaterThan(pageless.length + 3);
    const without = states.filter((value) => pageAt(machine, value) === null);
    expect(without).toEqual(pageless);
  });
});
