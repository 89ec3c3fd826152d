// Playwright's part of the path tests' kept results (docs/flows/README.md#the-flow-atlas): at the
// end of every run, the UI path tests it ran (project "paths") are merged into
// .test-reports/path-results.json, with the command and the JSON report's file. A run of other
// specs, or one stopped before any path ended, leaves the file alone.
import { dirname, relative, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { recordRun, REPORTS_DIR } from '../atlas/results-store.ts';
import { ranAny, uiRun, type UiSuite } from '../atlas/run-results.ts';
import { runCommand } from './run-command.ts';

/** The `json` reporter's file, as Playwright resolves it (its environment first), from the repository's root; null without one. */
function reportFile(config: FullConfig): string | null {
  const json = config.reporter.find(([name]) => name === 'json');
  if (!json) return null;
  const configDir = config.configFile ? dirname(config.configFile) : process.cwd();
  const options = (json[1] ?? {}) as { outputFile?: string };
  const env = process.env;
  const file = env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? resolve(process.cwd(), env.PLAYWRIGHT_JSON_OUTPUT_FILE)
    : options.outputFile
      ? resolve(configDir, options.outputFile)
      : env.PLAYWRIGHT_JSON_OUTPUT_NAME
        ? resolve(env.PLAYWRIGHT_JSON_OUTPUT_DIR ?? configDir, env.PLAYWRIGHT_JSON_OUTPUT_NAME)
        : null;
  return file ? relative(process.cwd(), file) : null;
}

export default class PathResultsReporter implements Reporter {
  private config: FullConfig | null = null;
  private suite: Suite | null = null;

  /** `dir`: where the results are kept (.test-reports). */
  constructor(private readonly options: { dir?: string } = {}) {}

  onBegin(config: FullConfig, suite: Suite): void {
    this.config = config;
    this.suite = suite;
  }

  onEnd(result: FullResult): void {
    if (!this.config || !this.suite) return;
    // The run's tests as its JSON report has them: by the describe they are in, which names the flow.
    const describes = new Map<string, UiSuite>();
    for (const test of this.suite.allTests()) {
      const describe = describes.get(test.parent.title) ?? { title: test.parent.title, specs: [] };
      describes.set(describe.title, describe);
      describe.specs.push({
        title: test.title,
        tests: [
          {
            projectName: test.parent.project()?.name ?? '',
            results: test.results.map((r) => ({ status: r.status, startTime: r.startTime.toISOString(), steps: r.steps, error: r.error, errors: r.errors })),
          },
        ],
      });
    }
    const results = uiRun({ stats: { startTime: result.startTime.toISOString() }, suites: [...describes.values()] });
    if (!ranAny(results)) return;
    try {
      recordRun('ui', results, { command: runCommand(process.env, process.argv.slice(2), 'npx playwright'), report: reportFile(this.config) }, this.options.dir ?? REPORTS_DIR);
    } catch (error) {
      // The results are kept for the atlas: never a reason for a run to fail.
      console.warn(`The path results were not kept: ${String(error)}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
