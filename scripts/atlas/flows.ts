// What the atlas shows of each flow: the machine (machines/), its UI model when it has one
// (e2e/paths/models/ui-models.ts), their graphs, their paths in words and what the last run took.
import type { AnyStateMachine } from 'xstate';
import { UI_MODELS } from '../../e2e/paths/models/ui-models.ts';
import { uiPathsOf } from '../../e2e/paths/support/ui-paths.ts';
import { machinesOfFolder } from '../../tests/support/machines-folder.ts';
import { pathsInWords, type PathInWords } from '../../tests/support/path-words.ts';
import { COVERAGE_DIR, readCoverageRecords, type CoverageRecord } from '../../tests/support/statechart-coverage.ts';
import { sharedMachines, statelySource } from '../stately-source.ts';
import { statechartGraph, type StatechartGraph } from './graph.ts';

/** `source` is the machine as Stately reads it (docs/flows/stately/<id>.js). */
export type AtlasChart = { machine: AnyStateMachine; file: string; source: string; graph: StatechartGraph };

export type AtlasFlow = AtlasChart & {
  id: string;
  /** The customer-level model the UI path tests walk, with their paths (computed as the tests compute them). */
  ui: (AtlasChart & { paths: PathInWords[]; coverage: CoverageRecord | null }) | null;
  /** The machine's path tests as the last run planned them (its coverage record); none before a run. */
  modelPaths: PathInWords[];
  coverage: CoverageRecord | null;
};

const chartOf = (machine: AnyStateMachine, file: string, shared: ReadonlySet<AnyStateMachine>): AtlasChart => ({
  machine,
  file,
  source: statelySource(machine, file, shared),
  graph: statechartGraph(machine),
});

/** Every flow, by its machine's id, with what the last run's coverage records (in `coverageDir`) say. */
export async function atlasFlows(coverageDir = COVERAGE_DIR): Promise<AtlasFlow[]> {
  const model = readCoverageRecords('model', coverageDir);
  const ui = readCoverageRecords('ui', coverageDir);
  const machines = await machinesOfFolder();
  // As docs/flows/stately/ writes them: a machine several flows invoke is named, not written out.
  const shared = sharedMachines(machines.map(({ machine }) => machine));
  return machines
    .map(({ machine, file }): AtlasFlow => {
      const id = machine.id;
      const uiModel = UI_MODELS.find((m) => m.flow === id);
      return {
        id,
        ...chartOf(machine, file, shared),
        ui: uiModel
          ? { ...chartOf(uiModel.model, uiModel.file, shared), paths: pathsInWords(id, uiPathsOf(uiModel.model)), coverage: ui.get(id) ?? null }
          : null,
        modelPaths: model.get(id)?.walks ?? [],
        coverage: model.get(id) ?? null,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}
