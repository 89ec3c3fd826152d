// The script a page loads before the customer acts: everything it fetches from the navigation until
// the network has been idle for 5 s (the bench never interacts), as Chromium's network events
// count it (CDP): the bytes on the wire of each script, headers included, whatever the build named
// its chunks. A new browser context each time, so nothing comes from a cache.
import type { Browser } from '@playwright/test';

/** The network is idle this long: the page has fetched what it fetches before the customer acts. */
const IDLE_MS = 5_000;
/** A page still fetching after this long is measured as it stands. */
const MAX_MS = 60_000;

export type EarlyScripts = { bytes: number; files: string[] };

export async function earlyScripts(browser: Browser, url: string): Promise<EarlyScripts> {
  const context = await browser.newContext({ locale: 'es-ES', ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const inFlight = new Set<string>();
    const scripts = new Map<string, string>();
    const sizes = new Map<string, number>();
    let lastEvent = Date.now();
    cdp.on('Network.requestWillBeSent', (e) => {
      lastEvent = Date.now();
      if (e.request.url.startsWith('data:')) return;
      inFlight.add(e.requestId);
      if (e.type === 'Script') scripts.set(e.requestId, e.request.url);
    });
    cdp.on('Network.responseReceived', (e) => {
      lastEvent = Date.now();
      if (e.type === 'Script' || /javascript/.test(e.response.mimeType)) scripts.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      lastEvent = Date.now();
      inFlight.delete(e.requestId);
      sizes.set(e.requestId, e.encodedDataLength);
    });
    cdp.on('Network.loadingFailed', (e) => {
      lastEvent = Date.now();
      inFlight.delete(e.requestId);
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: MAX_MS });
    while (Date.now() - started < MAX_MS && (inFlight.size > 0 || Date.now() - lastEvent < IDLE_MS)) {
      await new Promise((tick) => setTimeout(tick, 100));
    }
    const files = [...scripts].filter(([id]) => sizes.has(id)).map(([, file]) => new URL(file).pathname);
    const bytes = [...scripts.keys()].reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
    return { bytes, files };
  } finally {
    await context.close();
  }
}
