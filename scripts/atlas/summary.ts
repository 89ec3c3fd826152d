// A flow's figures as the index and its page say them, in words: what its path tests took of it,
// and how they ended last time, when, and from which command (docs/flows/README.md#the-flow-atlas).
import { coverageOf, percent, type CoverageRecord } from '../../tests/support/statechart-coverage.ts';
import { esc, when } from './html.ts';
import type { Tally } from './results.ts';

const NOT_RUN = '<span class="result not-run">not run yet</span>';
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** "every state (12) and every transition (30) taken", or how many of each. */
export function coverageText(record: CoverageRecord | null): string {
  if (!record) return NOT_RUN;
  const states = coverageOf(record.allStates, record.states);
  const transitions = coverageOf(record.allTransitions, record.transitions);
  const part = (c: typeof states, what: string) =>
    c.covered === c.total ? `every ${what} (${c.total})` : `${c.covered} of ${count(c.total, what)} (${percent(c)}%)`;
  return `${part(states, 'state')} and ${part(transitions, 'transition')} taken`;
}

const MAX_RUNS = 3;
const MAX_COMMAND = 80;

/** A command as a summary shows it: a long one (a path run alone, by its whole name) cut short; the path's own details show it whole. */
export const shortCommand = (command: string) => (command.length > MAX_COMMAND ? `${command.slice(0, MAX_COMMAND - 1)}…` : command);
export const commandHtml = (command: string) =>
  command.length > MAX_COMMAND ? `<code title="${esc(command)}">${esc(shortCommand(command))}</code>` : `<code>${esc(command)}</code>`;

/** When and from which command the results came: one run, or each run and how many paths it gave. */
function runsText(runs: Tally['runs']): string {
  const from = ({ at, command }: Tally['runs'][number]['run']) => `${esc(when(at))}, from ${commandHtml(command)}`;
  if (runs.length === 1) return `, ${from(runs[0]!.run)}`;
  const shown = runs.slice(0, MAX_RUNS).map(({ run, paths }) => `${paths} on ${from(run)}`);
  const rest = runs.slice(MAX_RUNS);
  const more = rest.length ? `; ${rest.reduce((sum, r) => sum + r.paths, 0)} from ${count(rest.length, 'earlier run')}` : '';
  return `: ${shown.join('; ')}${more}`;
}

/** "all 12 paths passed, 2026-11-27 18:40 UTC, from npm test"; "1 of 12 paths failed, 11 passed, …"; "not run yet". */
export function tallyText(tally: Tally, total: number): string {
  if (total === 0 || tally.passed + tally.failed === 0) return total > 0 ? `${NOT_RUN} (${count(total, 'path')})` : NOT_RUN;
  const notRun = tally.notRun > 0 ? `, ${tally.notRun} not run yet` : '';
  const status =
    tally.failed > 0
      ? `<span class="result failed">${tally.failed} of ${count(total, 'path')} failed</span>${tally.passed ? `, ${tally.passed} passed` : ''}${notRun}`
      : tally.notRun > 0
        ? `<span class="result passed">${tally.passed} of ${count(total, 'path')} passed</span>${notRun}`
        : `<span class="result passed">${total === 1 ? 'the one path passed' : `all ${total} paths passed`}</span>`;
  return `${status}${runsText(tally.runs)}`;
}
