// Prints the slowest tests at the end of every run, so a spec that grows shows in the next run's
// output rather than only in the total (docs/performance.md#the-test-suites-time).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

type Timed = { title: string; project: string; ms: number; retry: number };

export default class SlowestReporter implements Reporter {
  private readonly timed: Timed[] = [];

  constructor(private readonly options: { count?: number } = {}) {}

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, project] = test.titlePath();
    this.timed.push({ title: test.titlePath().slice(2).join(' › '), project: project ?? '', ms: result.duration, retry: result.retry });
  }

  onEnd(result: FullResult): void {
    const count = this.options.count ?? 15;
    const slowest = [...this.timed].sort((a, b) => b.ms - a.ms).slice(0, count);
    if (slowest.length === 0) return;
    const total = this.timed.reduce((sum, t) => sum + t.ms, 0);
    console.log(`\nThe ${slowest.length} slowest tests (of ${this.timed.length}; ${seconds(total)} of test time in all, ${seconds(result.duration)} wall):`);
    for (const t of slowest) {
      console.log(`  ${seconds(t.ms).padStart(7)}  [${t.project}] ${t.title}${t.retry > 0 ? ` (retry ${t.retry})` : ''}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
