// The bench's rows, details and failed steps, and the markdown report made of them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, ROOT } from './config.ts';

/**
 * `figure`: ours; `floor`: what it is compared with, measured in the same run, and `ratio` the
 * comparison; `target`: the goal, on the ratio when there is one. `ok`: ✅ (true), ❌ (false), or
 * no goal (null).
 */
export type Row = { measure: string; figure: string; floor?: string; ratio?: string; target: string; ok: boolean | null };
export const rows: Row[] = [];
export const details: string[] = [];
export const failures: string[] = [];

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const times = (ratio: number) => `${ratio.toFixed(2)}×`;
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** A measure that could not be taken: a failing row, and a failure (the run exits 1). */
export function failedRow(measure: string, error: unknown, target = ''): void {
  failures.push(`${measure}: ${firstLine(error)}`);
  rows.push({ measure, figure: `FAILED: ${firstLine(error)}`, target, ok: false });
}

export async function step(name: string, fn: () => Promise<void>): Promise<void> {
  const started = Date.now();
  console.error(`\n▶ ${name}`);
  try {
    await fn();
    console.error(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(`${name}: ${message}`);
    rows.push({ measure: name, figure: `FAILED: ${message.split('\n')[0]}`, target: '', ok: false });
    console.error(`✘ ${name} failed:\n${error instanceof Error ? (error.stack ?? message) : message}`);
  }
}

function git(...a: string[]): string {
  const r = spawnSync('git', a, { cwd: ROOT, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
}

export function report(): string {
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  const dirty = git('status', '--porcelain') ? ' (uncommitted changes)' : '';
  const chromium = existsSync(CHROMIUM)
    ? (spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout ?? '').trim()
    : 'no chromium';
  const mark = (ok: boolean | null) => (ok === null ? '' : ok ? '✅' : '❌');
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const table = [
    '| Measure | Ours | Floor | Ratio | Goal | |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${cell(r.measure)} | ${cell(r.figure)} | ${cell(r.floor ?? '')} | ${cell(r.ratio ?? '')} | ${cell(r.target)} | ${mark(r.ok)} |`),
  ].join('\n');
  return [
    `## Casillero bench — ${new Date().toISOString()}`,
    '',
    `Commit ${commit}${dirty}; Node ${process.version}; ${chromium}. Every goal is a ratio to a floor measured in this run; route sizes are gzip -9 of the built files.`,
    '',
    table,
    '',
    ...(failures.length ? ['### Failed steps', '', ...failures.map((f) => `- ${f.split('\n')[0]}`), ''] : []),
    ...(details.length ? ['### Details', '', details.join('\n\n'), ''] : []),
  ].join('\n');
}
