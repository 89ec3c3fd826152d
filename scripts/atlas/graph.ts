// A statechart as the flow atlas draws and describes it (docs/flows/README.md#the-flow-atlas):
// its states nested as the machine nests them, and every transition definition, known by the key
// the path tests' coverage records use, said in the glossary's words (scripts/guard-words.ts) and
// labelled as the diagrams write it.
import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventTypeWords, stateNodeWords } from '../../tests/support/path-words.ts';
import { transitionKey } from '../../tests/support/statechart-coverage.ts';
import { nameOf } from '../flow-diagram.ts';
import { guardLabel } from '../guard-label.ts';
import { eventAndGuardWords, guardInWords, transitionLabel } from '../guard-words.ts';

type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export type GraphState = {
  /** The state's dotted path without the machine id ("paying.editing"): its id on the page. */
  id: string;
  key: string;
  kind: StateKind;
  /** The parent's initial child (a parallel state's regions are all entered: true for each). */
  initial: boolean;
  description?: string;
  tags: string[];
  /** The page it names (meta.page), if any. */
  page?: string;
  /** The actors it invokes, by name (invoke.src). */
  invokes: string[];
  entry: string[];
  exit: string[];
  /** The event types it accepts: its own and its ancestors' (snapshot.can-like, ignoring guards), as words. */
  accepts: string[];
  children: GraphState[];
};

export type GraphTransition = {
  /** transitionKey(t) from tests/support/statechart-coverage.ts: the key the coverage records use. */
  key: string;
  /** The source state's id; '' is the machine's root ("from any state"). */
  source: string;
  /** Target state ids; empty when it has no target (it only runs actions: a self-loop in the drawing). */
  targets: string[];
  eventType: string;
  /** eventTypeWords(eventType) from tests/support/path-words.ts ("loadCheckout done", "after resendCooldown", "at once"). */
  event: string;
  /** The guard's name as the machine gives it (string or { type }), with its fixed parameters. */
  guard?: string;
  /** The guard in the glossary's words (scripts/guard-words.ts). */
  guardWords?: string;
  actions: string[];
  description?: string;
  /** What the diagram writes on its arrow: the description, else the event and the guard in words (transitionLabel). */
  label: string;
  /** The transition's words, `from —event [guard in words]→ to`, as the page lists it. */
  words: string;
};

export type StatechartGraph = {
  id: string;
  description?: string;
  /** The root's children: the root itself is not drawn as a box. */
  states: GraphState[];
  /** Every transition definition of every state and the root's own, in allTransitions' order. */
  transitions: GraphTransition[];
  /** Every state node but the root. */
  stateCount: number;
  transitionCount: number;
};


const namesOf = (things: readonly unknown[] | undefined): string[] => (things ?? []).map(nameOf).filter(Boolean);

// The machine's own: node.entry and node.exit add XState's timers of the state's delayed transitions.
const ownActions = (actions: unknown): string[] => namesOf(actions === undefined ? [] : Array.isArray(actions) ? actions : [actions]);

/** The id the atlas's pages use: the dotted path, '' for the root. */
const idOf = (node: AnyStateNode): string => node.path.join('.');

const childrenOf = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[];

const ancestry = (node: AnyStateNode): AnyStateNode[] => (node.parent ? [node, ...ancestry(node.parent)] : [node]);

/**
 * The events a state accepts: an event is decided by the nearest state that names it (its own
 * first, then its ancestors'), and accepted unless that state only forbids it (no target, no action).
 */
function acceptedEvents(node: AnyStateNode): string[] {
  const decided = new Map<string, boolean>();
  for (const state of ancestry(node)) {
    for (const [type, transitions] of state.transitions as Map<string, AnyTransitionDefinition[]>) {
      if (decided.has(type)) continue;
      decided.set(type, transitions.some((t) => (t.target?.length ?? 0) > 0 || t.actions.length > 0 || t.reenter));
    }
  }
  const accepted = [...decided].filter(([, yes]) => yes).map(([type]) => eventTypeWords(type));
  return [...new Set(accepted)];
}

function isInitial(node: AnyStateNode): boolean {
  const parent = node.parent;
  if (!parent || node.type === 'history') return false;
  if (parent.type === 'parallel') return true;
  return ((parent.initial?.target ?? []) as AnyStateNode[]).includes(node);
}

function stateOf(node: AnyStateNode): GraphState {
  const page = (node.meta as { page?: unknown } | undefined)?.page;
  return {
    id: idOf(node),
    key: node.key,
    kind: node.type as StateKind,
    initial: isInitial(node),
    ...(node.description ? { description: node.description } : {}),
    tags: [...node.tags],
    ...(typeof page === 'string' ? { page } : {}),
    invokes: node.invoke.map((invoke) => nameOf(invoke.src)),
    entry: ownActions(node.config.entry),
    exit: ownActions(node.config.exit),
    accepts: acceptedEvents(node),
    children: childrenOf(node).map(stateOf),
  };
}

/** `from —event [guard]→ to` in the glossary's words; one without a target stays where it is. */
function wordsOf(t: AnyTransitionDefinition): string {
  const from = stateNodeWords(t.source);
  const to = t.target?.length ? t.target.map(stateNodeWords).join(' + ') : `${from} (stays)`;
  return `${from} —${eventAndGuardWords(t)}→ ${to}`;
}

function transitionOf(t: AnyTransitionDefinition): GraphTransition {
  const description = (t as { description?: string }).description;
  return {
    key: transitionKey(t),
    source: idOf(t.source),
    targets: ((t.target ?? []) as AnyStateNode[]).map(idOf),
    eventType: t.eventType,
    event: eventTypeWords(t.eventType),
    ...(t.guard ? { guard: guardLabel(t.guard), guardWords: guardInWords(t.guard) } : {}),
    actions: namesOf(t.actions),
    ...(description ? { description } : {}),
    label: transitionLabel({ eventType: t.eventType, guard: t.guard, ...(description ? { description } : {}) }),
    words: wordsOf(t),
  };
}

/** Every transition definition of a state: its events' (delays and ends included), then its eventless ones. */
const transitionsOf = (node: AnyStateNode): AnyTransitionDefinition[] => [...[...node.transitions.values()].flat(), ...(node.always ?? [])];

export function statechartGraph(machine: AnyStateMachine): StatechartGraph {
  const root = machine.root;
  const nodes = getStateNodes(root);
  const transitions = [root, ...nodes].flatMap(transitionsOf).map(transitionOf);
  return {
    id: machine.id,
    ...(root.description ? { description: root.description } : {}),
    states: childrenOf(root).map(stateOf),
    transitions,
    stateCount: nodes.length,
    transitionCount: transitions.length,
  };
}
