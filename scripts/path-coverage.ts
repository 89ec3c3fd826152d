// The table `npm run test:paths` ends with: per flow, the states and transitions the model-level
// walks (tests/machines) and the UI-level paths (e2e/paths) took, out of all there are.
// Exits 1 when a flow is below 100% at a level it is tested at, or has no record there.
import { readdirSync } from 'node:fs';
import { UI_MODELS } from '../e2e/paths/models/ui-models.ts';
import { coverageOf, percent, readCoverageRecords, type Coverage, type CoverageRecord } from '../tests/support/statechart-coverage.ts';

/** Every machine has a diagram page (docs/flows/<id>.md): each must be walked at the model level. */
const MODEL_FLOWS = readdirSync('docs/flows')
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3));
const UI_FLOWS = UI_MODELS.map(({ flow }) => flow);

type Cell = { states: Coverage; transitions: Coverage; paths: number; steps: number } | null;

const cellOf = (record: CoverageRecord | undefined): Cell =>
  record
    ? {
        states: coverageOf(record.allStates, record.states),
        transitions: coverageOf(record.allTransitions, record.transitions),
        paths: record.paths,
        steps: record.steps,
      }
    : null;

const show = (c: Coverage) => `${c.covered}/${c.total} ${percent(c)}%`;
const complete = (cell: Cell) => !!cell && cell.states.missing.length === 0 && cell.transitions.missing.length === 0;

export function printCoverageTable(): boolean {
  const model = readCoverageRecords('model');
  const ui = readCoverageRecords('ui');
  const flows = [...new Set([...UI_FLOWS, ...MODEL_FLOWS])];
  const header = ['flow', 'model states', 'model transitions', 'model paths', 'UI states', 'UI transitions', 'UI paths'];
  const rows: string[][] = [];
  const problems: string[] = [];
  for (const flow of flows) {
    const m = cellOf(model.get(flow));
    const u = UI_FLOWS.includes(flow) ? cellOf(ui.get(flow)) : undefined;
    rows.push([
      flow,
      m ? show(m.states) : 'no run',
      m ? show(m.transitions) : 'no run',
      m ? `${m.paths} (${m.steps} steps)` : '—',
      u === undefined ? '—' : u ? show(u.states) : 'no run',
      u === undefined ? '—' : u ? show(u.transitions) : 'no run',
      u === undefined ? '—' : u ? `${u.paths} (${u.steps} steps)` : '—',
    ]);
    if (!complete(m)) problems.push(`${flow} (model): ${m ? [...m.states.missing, ...m.transitions.missing].join('; ') : 'no run'}`);
    if (u !== undefined && !complete(u)) {
      problems.push(`${flow} (UI): ${u ? [...u.states.missing, ...u.transitions.missing].join('; ') : 'no run'}`);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(['', 'Path coverage (states and transitions taken, of all there are)', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
  if (problems.length > 0) console.log(`\nNot covered:\n  ${problems.join('\n  ')}`);
  else console.log('\nEvery flow at 100% at every level it is tested at.');
  return problems.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(printCoverageTable() ? 0 : 1);
