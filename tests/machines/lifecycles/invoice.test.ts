// The invoice's lifecycle (docs/product.md#lifecycles) walked through every payment sent, every
// approval (part of it, all of it, more than all) and its voiding. Each step is checked as the
// server meets it: the status it lands in, the named actions it applies (the same ones xstate's
// pure `transition` answers on a snapshot rebuilt from the record), and what the new status accepts.
import { expect } from 'vitest';
import { initialTransition, transition, type EventObject } from 'xstate';
import { invoiceLifecycle, type InvoiceLifecycleEvent, type InvoiceLifecycleStatus as Status } from '../../../machines/lifecycles/invoice.ts';
import { named } from '../../support/path-words.ts';
import { testMachinePaths, type StepCheck } from '../support/path-walk.ts';

type Step = Parameters<StepCheck<typeof invoiceLifecycle>>[0];
type Approval = Extract<InvoiceLifecycleEvent, { type: 'PAYMENT_APPROVED' }>;

const PART = named<Approval>('part of it', { type: 'PAYMENT_APPROVED', paid: 40, total: 100 });
const ALL = named<Approval>('all of it', { type: 'PAYMENT_APPROVED', paid: 100, total: 100 });
const MORE = named<Approval>('more than all', { type: 'PAYMENT_APPROVED', paid: 120, total: 100 });
const events: InvoiceLifecycleEvent[] = [{ type: 'SUBMIT_PAYMENT' }, PART, ALL, MORE, { type: 'VOID' }];

/** The step lands in `status` with `calls`, as the server's own answer for it does. */
function expectMove({ snapshot, event, calls, path }: Step, status: Status, expected: string[]) {
  expect(snapshot.value).toBe(status);
  expect(calls).toEqual(expected);
  const before = path.at(-2)?.snapshot ?? initialTransition(invoiceLifecycle)[0];
  // The server rebuilds the snapshot from the record's status and applies what `transition` answers.
  const [answered, actions] = transition(invoiceLifecycle, invoiceLifecycle.resolveState({ value: before.value }), event as InvoiceLifecycleEvent);
  expect(answered.value).toBe(status);
  expect(actions.map((action) => action.type)).toEqual(calls);
}

/** Which of a proof of payment, an approval and a voiding the status accepts. */
function expectAccepts({ snapshot }: Step, accepts: { payment: boolean; approval: boolean; voiding: boolean }) {
  expect(snapshot.can({ type: 'SUBMIT_PAYMENT' }), 'SUBMIT_PAYMENT').toBe(accepts.payment);
  for (const approval of [PART, ALL, MORE]) expect(snapshot.can(approval), `approval of ${approval.paid}`).toBe(accepts.approval);
  expect(snapshot.can({ type: 'VOID' }), 'VOID').toBe(accepts.voiding);
}

const isPaidInFull = (event: EventObject) => (event as Approval).paid >= (event as Approval).total;

testMachinePaths({
  machine: invoiceLifecycle,
  events,
  recordActions: Object.keys(invoiceLifecycle.implementations.actions),
  checks: {
    UNPAID: (step) => {
      // A proof sent leaves it unpaid: under review is not paid.
      expect(step.event.type).toBe('SUBMIT_PAYMENT');
      expectMove(step, 'UNPAID', ['acceptPayment']);
      expectAccepts(step, { payment: true, approval: true, voiding: true });
    },
    PARTIAL: (step) => {
      if (step.event.type === 'SUBMIT_PAYMENT') expectMove(step, 'PARTIAL', ['acceptPayment']);
      else {
        expect(isPaidInFull(step.event)).toBe(false);
        expectMove(step, 'PARTIAL', ['recordStatus']);
      }
      // Money was approved: its shipment can no longer be cancelled, so nothing voids it.
      expectAccepts(step, { payment: true, approval: true, voiding: false });
    },
    PAID: (step) => {
      // Reached by an approval that pays it in full; once paid, any later approval keeps it paid.
      if (step.path.at(-2)?.snapshot.value !== 'PAID') expect(isPaidInFull(step.event)).toBe(true);
      expectMove(step, 'PAID', ['recordStatus']);
      // A proof already under review may still be approved; no new one is taken.
      expectAccepts(step, { payment: false, approval: true, voiding: false });
    },
    VOID: (step) => {
      expectMove(step, 'VOID', ['recordStatus', 'notifyVoid']);
      // Nothing is owed: no proof of payment is taken, none approved.
      expectAccepts(step, { payment: false, approval: false, voiding: false });
    },
  },
});
