// The shipment's lifecycle (docs/product.md#lifecycles) walked through every report, request and
// correction, from each set of facts the server may read. Each step is checked as the server meets
// it: the status it lands in, the named actions it applies (the same ones xstate's pure
// `transition` answers on a snapshot rebuilt from the record), and what the new status accepts.
import { expect } from 'vitest';
import { initialTransition, transition, type StateValue } from 'xstate';
import {
  SHIPMENT_LIFECYCLE_STATUSES, shipmentLifecycle, type ShipmentFacts, type ShipmentLifecycleEvent, type ShipmentLifecycleStatus as Status,
} from '../../../machines/lifecycles/shipment.ts';
import { named } from '../../support/path-words.ts';
import { testMachinePaths, type StepCheck } from '../support/path-walk.ts';

type Step = Parameters<StepCheck<typeof shipmentLifecycle>>[0];

const ROAD: Status[] = ['IN_TRANSIT', 'IN_CUSTOMS', 'OUT_FOR_DELIVERY'];
const REPORTS = SHIPMENT_LIFECYCLE_STATUSES.filter((status) => status !== 'REQUESTED');
const NOTE = 'Left the Miami hub at 9:40.';

// Each guard is taken both ways: cancelling with and without money at stake, coming back from a
// cancellation with the packages still free and with one of them in another shipment.
const starts: Record<string, ShipmentFacts> = {
  'no payment, packages free': { paymentInPlay: false, packagesTakenElsewhere: false },
  'a payment in play': { paymentInPlay: true, packagesTakenElsewhere: false },
  'packages taken elsewhere': { paymentInPlay: false, packagesTakenElsewhere: true },
};

const events: ShipmentLifecycleEvent[] = [
  ...REPORTS.flatMap((status) => [named('no note', { type: status }), named('with a note', { type: status, note: NOTE })]),
  { type: 'CANCEL_REQUEST' },
  { type: 'ISSUE_INVOICE' },
  ...SHIPMENT_LIFECYCLE_STATUSES.map((status) => ({ type: 'CORRECT' as const, status, reason: 'Scanned into the wrong shipment.' })),
];

/** The record's status: its leaf state's key (a road status sits in ON_THE_ROAD). */
const statusOf = (value: StateValue): Status => (typeof value === 'string' ? value : Object.values(value)[0]) as Status;

/** Where the step started: the step before, or the start. */
const beforeOf = ({ snapshot, path }: Step) => path.at(-2)?.snapshot ?? initialTransition(shipmentLifecycle, snapshot.context)[0];

/** What a report of the status the shipment lands in does besides recording and notifying, by where it came from. */
type Into = { report: (before: Status) => string[] };

/** The step's event, status and actions, and the server's own answer for it, all agree. */
function expectMove(step: Step, into: Into) {
  const { snapshot, calls } = step;
  const event = step.event as ShipmentLifecycleEvent;
  const before = beforeOf(step);
  const from = statusOf(before.value);
  const to = statusOf(snapshot.value);
  // The server rebuilds the snapshot from the record's status and facts and applies what `transition` answers.
  const rebuilt = shipmentLifecycle.resolveState({ value: before.value, context: snapshot.context });
  const [answered, actions] = transition(shipmentLifecycle, rebuilt, event);
  expect(answered.value).toEqual(snapshot.value);
  expect(actions.map((action) => action.type)).toEqual(calls);

  if (step.ignored) {
    // Refused (a correction to where it is or of taken packages, a cancellation with money at stake): nothing recorded.
    expect(to).toBe(from);
    expect(calls).toEqual([]);
  } else if (event.type === 'CORRECT') {
    const { status } = event;
    expect(to).toBe(status);
    expect(from).not.toBe(status);
    // A correction tells the customer it was corrected, not that the shipment moved.
    expect(calls).toEqual(['recordCorrection', 'correctPackages', ...(to === 'CANCELLED' ? ['voidInvoice'] : []), 'notifyCorrected']);
    expect(actions.find((action) => action.type === 'correctPackages')?.params).toEqual({ status });
  } else if (event.type === 'ISSUE_INVOICE') {
    expect(to).toBe(from);
    expect(calls).toEqual(['issueInvoice']);
  } else if (event.type === 'CANCEL_REQUEST') {
    // The customer's own request: nothing to tell them.
    expect([from, to]).toEqual(['REQUESTED', 'CANCELLED']);
    expect(calls).toEqual(['recordEvent', 'freePackages', 'voidInvoice']);
  } else if (event.type === from) {
    // A status reported again adds its note to the timeline at most.
    expect(to).toBe(from);
    expect(calls).toEqual(['recordRepeat']);
  } else {
    expect(to).toBe(event.type);
    expect(calls).toEqual(['recordEvent', 'notifyStatus', ...into.report(from)]);
  }
}

/** The reports the status accepts (its own one as a repeat), whether the customer can still cancel and an invoice be issued. */
function expectAccepts({ snapshot }: Step, accepted: { reports: Status[]; cancelRequest: boolean; invoice: boolean }) {
  for (const status of REPORTS) {
    expect(snapshot.can({ type: status }), `report ${status}`).toBe(accepted.reports.includes(status));
  }
  expect(snapshot.can({ type: 'CANCEL_REQUEST' }), 'CANCEL_REQUEST').toBe(accepted.cancelRequest);
  expect(snapshot.can({ type: 'ISSUE_INVOICE' }), 'ISSUE_INVOICE').toBe(accepted.invoice);
  // An operator corrects to any other status: to CANCELLED while no money is at stake, to any other while the packages are free.
  const here = statusOf(snapshot.value);
  for (const status of SHIPMENT_LIFECYCLE_STATUSES) {
    const free = !snapshot.context.packagesTakenElsewhere;
    const allowed = status !== here && free && (status !== 'CANCELLED' || !snapshot.context.paymentInPlay);
    expect(snapshot.can({ type: 'CORRECT', status, reason: 'r' }), `CORRECT to ${status}`).toBe(allowed);
  }
}

/** The warehouse's refusal, while it stands in REQUESTED or PENDING: never with a payment at stake. */
const refusal = ({ snapshot }: Step): Status[] => (snapshot.context.paymentInPlay ? [] : ['CANCELLED']);
const nothing = () => [];
/** Leaving for the road ships the packages; moving along it does nothing more. */
const onTheRoad = (before: Status) => (ROAD.includes(before) ? [] : ['shipPackages']);
const onTheRoadAccepts = (step: Step) => expectAccepts(step, { reports: [...ROAD, 'DELIVERED', 'NEVER_ARRIVED'], cancelRequest: false, invoice: true });

testMachinePaths({
  machine: shipmentLifecycle,
  inputs: starts,
  events,
  recordActions: Object.keys(shipmentLifecycle.implementations.actions),
  checks: {
    REQUESTED: (step) => {
      // Only a correction brings it back here.
      if (!step.ignored) expect(step.event.type).toBe('CORRECT');
      expectMove(step, { report: nothing });
      // The customer cancels only while no money is at stake (a correction may bring an invoiced shipment back here).
      expectAccepts(step, { reports: ['PENDING', ...refusal(step)], cancelRequest: !step.snapshot.context.paymentInPlay, invoice: false });
    },
    PENDING: (step) => {
      expectMove(step, { report: () => ['preparePackages'] });
      expectAccepts(step, { reports: ['PENDING', 'RECEIVED', ...ROAD, 'NEVER_ARRIVED', ...refusal(step)], cancelRequest: false, invoice: true });
    },
    RECEIVED: (step) => {
      expectMove(step, { report: nothing });
      expectAccepts(step, { reports: ['RECEIVED', ...ROAD, 'NEVER_ARRIVED'], cancelRequest: false, invoice: true });
    },
    'ON_THE_ROAD.IN_TRANSIT': (step) => {
      expectMove(step, { report: onTheRoad });
      onTheRoadAccepts(step);
    },
    'ON_THE_ROAD.IN_CUSTOMS': (step) => {
      expectMove(step, { report: onTheRoad });
      onTheRoadAccepts(step);
    },
    'ON_THE_ROAD.OUT_FOR_DELIVERY': (step) => {
      expectMove(step, { report: onTheRoad });
      onTheRoadAccepts(step);
    },
    // The three final statuses accept no other report; a correction still leaves them.
    DELIVERED: (step) => {
      expectMove(step, { report: () => ['deliverPackages'] });
      expectAccepts(step, { reports: ['DELIVERED'], cancelRequest: false, invoice: true });
    },
    NEVER_ARRIVED: (step) => {
      expectMove(step, { report: () => ['losePackages'] });
      expectAccepts(step, { reports: ['NEVER_ARRIVED'], cancelRequest: false, invoice: true });
    },
    CANCELLED: (step) => {
      expectMove(step, { report: () => ['freePackages', 'voidInvoice'] });
      // The warehouse's refusal and an operator's correction never cancel with money at stake.
      const by = step.event.type;
      if (by === 'CORRECT' || (by === 'CANCELLED' && statusOf(beforeOf(step).value) !== 'CANCELLED')) expect(step.snapshot.context.paymentInPlay).toBe(false);
      // A cancelled shipment is never invoiced.
      expectAccepts(step, { reports: ['CANCELLED'], cancelRequest: false, invoice: false });
    },
  },
});
