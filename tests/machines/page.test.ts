// Which page a flow's state is, as its machine says (docs/architecture.md#from-machine-to-view):
// the deepest active state that names one.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine, type AnyStateNode, type StateValue } from 'xstate';
import { emailConfirmationMachine } from '../../machines/email-confirmation.ts';
import type { PinPurpose } from '../../machines/pin.ts';
import { checkoutMachine } from '../../machines/checkout.ts';
import { consolidationMachine } from '../../machines/consolidation.ts';
import { pageOf, type PagedSnapshot } from '../../machines/page.ts';
import { recoveryMachine } from '../../machines/recovery.ts';
import { signUpMachine } from '../../machines/sign-up.ts';

/** The e-mail confirmation with a check that never answers (the test answers it). */
const neverChecks = emailConfirmationMachine.provide({ actors: { checkPin: fromPromise<unknown, { email: string; purpose: PinPurpose }>(() => new Promise(() => {})) } });

/** The page of the state `value` of `machine`. */
const pageAt = (machine: AnyStateMachine, value: StateValue) =>
  pageOf(machine.resolveState({ value, context: {} }) as PagedSnapshot);

describe('pageOf', () => {
  it("is the child's page while a state shows a child's pages (pagesOf)", () => {
    const actor = createActor(recoveryMachine.provide({ actors: { emailConfirmation: neverChecks } }), {
      input: { pinValidMinutes: 10, pinLength: 6, requestedStep: 'email' },
    }).start();
    expect(pageOf(actor.getSnapshot())).toBe('email');
    actor.getSnapshot().children.emailConfirmation?.send({ type: 'SUBMIT_EMAIL', email: 'ana@casillero.test' });
    actor.getSnapshot().children.emailConfirmation?.send({ type: 'xstate.done.actor.checkPin', output: {} } as never);
    expect(pageOf(actor.getSnapshot())).toBe('code');
    actor.stop();
  });

  // A test's name prints only the first value (a machine would print at length).
  it.each<[string, AnyStateMachine, StateValue, string | null]>([
    ['a state inside a page shows it', signUpMachine, { passwordStep: 'registering' }, 'password'],
    ['a state whose child shows the pages shows its own until the child runs', signUpMachine, 'emailConfirmation', 'email'],
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
