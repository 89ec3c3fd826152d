// The table `npm run test:paths` ends with: per flow and level (the machine's path tests in
// Vitest, tests/machines; the UI model's in Playwright, e2e/paths), how many paths and steps ran,
// and the states and transitions they took out of all there are (at the machine level, each guarded
// event a state may ignore counts as one more transition: docs/flows/README.md#path-tests-for-qa);
// then every state and transition no path took, in words (`from —event [guard]→ to`). Exits 1 when
// a flow is below 100% at a level it is tested at, or has no record there.
import { readdirSync } from 'node:fs';
import { UI_MODELS } from '../e2e/paths/models/ui-models.ts';
import { coverageOf, percent, readCoverageRecords, type Coverage, type CoverageLevel, type CoverageRecord } from '../tests/support/statechart-coverage.ts';

/** Every machine has a diagram page (docs/flows/<id>.md; <id>.paths.md lists its paths): each must be walked at the model level. */
const MODEL_FLOWS = readdirSync('docs/flows')
  .filter((f) => f.endsWith('.md') && f !== 'README.md' && !f.endsWith('.paths.md'))
  .map((f) => f.slice(0, -3));
const UI_FLOWS = UI_MODELS.map(({ flow }) => flow);

const LEVELS: Record<CoverageLevel, string> = { model: 'machine (Vitest)', ui: 'UI (Playwright)' };

type Cell = { record: CoverageRecord; states: Coverage; transitions: Coverage };

const cellOf = (record: CoverageRecord | undefined): Cell | null =>
  record
    ? { record, states: coverageOf(record.allStates, record.states), transitions: coverageOf(record.allTransitions, record.transitions) }
    : null;

const show = (c: Coverage) => `${c.covered}/${c.total} (${percent(c)}%)`;

/** What a level of a flow left untaken, one line each, in words. */
const untaken = ({ record, states, transitions }: Cell) => [
  ...states.missing.map((id) => `state ${record.names[id] ?? id}`),
  ...transitions.missing.map((key) => `transition ${record.names[key] ?? key}`),
];

export function printCoverageTable(): boolean {
  const records = { model: readCoverageRecords('model'), ui: readCoverageRecords('ui') };
  const flows = [...new Set([...UI_FLOWS, ...MODEL_FLOWS])];
  const header = ['flow', 'tested in', 'paths', 'steps', 'states taken', 'transitions taken'];
  const rows: string[][] = [];
  const problems: string[] = [];
  for (const flow of flows) {
    const levels: CoverageLevel[] = UI_FLOWS.includes(flow) ? ['model', 'ui'] : ['model'];
    for (const level of levels) {
      const cell = cellOf(records[level].get(flow));
      rows.push(
        cell
          ? [flow, LEVELS[level], String(cell.record.paths), String(cell.record.steps), show(cell.states), show(cell.transitions)]
          : [flow, LEVELS[level], '—', '—', 'no run', 'no run'],
      );
      const missing = cell ? untaken(cell) : ['no run'];
      if (missing.length > 0) problems.push(`${flow}, ${LEVELS[level]}:\n    ${missing.join('\n    ')}`);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const numeric = new Set([2, 3]);
  const line = (cells: string[]) => `| ${cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(
    ['', 'Path coverage: the states and transitions the path tests took, of all each flow has', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'),
  );
  console.log('(At the machine level, the transitions include each guarded event a state ignores when no guard holds.)');
  if (problems.length > 0) console.log(`\nNot taken by any path:\n  ${problems.join('\n  ')}`);
  else console.log('\nEvery flow at 100% at every level it is tested at.');
  return problems.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(printCoverageTable() ? 0 : 1);
