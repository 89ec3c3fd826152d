// Accessibility check with axe-core: fails on a violation of any impact (minor included) and
// prints them readably (rule, impact, help URL, the offending elements).
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

export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // Violations only: axe skips building selectors for passes and inapplicable results, the
  // costly part on a large page (axe-core's performance notes). First: `options` replaces all.
  // Legacy mode runs axe once in the page itself: the default also opens a blank page per check to
  // merge the frames' results (for cross-origin frames, which the portal has none of), which doubled
  // each check's time.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);

  // No waiting for animations: every context prefers reduced motion (playwright.config.ts), which
  // the portal's styles, sonner and photoswipe honour, so nothing is measured mid-fade.
  const { violations } = await builder.analyze();
  // Compare the count, not the objects: the message is the readable report.
  expect(violations.length, `axe found ${violations.length} violation(s) on ${page.url()} at ${page.viewportSize()?.width ?? '?'} px:\n\n${formatViolations(violations)}\n`).toBe(0);
}
