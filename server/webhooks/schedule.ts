// When a webhook that failed is tried again (docs/product.md#webhooks): after a growing wait, for
// 24 hours from the customer's action, the last try at its end; then it is given up.
import { DAY_MS, MINUTE_MS } from '../clock.ts';

/** The wait after each failed try: 1 min, 5 min, 30 min, 2 h, 6 h, then 12 h each. */
export const WEBHOOK_BACKOFF_MS = [1, 5, 30, 120, 360, 720].map((minutes) => minutes * MINUTE_MS);
/** How long after the customer's action a webhook is still tried. */
export const WEBHOOK_RETRY_WINDOW_MS = DAY_MS;

/** The next try after the `attempts`-th failed at `now`, or null once the window is over. */
export function nextTryAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const end = createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const wait = WEBHOOK_BACKOFF_MS[attempts - 1] ?? WEBHOOK_BACKOFF_MS.at(-1)!;
  return new Date(Math.min(now.getTime() + wait, end));
}
