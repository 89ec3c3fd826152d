// The path tests' names and the coverage table in words a QA engineer reads: states as dotted
// paths without the machine's id, an actor's answer as "<actor> done" / "<actor> failed", a guard
// as its name in words, and a transition as `from —event [guard]→ to`.
import type { AnyMachineSnapshot, AnyStateNode, AnyTransitionDefinition, EventObject, StateValue } from 'xstate';
import { guardLabel } from '../../scripts/guard-label.ts';

/** A state node as a dotted path ("signedIn.withClient"); the root's own transitions are taken in any state. */
export const stateNodeWords = (node: AnyStateNode): string => node.path.join('.') || 'any state';

const leafPaths = (value: StateValue, prefix: string): string[] =>
  typeof value === 'string'
    ? [`${prefix}${value}`]
    : Object.keys(value).length === 0
      ? [prefix.slice(0, -1)]
      : Object.entries(value).flatMap(([key, inner]) => (inner === undefined ? [`${prefix}${key}`] : leafPaths(inner, `${prefix}${key}.`)));

/** The atomic states a snapshot is in, as dotted paths ("codeEntry", "form.editing"). */
export const stateLeavesOf = (snapshot: Pick<AnyMachineSnapshot, 'value'>): string[] => leafPaths(snapshot.value, '');

/** Where a snapshot is: its atomic states, parallel ones joined by '+'. */
export const snapshotWords = (snapshot: Pick<AnyMachineSnapshot, 'value'>): string => stateLeavesOf(snapshot).join(' + ');

/** A name as words: "isPackageTaken" reads "package taken", "hasNoDebt" "has no debt". */
const nameWords = (name: string) =>
  name
    .replace(/^is(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** An event type in words: XState's own events (an actor's answer, a delay, a state's end) read as what happened. */
export function eventTypeWords(type: string): string {
  if (type === '') return 'at once';
  if (type === '*') return 'any event';
  const [, kind, rest = ''] = /^xstate\.(done\.actor|error\.actor|after|done\.state)\.(.+)$/.exec(type) ?? [];
  if (kind === 'done.actor') return `${rest} done`;
  if (kind === 'error.actor') return `${rest} failed`;
  if (kind === 'after') {
    const delay = rest.split('.')[0]!;
    return /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`;
  }
  // The id of the state that ended, whose first part is the machine's id.
  if (kind === 'done.state') return `${rest.split('.').slice(1).join('.') || 'the flow'} done`;
  return type;
}

/** A guard in words, its fixed parameters included ("can resume at options"); null without a guard. */
function guardWords(guard: unknown): string | null {
  return guard ? guardLabel(guard, nameWords) : null;
}

/** What an ignored step says after its event: its state takes it only under guards, and none holds. */
const IGNORED = 'no guard holds: ignored';

/** An event a state names only with guards, none of which holds, as `from —event [no guard holds]→ ignored`. */
export const ignoredWords = (node: AnyStateNode, type: string): string => `${stateNodeWords(node)} —${eventTypeWords(type)} [no guard holds]→ ignored`;

/** A transition definition as `from —event [guard]→ to`; one without a target stays where it is. */
export function transitionWords(t: AnyTransitionDefinition): string {
  const from = stateNodeWords(t.source);
  const guard = guardWords(t.guard);
  const to = t.target?.length ? t.target.map(stateNodeWords).join(' + ') : `${from} (stays)`;
  return `${from} —${eventTypeWords(t.eventType)}${guard ? ` [${guard}]` : ''}→ ${to}`;
}

// --- events of a path: their type in words, and what tells apart those of one type ------------

const chosenNames = new Map<string, string>();

/** Gives an event the name its paths call it by (instead of what tells it apart from the others of its type). */
export function named<E extends EventObject>(name: string, event: E): E {
  chosenNames.set(JSON.stringify(event), name);
  return event;
}

type Leaf = [path: string, value: string];
const leavesOf = (value: unknown, path: string): Leaf[] => {
  if (value === null || typeof value !== 'object') return [[path, String(value)]];
  const entries = Object.entries(value);
  if (entries.length === 0) return [[path, Array.isArray(value) ? 'none' : '{}']];
  return entries.flatMap(([key, inner]) => leavesOf(inner, `${path}.${key}`));
};
const MAX_DETAIL = 60;
const payloadOf = ({ type: _type, ...payload }: EventObject) => payload;

/**
 * Names the events of a set of paths: the type in words, and for an event whose type several
 * events share, the values only it has ("login failed (NETWORK_ERROR)", "pin done (expired)").
 */
export function eventNamer(events: EventObject[]): (event: EventObject) => string {
  const byType = new Map<string, Map<string, Leaf[]>>();
  for (const event of events) {
    const variants = byType.get(event.type) ?? new Map<string, Leaf[]>();
    variants.set(JSON.stringify(event), leavesOf(payloadOf(event), ''));
    byType.set(event.type, variants);
  }
  return (event) => {
    const words = eventTypeWords(event.type);
    const own = JSON.stringify(event);
    const chosen = chosenNames.get(own);
    if (chosen) return `${words} (${chosen})`;
    const variants = byType.get(event.type);
    if (!variants || variants.size < 2) return words;
    const valueAt = (leaves: Leaf[], path: string) => leaves.find(([p]) => p === path)?.[1];
    const all = [...variants.values()];
    const others = all.filter((leaves) => leaves !== variants.get(own));
    const telling = (variants.get(own) ?? []).filter(([path, value]) => others.some((leaves) => valueAt(leaves, path) !== value));
    // One value that no other variant has is enough ("NETWORK_ERROR"); else all that differ.
    const alone = telling.find(([path, value]) => others.every((leaves) => valueAt(leaves, path) !== value));
    // A value under a key only this variant has is shown with its key ("birth_date: menor").
    const shown = ([path, value]: Leaf) =>
      others.some((leaves) => valueAt(leaves, path) !== undefined) ? value : `${path.split('.').filter((key) => !/^\d+$/.test(key)).at(-1)}: ${value}`;
    // Nothing only its own (it has less than the others): its payload, briefly.
    const brief = () => JSON.stringify(payloadOf(event)).replace(/"/g, '');
    const detail = (alone ? [alone] : telling).map(shown).join(', ') || brief();
    return `${words} (${detail.length > MAX_DETAIL ? `${detail.slice(0, MAX_DETAIL - 1)}…` : detail})`;
  };
}

/** A path as its test's name: `flow: start (how) → event → state → event → state…`. */
export type NamedPath = {
  startLabel?: string;
  start: Pick<AnyMachineSnapshot, 'value'>;
  /** `ignored`: the event is sent where no guard of its state holds, and nothing happens (a path's last step). */
  steps: { event: EventObject; state: Pick<AnyMachineSnapshot, 'value'>; ignored?: boolean }[];
};

/**
 * A path in words: its test's name, where it starts, and each step as its event and the state it
 * leads to; an ignored step's event says so (`CONTINUE: no guard holds: ignored`).
 */
export type PathInWords = { name: string; start: string; steps: { event: string; state: string; ignored?: true }[] };

type SentStep = { event: EventObject; ignored?: boolean };

/**
 * Names the steps of a flow's paths: an event as `eventNamer` says it, an ignored one followed by
 * `: no guard holds: ignored`. An ignored event is told apart among all the events, the others
 * among those that move: an event tried only where no guard holds for it renames no other path.
 */
export function stepNamer(paths: { steps: SentStep[] }[]): (step: SentStep) => string {
  const eventName = eventNamer(paths.flatMap((p) => p.steps.filter((s) => !s.ignored).map((s) => s.event)));
  const ignoredName = eventNamer(paths.flatMap((p) => p.steps.map((s) => s.event)));
  return (step) => (step.ignored ? `${ignoredName(step.event)}: ${IGNORED}` : eventName(step.event));
}

/** A flow's paths in words, each name told apart from the others (a repeated name gets its number). */
export function pathsInWords(flow: string, paths: NamedPath[]): PathInWords[] {
  const stepName = stepNamer(paths);
  const seen = new Map<string, number>();
  return paths.map(({ startLabel, start, steps }) => {
    const begin = `${flow}: start${startLabel ? ` (${startLabel})` : ''}`;
    const words = steps.map((s) => ({ event: stepName(s), state: snapshotWords(s.state), ...(s.ignored ? { ignored: true as const } : {}) }));
    // An ignored event ends its path where the path stood: `… → state then CONTINUE: no guard holds: ignored`.
    const last = words.at(-1);
    const moves = last?.ignored ? words.slice(0, -1) : words;
    // A start that ends at once is a path of no event: where it ended is all there is to name.
    const rest = moves.length === 0 ? [snapshotWords(start)] : moves.map((s) => `${s.event} → ${s.state}`);
    const name = [begin, ...rest].join(' → ') + (last?.ignored ? ` then ${last.event}` : '');
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return { name: count === 1 ? name : `${name} (${count})`, start: snapshotWords(start), steps: words };
  });
}

/** The names of a flow's paths (`flow: start (how) → event → state → event → state…`), as its tests are named. */
export const pathNames = (flow: string, paths: NamedPath[]): string[] => pathsInWords(flow, paths).map((p) => p.name);

/**
 * docs/flows/<flow>.paths.md: a flow's model-level paths for review, each by its test's name (what
 * `npm run test:paths -- --path` takes) and the states it passes, in order.
 */
export function pathsPage(flow: string, paths: PathInWords[]): string {
  const stateOf = (step: PathInWords['steps'][number]) => (step.ignored ? `${step.state} (stays)` : step.state);
  const items = paths.map((path, index) => `${index + 1}. \`${path.name}\`\n   - states: ${[path.start, ...path.steps.map(stateOf)].join(' → ')}`);
  return [
    `# ${flow}: its paths`,
    '',
    `The model-level path tests of [${flow}](${flow}.md), as \`npm run flows\` writes them: ${paths.length} paths, each by its`,
    'test\'s name and the states it passes. The tests replay these paths, sending the events',
    `[${flow}.paths.json](${flow}.paths.json) keeps for each, and check every state listed here: a change to the`,
    'machine that sends a step elsewhere fails at that step, and one that changes its paths fails until',
    'this file is written again, so the change shows here in review. A path ending',
    `\`then EVENT: ${IGNORED}\` sends an event its state takes only under guards, none of which`,
    'holds: the machine stays where it was, its last state marked "(stays)".',
    '',
    ...items,
    '',
  ].join('\n');
}
