// How the server asks a record's lifecycle (docs/product.md#lifecycles): a snapshot rebuilt from
// the record's status and facts, xstate's pure `transition`, and the named actions it answers,
// which the caller applies in the event's transaction. A refusal is INVALID_TRANSITION with where
// the record stands and the statuses it may move to.
import { transition, type AnyEventObject, type AnyStateMachine, type AnyStateNode, type StateValue } from 'xstate';
import { ApiError } from '../../foundation/errors.ts';

/** A named action the machine answered, with its parameters. */
export type LifecycleAction = { type: string; params?: Record<string, unknown> };

export type Decision = {
  /** The status the record has after the event (the same one for a targetless answer). */
  status: string;
  actions: LifecycleAction[];
};

/** Each status's state value: a status is the key of a leaf state, nested or not (ON_THE_ROAD.IN_TRANSIT). */
const valuesOf = new WeakMap<AnyStateMachine, Map<string, StateValue>>();

function leafValues(machine: AnyStateMachine): Map<string, StateValue> {
  const known = valuesOf.get(machine);
  if (known) return known;
  const found = new Map<string, StateValue>();
  const walk = (node: AnyStateNode, wrap: (leaf: StateValue) => StateValue) => {
    for (const [key, child] of Object.entries(node.states)) {
      if (Object.keys(child.states).length === 0) found.set(key, wrap(key));
      else walk(child, (leaf) => wrap({ [key]: leaf }));
    }
  };
  walk(machine.root, (leaf) => leaf);
  valuesOf.set(machine, found);
  return found;
}

/** The status a snapshot stands in: its leaf state's key. */
function statusOf(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [child] = Object.values(value);
  return statusOf(child as StateValue);
}

/** The machine's snapshot for a record in `status`, its facts as context. */
export function snapshotOf(machine: AnyStateMachine, status: string, context: Record<string, unknown> = {}) {
  const value = leafValues(machine).get(status);
  if (value === undefined) throw new Error(`${machine.id} has no status ${status}`);
  return machine.resolveState({ value, context });
}

/** The statuses `candidates` (one event per status) would move the record to from `status`. */
export function allowedFrom(machine: AnyStateMachine, status: string, context: Record<string, unknown>, candidates: AnyEventObject[]): string[] {
  const snapshot = snapshotOf(machine, status, context);
  const reached = new Set<string>();
  for (const event of candidates) {
    if (!snapshot.can(event)) continue;
    const next = statusOf(transition(machine, snapshot, event)[0].value);
    if (next !== status) reached.add(next);
  }
  return [...reached];
}

/**
 * What `event` does to a record in `status`: the status after it and the actions to apply; a
 * refusal throws INVALID_TRANSITION naming the statuses `candidates` could reach instead.
 */
export function decide(machine: AnyStateMachine, status: string, context: Record<string, unknown>, event: AnyEventObject, candidates: AnyEventObject[]): Decision {
  const snapshot = snapshotOf(machine, status, context);
  if (!snapshot.can(event)) {
    throw new ApiError('INVALID_TRANSITION', undefined, undefined, { current: status, allowed: allowedFrom(machine, status, context, candidates) });
  }
  const [next, actions] = transition(machine, snapshot, event);
  return {
    status: statusOf(next.value),
    actions: actions
      .filter((action) => !action.type.startsWith('xstate.'))
      .map((action) => ({ type: action.type, ...(action.params ? { params: action.params as Record<string, unknown> } : {}) })),
  };
}

/** Whether a record in `status` accepts `event` (a check without a move, such as ISSUE_INVOICE). */
export function accepts(machine: AnyStateMachine, status: string, context: Record<string, unknown>, event: AnyEventObject): boolean {
  return snapshotOf(machine, status, context).can(event);
}
