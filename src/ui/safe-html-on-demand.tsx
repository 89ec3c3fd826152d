import type { ComponentProps } from 'react';
import { ErrorState } from './error-state.tsx';
import { onDemand } from './on-demand.ts';
import type { SafeHtml } from './safe-html.tsx';

// DOMPurify is 11.5 KB gzip, and some server HTML shows only when the customer opens it.
const sanitizer = onDemand(() => import('./safe-html.tsx'));

/**
 * Fetches the sanitizer at the page's first idle moment: call it in what the page shows at once
 * around a SafeHtmlOnDemand (the FAQ, the terms' modal), so an answer opens with its text.
 */
export const usePreloadSafeHtml = sanitizer.usePreload;

/**
 * SafeHtml, the same sanitizing, for HTML the customer opens (an FAQ answer, the terms): its
 * code comes with the first one opened, or before (usePreloadSafeHtml). If that fetch fails, a
 * retry.
 */
export function SafeHtmlOnDemand(props: ComponentProps<typeof SafeHtml>) {
  const { module, failed, retry } = sanitizer.useModule(true);
  if (failed) return <ErrorState inline onRetry={retry} />;
  return module ? <module.SafeHtml {...props} /> : null;
}
