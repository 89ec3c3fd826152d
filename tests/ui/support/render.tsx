// Renders a ui/ component in jsdom with Lingui (English source texts), and checks it with axe.
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import axe from 'axe-core';

i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(cleanup);

export function renderUi(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });
}

/**
 * The axe violations in `node`. Left to the Playwright checks of whole pages: colour contrast
 * (jsdom has no layout) and landmarks (a component alone sits in no `<main>`). An empty list is a pass; each entry names the rule and the elements.
 */
export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const result = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    // Every rule still runs; only the violations get their nodes' selectors. (Building a unique
    // selector for each passing node was most of the time a check took in jsdom.)
    resultTypes: ['violations'],
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
