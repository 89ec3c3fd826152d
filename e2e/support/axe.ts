// Accessibility check with axe-core: fails on a violation of any impact (minor included) and
// prints them readably (rule, impact, help URL, the offending elements).
import axe, { type AxeResults, type Result as Violation, type RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type A11yOptions = {
  /** CSS selectors to leave out (third-party widgets, for instance). */
  exclude?: string[];
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
  /** Restrict the check to a part of the page. */
  include?: string;
};

function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 10)
        .map((n) => {
          const target = n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' ');
          const why = n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : '';
          return `      - ${target}\n        ${n.html.slice(0, 200)}${why}`;
        })
        .join('\n');
      const more = v.nodes.length > 10 ? `\n      … and ${v.nodes.length - 10} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // axe's source (half a megabyte) is evaluated once per document: @axe-core/playwright's builder
  // evaluated it twice at every check, a quarter of a second each time on 2 cores. axe then runs
  // in the page itself, as the builder's legacy mode did (the portal has no frames to merge).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const context = { include: options.include ? [options.include] : [], exclude: options.exclude ?? [] };
  // Violations only: axe skips building selectors for passes and inapplicable results, the
  // costly part on a large page (axe-core's performance notes).
  const run: RunOptions = {
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: TAGS },
    ...(options.disableRules?.length ? { rules: Object.fromEntries(options.disableRules.map((id) => [id, { enabled: false }])) } : {}),
  };
  // No waiting for animations: every context prefers reduced motion (playwright.config.ts), which
  // the portal's styles, sonner and photoswipe honour, so nothing is measured mid-fade.
  const { violations } = await page.evaluate(
    ({ context, run }) => (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(context, run),
    { context, run },
  );
  // Compare the count, not the objects: the message is the readable report.
  expect(violations.length, `axe found ${violations.length} violation(s) on ${page.url()} at ${page.viewportSize()?.width ?? '?'} px:\n\n${formatViolations(violations)}\n`).toBe(0);
}
