// A request held on its way to the server, for a UI model state that lasts only while the server
// answers (the payment being sent): the page shows it for as long as the test needs, checks and
// screenshots included, and the request goes on, unchanged, when released.
import type { Page, Route } from '@playwright/test';

export type HeldAnswer = {
  /** Lets the held request (if it came) go on to the server, and holds no other. */
  release(): Promise<void>;
};

/** Holds the first `method` request to `url` (a Playwright glob) the page makes from now on. */
export async function holdAnswer(page: Page, url: string, method: string): Promise<HeldAnswer> {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let held: Promise<void> | null = null;
  const handler = (route: Route) => {
    if (held || route.request().method() !== method) return route.fallback();
    held = released.then(() => route.continue());
    return held;
  };
  await page.route(url, handler);
  return {
    async release() {
      letGo();
      await held;
      await page.unroute(url, handler);
    },
  };
}
