// The payment's lifecycle (docs/product.md#payment-under-review): a proof reviewed once, approved
// or rejected with or without a note. Each step is checked as the server meets it: the status it
// lands in, the named actions it applies (the same ones xstate's pure `transition` answers on a
// snapshot rebuilt from the record), and that no second review is taken.
import { expect } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { paymentLifecycle, type PaymentLifecycleEvent, type PaymentLifecycleStatus as Status } from '../../../machines/lifecycles/payment.ts';
import { named } from '../../support/path-words.ts';
import { testMachinePaths, type StepCheck } from '../support/path-walk.ts';

type Step = Parameters<StepCheck<typeof paymentLifecycle>>[0];

const REVIEWS: PaymentLifecycleEvent[] = [
  { type: 'APPROVE' },
  named('no note', { type: 'REJECT' }),
  named('with a note', { type: 'REJECT', note: 'The transfer’s reference does not match the invoice.' }),
];

/** The step lands in `status` with `calls`, as the server's own answer for it does; and it was the only review. */
function expectReview({ snapshot, event, calls, path }: Step, status: Status, expected: string[]) {
  expect(snapshot.value).toBe(status);
  expect(calls).toEqual(expected);
  expect(path).toHaveLength(1);
  const [start] = initialTransition(paymentLifecycle);
  // The server rebuilds the snapshot from the record's status and applies what `transition` answers.
  const [answered, actions] = transition(paymentLifecycle, paymentLifecycle.resolveState({ value: start.value }), event as PaymentLifecycleEvent);
  expect(answered.value).toBe(status);
  expect(actions.map((action) => action.type)).toEqual(calls);
  // A second review of a payment is refused.
  for (const review of REVIEWS) expect(snapshot.can(review), `${review.type} again`).toBe(false);
}

testMachinePaths({
  machine: paymentLifecycle,
  events: REVIEWS,
  recordActions: Object.keys(paymentLifecycle.implementations.actions),
  checks: {
    // Approved: it pays its invoice, and the customer is told.
    APPROVED: (step) => expectReview(step, 'APPROVED', ['recordReview', 'followInvoice', 'notifyApproved']),
    // Rejected: the invoice is as it was; the customer is told, with the company's note when there is one.
    REJECTED: (step) => expectReview(step, 'REJECTED', ['recordReview', 'notifyRejected']),
  },
});
