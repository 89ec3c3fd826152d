// Runs a user-level test model in Playwright: one test per path of the generator the machines'
// path tests use too (tests/support/path-cover.ts), named by the path in words; each step does the
// event's user action, then checks the state's page assertions. A model whose states or events
// are not all mapped fails before any path runs. Each path leaves what it took for the table.
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { getStateNodes, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { eventNamer, pathNames, snapshotWords, stateLeavesOf } from '../../../tests/support/path-words.ts';
import { recordOf, transitionKey, writeCoverageRecord } from '../../../tests/support/statechart-coverage.ts';
import { UI_MODELS } from '../models/ui-models.ts';
import { testAtlasVisits } from './atlas-visits.ts';
import { uiPathsOf, unmappedOf } from './ui-paths.ts';

/** What a state check or an event's action gets: the page and what the path has set up so far. */
export type UiContext<Data> = { page: Page; request: APIRequestContext; data: Data };

export type UiModel<Data> = {
  /** A model listed in e2e/paths/models/ui-models.ts (which names its flow). */
  model: AnyStateMachine;
  /** Fresh data for each path (the server situation it starts from). */
  setup: (t: { page: Page; request: APIRequestContext }) => Promise<Data>;
  /** Page assertions for every atomic state, keyed by its dotted path ("form.editing"). */
  states: Record<string, (t: UiContext<Data>) => Promise<void>>;
  /** A user action for every event type. */
  events: Record<string, (t: UiContext<Data>) => Promise<void>>;
  /** Longer than Playwright's default for models with slow steps (the resend cool-down). */
  timeout?: number;
};

export function testUiModel<Data>(ui: UiModel<Data>): void {
  const flow = UI_MODELS.find((m) => m.model === ui.model)?.flow;
  if (!flow) throw new Error(`${ui.model.id} is not listed in e2e/paths/models/ui-models.ts`);
  const problems = unmappedOf(ui.model, ui.states, ui.events);
  if (problems.length > 0) throw new Error(`the ${flow} UI model is not fully mapped:\n  ${problems.join('\n  ')}`);
  // The flow atlas's screenshot pass walks its own runs instead (npm run atlas).
  if (process.env.ATLAS_SCREENS) {
    testAtlasVisits(ui, flow);
    return;
  }
  const paths = uiPathsOf(ui.model);
  const names = pathNames(flow, paths);
  const eventName = eventNamer(paths.flatMap((path) => path.steps.map((step) => step.event)));

  test.describe(`${flow} (UI model, ${paths.length} paths)`, () => {
    if (ui.timeout) test.describe.configure({ timeout: ui.timeout });
    paths.forEach((path, index) => {
      test(names[index]!, async ({ page, request }) => {
        const states = new Set<string>();
        const transitions = new Set<string>();
        let steps = 0;
        try {
          const t: UiContext<Data> = { page, request, data: await ui.setup({ page, request }) };
          const check = async (snapshot: AnyMachineSnapshot) => {
            for (const key of stateLeavesOf(snapshot)) await ui.states[key]!(t);
            for (const node of getStateNodes(ui.model.root, snapshot.value)) states.add(node.id);
          };
          await test.step(`starts in ${snapshotWords(path.start)}`, () => check(path.start));
          for (const step of path.steps) {
            await test.step(`${eventName(step.event)} → ${snapshotWords(step.state)}`, async () => {
              await ui.events[step.event.type]!(t);
              await check(step.state);
            });
            step.transitions.forEach((transition) => transitions.add(transitionKey(transition)));
            steps++;
          }
        } finally {
          // Only what passed counts: a failed step leaves its transition uncovered.
          writeCoverageRecord('ui', `path-${index + 1}`, recordOf(ui.model, { flow, paths: 1, steps, states, transitions }));
        }
      });
    });
  });
}
