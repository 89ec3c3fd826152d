// The walk-through on a flow's page (docs/flows/README.md#the-flow-atlas): the markup, the data
// its script reads (the machine as Stately reads it, the words of its events, guards and states,
// and what the customer sees in each state), and the two inline classic scripts that run it from
// file://: XState's own UMD build, then scripts/atlas/walk-through.client.js.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { eventWords, guardInWords, guardNameOf } from '../guard-words.ts';
import { configOf, isMachine } from '../stately-source.ts';
import { esc } from './html.ts';
import { machineStateScreens } from './machine-screens.ts';
import { screenFile, shotCaption } from './screens.ts';

/** What the customer sees in a machine state: a UI state's or a driven screen's shots. */
export type StateScreen = { label: string; link?: string; shots: { src: string; caption: string; width: number }[] };

export type WalkThroughOf = {
  machine: AnyStateMachine;
  /** Screens by machine state id (the deepest state with screens is shown); null: an atlas without screenshots. */
  screens: Map<string, StateScreen[]> | null;
};

type SentEvent = { type: string } & Record<string, unknown>;

/**
 * The event each type is sent as, payload included, from the model-level path tests' recorded
 * paths (docs/flows/<flow>.paths.json) of the flow and of the machines it invokes: the first one
 * each type is sent as. A type no path sends goes as `{ type }`.
 */
function sentEvents(machines: AnyStateMachine[]): Record<string, SentEvent> {
  const found: Record<string, SentEvent> = {};
  for (const { id } of machines) {
    const file = new URL(`../../docs/flows/${id}.paths.json`, import.meta.url);
    if (!existsSync(file)) continue;
    const paths = JSON.parse(readFileSync(file, 'utf8')) as { events: SentEvent[] }[];
    for (const event of paths.flatMap((path) => path.events)) found[event.type] ??= event;
  }
  return found;
}

const require = createRequire(import.meta.url);
let scripts: string | null = null;
/** XState's UMD build (it sets `XState` on the page) and the walk-through's own script. */
function scriptsText(): string {
  const umd = join(dirname(require.resolve('xstate/package.json')), 'dist/xstate.umd.min.js');
  scripts ??= [readFileSync(umd, 'utf8'), readFileSync(new URL('./walk-through.client.js', import.meta.url), 'utf8')]
    .map((text) => `<script>\n${text.replaceAll('</script', '<\\/script')}\n</script>`)
    .join('\n');
  return scripts;
}

/** What the customer sees in each machine state of a flow, its screenshots found at `relative`. */
export function walkScreens(flow: Parameters<typeof machineStateScreens>[0], relative: string): Map<string, StateScreen[]> {
  return new Map(
    [...machineStateScreens(flow)].map(([state, views]) => [
      state,
      views.map(({ label, link, shots }) => ({
        label,
        ...(link ? { link } : {}),
        shots: shots.map((shot) => ({ src: relative + screenFile(shot), caption: shotCaption(shot), width: shot.width })),
      })),
    ]),
  );
}

/** The machine and every machine it invokes (a child it runs: sign-up's code entry), however deep. */
function machinesIn(machine: AnyStateMachine, seen = new Set<AnyStateMachine>()): AnyStateMachine[] {
  if (seen.has(machine)) return [];
  seen.add(machine);
  const invoked = getStateNodes(machine.root).flatMap((node: AnyStateNode) =>
    node.invoke.map((invoke) => (typeof invoke.src === 'string' ? (machine.implementations.actors as Record<string, unknown>)[invoke.src] : invoke.src)),
  );
  return [machine, ...invoked.filter(isMachine).flatMap((child) => machinesIn(child, seen))];
}

/** The script's data: every event's and guard's words, every state's description, the screens. */
function walkThroughData({ machine, screens }: WalkThroughOf) {
  const events: Record<string, string> = {};
  const guards: Record<string, string> = {};
  const machines = machinesIn(machine);
  for (const each of machines) {
    for (const node of [each.root, ...getStateNodes(each.root)]) {
      for (const t of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
        events[t.eventType] = eventWords(t.eventType);
        // Keyed as the page's guards ask: the name, then the fixed parameters XState passes them.
        const name = guardNameOf(t.guard);
        const params = (t.guard as { params?: unknown } | undefined)?.params;
        if (name) guards[`${name} ${JSON.stringify(typeof params === 'object' ? params : null)}`] = guardInWords(t.guard);
      }
    }
  }
  const descriptions = Object.fromEntries(
    getStateNodes(machine.root)
      .filter((node) => node.description)
      .map((node) => [node.path.join('.'), node.description!]),
  );
  return {
    config: configOf(machine),
    events,
    guards,
    descriptions,
    sent: sentEvents(machines),
    withScreens: screens !== null,
    screens: Object.fromEntries(screens ?? []),
  };
}

/** The walk-through's section: without its script (or XState), a note says what it would do. */
export function walkThrough(of: WalkThroughOf): string {
  const json = JSON.stringify(walkThroughData(of)).replace(/</g, '\\u003c');
  return `<section id="walk" class="walk" aria-labelledby="walk-h">
<h2 id="walk-h">Walk through it</h2>
<p>Step through ${esc(of.machine.id)} as the customer would: start at its initial state, then choose what happens next. Each event the current state accepts is a button; where the machine's guards decide, each outcome is its own choice. The diagram above lights the current state, and its screen shows beside the choices. It runs the machine itself (XState, in this page), with its services answering as you choose.</p>
<p class="note" data-walk="noscript">The walk-through needs JavaScript, which this browser does not run here.</p>
<div class="walk-panel" data-walk="panel" hidden>
<div class="walk-now" data-walk="now" role="status"></div>
<div class="walk-body">
<div class="walk-choices" data-walk="choices"></div>
<div class="walk-screens" data-walk="screens"></div>
</div>
<p class="walk-controls"><button type="button" data-walk="back">Undo the last step</button> <button type="button" data-walk="restart">Start again</button></p>
<h3>Steps so far</h3>
<ol class="walk-history" data-walk="history"></ol>
</div>
<script type="application/json" id="walk-data">${json}</script>
${scriptsText()}
</section>`;
}
