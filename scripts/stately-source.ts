// A machine as Stately reads it (docs/flows/README.md#in-stately): one `createMachine({...})` of
// literals, imported from `xstate` alone, in XState v5's syntax. Stately's code import reads code
// without running it, and its visualizer allows no other import: so no TypeScript, no setup(), no
// function. What the config names (guards, actions, actors, delays) stays named; what only runs
// (an input's, an assign's or a context's function) is left out; a machine a flow invokes is
// written inline, so the visualizer enters it, unless several flows invoke it: then it is named by
// its id, and its own file is the one place it is written (the atlas's walk-through still runs it
// inline, from `configOf`).
import type { AnyStateMachine } from 'xstate';

type Literal = null | boolean | number | string | Literal[] | { [key: string]: Literal };

/** Keys of a machine's config that only TypeScript or the running app reads. */
const LEFT_OUT = new Set(['types', 'schemas']);

/** Whether a value is a machine (an actor a flow invokes may be one). */
export const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'config' in value && 'root' in value && 'implementations' in value;

/** The machines a flow's file names by their id instead of writing them inline. */
type ByReference = ReadonlySet<AnyStateMachine>;

/** The machines `machines` invoke that have a file of their own (they are among them) and that two or more of them invoke. */
export function sharedMachines(machines: readonly AnyStateMachine[]): ByReference {
  const invokers = new Map<AnyStateMachine, Set<AnyStateMachine>>();
  for (const machine of machines) {
    const actors = Object.values(machine.implementations.actors ?? {}).filter(isMachine);
    for (const child of actors) invokers.set(child, (invokers.get(child) ?? new Set()).add(machine));
  }
  return new Set([...invokers].filter(([child, by]) => by.size > 1 && machines.includes(child)).map(([child]) => child));
}

/** An invoked machine: inline, or its id where it is written by reference. */
const invoked = (child: AnyStateMachine, byReference: ByReference): Literal =>
  byReference.has(child) ? child.id : ({ [MACHINE]: configOf(child, byReference) } as never);

/** The config's value as a literal: functions and undefined left out (undefined is what a leaving-out returns). */
function literalOf(value: unknown, actors: Record<string, unknown>, byReference: ByReference, key?: string): Literal | undefined {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return undefined;
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => literalOf(item, actors, byReference)).filter((item): item is Literal => item !== undefined);
  if (key === 'src' && isMachine(value)) return invoked(value, byReference);
  const entries = Object.entries(value as Record<string, unknown>).flatMap(([name, item]) => {
    if (LEFT_OUT.has(name)) return [];
    // An invoked machine that setup() names is written where it is invoked.
    if (name === 'src' && typeof item === 'string' && isMachine(actors[item])) return [[name, invoked(actors[item], byReference)]];
    const literal = literalOf(item, actors, byReference, name);
    return literal === undefined ? [] : [[name, literal]];
  });
  return Object.fromEntries(entries) as Literal;
}

/** Marks an inline machine in the literal tree, written as `createMachine(...)`. */
const MACHINE = '\u0000createMachine';

/**
 * The machine's config as a literal, an inline machine marked by a `MACHINE` key; the machines in
 * `byReference` are named by their id instead (the walk-through runs every one inline).
 */
export function configOf(machine: AnyStateMachine, byReference: ByReference = new Set()): Literal {
  const actors = (machine.implementations.actors ?? {}) as Record<string, unknown>;
  return literalOf(machine.config, actors, byReference) ?? {};
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const keyText = (key: string) => (IDENTIFIER.test(key) ? key : JSON.stringify(key));

function write(value: Literal, indent: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${write(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const machine = value[MACHINE];
  if (machine !== undefined) return `createMachine(${write(machine, indent)})`;
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${keyText(key)}: ${write(item, inner)},`).join('\n')}\n${indent}}`;
}

/** The file docs/flows/stately/<id>.js holds for `machine`, from the source file `file`; `shared`: `sharedMachines` of all. */
export function statelySource(machine: AnyStateMachine, file: string, shared: ByReference): string {
  const named = Object.values(machine.implementations.actors ?? {}).filter((actor) => isMachine(actor) && shared.has(actor)) as AnyStateMachine[];
  return [
    `// ${machine.id}, from ${file}, as Stately reads it: paste it into the visualizer`,
    '// (stately.ai/viz) or Studio\'s "Import from code". Written by `npm run flows`: do not edit.',
    ...named.map(({ id }) => `// It invokes ${id}, which other flows invoke too: open ${id}.js beside this file to walk it.`),
    "import { createMachine } from 'xstate';",
    '',
    `export const ${machine.id}Machine = createMachine(${write(configOf(machine, shared), '')});`,
    '',
  ].join('\n');
}
