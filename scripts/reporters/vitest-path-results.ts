// Vitest's part of the path tests' kept results (docs/flows/README.md#the-flow-atlas): at the end
// of every run, the machines' path tests it ran are merged into .test-reports/path-results.json,
// read from the same JSON report its `json` reporter writes, with the command and that report's
// file. A run of other tests, or one that ran no path (a `-t` filter), leaves the file alone.
import { relative, resolve } from 'node:path';
import { JsonReporter, type Reporter, type TestModule, type Vitest } from 'vitest/node';
import { recordRun, REPORTS_DIR } from '../atlas/results-store.ts';
import { ranAny, runOfReport } from '../atlas/run-results.ts';
import { runCommand } from './run-command.ts';

/** The JSON report, kept in memory: the `json` reporter beside this one writes the file. */
class ReportText extends JsonReporter {
  text = '';
  override async writeReport(report: string): Promise<void> {
    this.text = report;
  }
}

/** The JSON report's file, from the repository's root; null when no `json` reporter writes one. */
function reportFile(vitest: Vitest): string | null {
  const { reporters, outputFile, root } = vitest.config;
  if (!reporters.some((reporter) => Array.isArray(reporter) && reporter[0] === 'json')) return null;
  const file = typeof outputFile === 'string' ? outputFile : outputFile?.json;
  return file ? relative(process.cwd(), resolve(root, file)) : null;
}

export default class PathResultsReporter implements Reporter {
  private readonly report = new ReportText({});
  private vitest: Vitest | null = null;

  /** `dir`: where the results are kept (.test-reports). */
  constructor(private readonly options: { dir?: string } = {}) {}

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    this.report.onInit(vitest);
  }

  onTestRunStart(): void {
    this.report.start = Date.now();
  }

  async onTestRunEnd(modules: ReadonlyArray<TestModule>): Promise<void> {
    await this.report.onTestRunEnd(modules);
    const results = runOfReport('model', this.report.text);
    if (!results || !ranAny(results) || !this.vitest) return;
    try {
      recordRun('model', results, { command: runCommand(process.env, process.argv.slice(2), 'npx vitest'), report: reportFile(this.vitest) }, this.options.dir ?? REPORTS_DIR);
    } catch (error) {
      // The results are kept for the atlas: never a reason for a run to fail.
      console.warn(`The path results were not kept: ${String(error)}`);
    }
  }
}
