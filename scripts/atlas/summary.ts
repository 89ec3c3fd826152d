// A flow's figures as the index and its page say them: what its path tests took of it, and how
// they ended last time.
import { coverageOf, percent, type CoverageRecord } from '../../tests/support/statechart-coverage.ts';
import { esc, when } from './html.ts';
import type { Tally } from './results.ts';

export function coverageText(record: CoverageRecord | null): string {
  if (!record) return '<span class="result not-run">not run yet</span>';
  const states = coverageOf(record.allStates, record.states);
  const transitions = coverageOf(record.allTransitions, record.transitions);
  const part = (c: typeof states, what: string) => `${c.covered}/${c.total} ${what}${c.covered < c.total ? ` (${percent(c)}%)` : ''}`;
  return `${part(states, 'states')}, ${part(transitions, 'transitions')}`;
}

export function tallyText(tally: Tally, total: number): string {
  if (total === 0 || tally.passed + tally.failed === 0) return '<span class="result not-run">not run yet</span>';
  const status = tally.failed > 0 ? `<span class="result failed">${tally.failed} failed</span>` : '<span class="result passed">passed</span>';
  const notRun = tally.notRun > 0 ? `, ${tally.notRun} not run` : '';
  return `${status} ${tally.passed}/${total}${notRun}${tally.at ? `, ${esc(when(tally.at))}` : ''}`;
}
