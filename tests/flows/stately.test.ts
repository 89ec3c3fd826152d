// docs/flows/stately/<id>.js is each machine and UI model as Stately reads it
// (docs/flows/README.md#in-stately). `npm run flows` writes them (FLOWS_WRITE=1); otherwise this
// test fails on a file out of step. Each file is read as Stately's code import reads it, without
// running it: one import, of `createMachine` from `xstate`, and no other free identifier. Then it
// runs in a sandbox holding nothing but `createMachine`, and its graph must be the real machine's.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { UI_MODELS } from '../../e2e/paths/models/ui-models.ts';
import { nameOf } from '../../scripts/flow-diagram.ts';
import { sharedMachines, statelySource } from '../../scripts/stately-source.ts';
import { machinesOfFolder } from '../support/machines-folder.ts';

const ALL: { machine: AnyStateMachine; file: string }[] = [
  ...(await machinesOfFolder()),
  ...UI_MODELS.map(({ model, file }) => ({ machine: model, file })),
];

const SHARED = sharedMachines(ALL.map(({ machine }) => machine));

const DIR = join(import.meta.dirname, '../../docs/flows/stately');
const write = process.env.FLOWS_WRITE === '1';

type Parsed = { imports: string[]; references: string[]; file: ts.SourceFile };

/** What the file imports (`name from module`) and every identifier it reads that it does not declare. */
function parse(source: string): Parsed {
  const file = ts.createSourceFile('machine.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const imports: string[] = [];
  const references: string[] = [];
  const declared = new Set<ts.Node>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const from = (node.moduleSpecifier as ts.StringLiteral).text;
      const bindings = node.importClause?.namedBindings;
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.getText(file)) : ['(default or namespace)'];
      imports.push(...names.map((name) => `${name} from ${from}`));
      return;
    }
    if (ts.isVariableDeclaration(node)) declared.add(node.name);
    // A key of an object literal names, it does not read.
    if (ts.isPropertyAssignment(node)) declared.add(node.name);
    if (ts.isIdentifier(node) && !declared.has(node)) references.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { imports, references, file };
}

/** The machine the file makes, run in a context that holds `createMachine` alone. */
function evaluate({ file }: Parsed, id: string): AnyStateMachine {
  const body = file.statements
    .filter((statement) => !ts.isImportDeclaration(statement))
    .map((statement) => statement.getText(file).replace(/^export\s+/, ''))
    .join('\n');
  return runInNewContext(`${body}\n${id}Machine;`, { createMachine }) as AnyStateMachine;
}

type Edge = { from: string; event: string; to: string[]; guard: string };

const transitionsOf = (node: AnyStateNode): AnyTransitionDefinition[] => [...[...node.transitions.values()].flat(), ...(node.always ?? [])];

/** Every state id, and every transition's source, event, targets and guard's name. */
function graphOf(machine: AnyStateMachine): { states: string[]; edges: Edge[] } {
  const states: string[] = [];
  const edges: Edge[] = [];
  const walk = (node: AnyStateNode) => {
    states.push(node.id);
    for (const t of transitionsOf(node)) {
      edges.push({ from: node.id, event: t.eventType, to: (t.target ?? []).map((target: AnyStateNode) => target.id), guard: t.guard ? nameOf(t.guard) : '' });
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return { states, edges };
}

describe.each(ALL.map(({ machine, file }) => [machine.id, machine, file] as const))('docs/flows/stately/%s.js', (id, machine, file) => {
  const source = statelySource(machine, file, SHARED);
  const path = join(DIR, `${id}.js`);
  if (write) {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(path, source);
  }

  it('is in step with the machine (run npm run flows)', () => {
    let stored = '';
    try {
      stored = readFileSync(path, 'utf8');
    } catch {
      // Missing: the comparison says so.
    }
    expect(stored, `${path} is out of date: run npm run flows`).toBe(source);
  });

  it('imports createMachine from xstate alone, and reads no other identifier', () => {
    const parsed = parse(source);
    expect(parsed.imports).toEqual(['createMachine from xstate']);
    expect([...new Set(parsed.references)]).toEqual(['createMachine']);
  });

  it('makes, in a sandbox with nothing but createMachine, the real machine’s graph', () => {
    const copy = evaluate(parse(source), id);
    expect(graphOf(copy)).toEqual(graphOf(machine));
  });
});

describe('docs/flows/stately', () => {
  it('has a file for each machine and UI model, and no other', () => {
    const files = readdirSync(DIR).filter((name) => name.endsWith('.js')).sort();
    expect(files).toEqual(ALL.map(({ machine }) => `${machine.id}.js`).sort());
  });
});
