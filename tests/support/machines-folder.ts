// Every statechart in machines/ and in machines/lifecycles/ (the records' lifecycles the server
// runs), found by reading the folders: a new flow is listed by being there
// (docs/architecture.md#adding-a-flow), never by editing a list.
import { readdirSync } from 'node:fs';
import { StateMachine, type AnyStateMachine } from 'xstate';

const ROOT = new URL('../../', import.meta.url);
const FOLDERS = ['machines/', 'machines/lifecycles/'];

export type MachineFile = { machine: AnyStateMachine; file: string };

/** `sign-up.ts` → `signUp`: the id a file's own machine has. */
const idOfFile = (name: string) => name.replace(/\.ts$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Each machine of the folders, once per id, with the path (from the repository's root) of the file
 * named after it: a parent may export a typed copy of the child it invokes (checkout's
 * paymentUploadMachine is the upload machine).
 */
export async function machinesOfFolder(): Promise<MachineFile[]> {
  const found = new Map<string, MachineFile>();
  for (const folder of FOLDERS) {
    for (const name of readdirSync(new URL(folder, ROOT)).filter((n) => n.endsWith('.ts')).sort()) {
      const module = (await import(new URL(folder + name, ROOT).href)) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        if (!(value instanceof StateMachine)) continue;
        const machine = value as AnyStateMachine;
        if (!found.has(machine.id) || idOfFile(name) === machine.id) found.set(machine.id, { machine, file: folder + name });
      }
    }
  }
  return [...found.values()];
}
