// Accessibility check with axe-core: fails on serious or critical violations and prints them
// readably (rule, impact, help URL, the offending elements).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

export type A11yOptions = {
  /** CSS selectors to leave out (third-party widgets, for instance). */
  exclude?: string[];
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
  /** Restrict the check to a part of the page. */
  include?: string;
};

const BLOCKING = new Set(['serious', 'critical']);

export function formatViolations(violations: Violation[]): string {
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

export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);

  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const minor = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  if (minor.length > 0) {
    console.warn(`axe: ${minor.length} minor/moderate issue(s) on ${page.url()}:\n${formatViolations(minor)}`);
  }
  // Compare the count, not the objects: the message above is the readable report.
  expect(
    blocking.length,
    `axe found ${blocking.length} serious or critical violation(s) on ${page.url()}:\n\n${formatViolations(blocking)}\n`,
  ).toBe(0);
}
