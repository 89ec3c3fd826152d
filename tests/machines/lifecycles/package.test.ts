// The package's lifecycle (docs/product.md#lifecycles) walked through every move its shipment makes
// it take and every correction. Each step is checked as the server meets it: the status it lands
// in, by which events, its record (the same answer xstate's pure `transition` gives on a snapshot
// rebuilt from the record), and what the new status accepts.
import { expect } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { PACKAGE_LIFECYCLE_STATUSES, packageLifecycle, type PackageLifecycleEvent, type PackageLifecycleStatus as Status } from '../../../machines/lifecycles/package.ts';
import { testMachinePaths, type StepCheck, type StepChecks } from '../support/path-walk.ts';

type Step = Parameters<StepCheck<typeof packageLifecycle>>[0];

const MOVES = ['RECEIVE', 'CONFIRM', 'PREPARE', 'SHIP', 'DELIVER', 'LOSE', 'RETURN'] as const;
type Move = (typeof MOVES)[number];

const events: PackageLifecycleEvent[] = [
  ...MOVES.map((type) => ({ type })),
  ...PACKAGE_LIFECYCLE_STATUSES.map((status) => ({ type: 'CORRECT' as const, status })),
];

/**
 * Each status: the moves that lead into it (a correction leads anywhere) and the moves it accepts.
 * PRE_ALERTED, RECEIVED and PENDING_CONFIRMATION are where the company's backend starts a package:
 * here only a correction leads to them.
 */
const STATUSES: Record<Status, { by: Move[]; accepts: Move[] }> = {
  PRE_ALERTED: { by: [], accepts: ['RECEIVE'] },
  RECEIVED: { by: [], accepts: ['RECEIVE'] },
  IN_WAREHOUSE: { by: ['RECEIVE', 'RETURN'], accepts: ['PREPARE', 'SHIP', 'LOSE'] },
  PENDING_CONFIRMATION: { by: [], accepts: ['CONFIRM', 'PREPARE', 'SHIP', 'LOSE', 'RETURN'] },
  PENDING: { by: ['CONFIRM'], accepts: ['PREPARE', 'SHIP', 'LOSE', 'RETURN'] },
  IN_PREPARATION: { by: ['PREPARE'], accepts: ['SHIP', 'LOSE', 'RETURN'] },
  SHIPPED: { by: ['SHIP'], accepts: ['DELIVER', 'LOSE'] },
  // Final: only a correction leaves them.
  DELIVERED: { by: ['DELIVER'], accepts: [] },
  NEVER_ARRIVED: { by: ['LOSE'], accepts: [] },
  CANCELLED: { by: [], accepts: [] },
};

/** A step into `status`: by one of its moves or a correction to it, recorded, and the server's own answer the same. */
const checkOf = (status: Status) => (step: Step) => {
  const { snapshot, calls, path, ignored } = step;
  const event = step.event as PackageLifecycleEvent;
  const before = path.at(-2)?.snapshot ?? initialTransition(packageLifecycle)[0];
  expect(snapshot.value).toBe(status);
  if (ignored) {
    // A correction to the status it is in: refused, nothing recorded.
    expect(event).toEqual({ type: 'CORRECT', status });
    expect(before.value).toBe(status);
    expect(calls).toEqual([]);
  } else if (event.type === 'CORRECT') {
    expect(event.status).toBe(status);
    expect(before.value).not.toBe(status);
  } else {
    expect(STATUSES[status].by).toContain(event.type);
  }
  if (!ignored) expect(calls).toEqual(['recordEvent']);
  // The server rebuilds the snapshot from the record's status and applies what `transition` answers.
  const [answered, actions] = transition(packageLifecycle, packageLifecycle.resolveState({ value: before.value }), event);
  expect(answered.value).toBe(status);
  expect(actions.map((action) => action.type)).toEqual(calls);

  for (const move of MOVES) expect(snapshot.can({ type: move }), move).toBe(STATUSES[status].accepts.includes(move));
  for (const other of PACKAGE_LIFECYCLE_STATUSES) expect(snapshot.can({ type: 'CORRECT', status: other }), `CORRECT to ${other}`).toBe(other !== status);
};

testMachinePaths({
  machine: packageLifecycle,
  events,
  recordActions: ['recordEvent'],
  checks: Object.fromEntries(PACKAGE_LIFECYCLE_STATUSES.map((status) => [status, checkOf(status)])) as StepChecks<typeof packageLifecycle>,
});
