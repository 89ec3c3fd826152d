// (b, continued) Return visits (docs/performance.md#goals-and-todays-ratios): my account with its
// service worker installed and the HTTP cache warm, against the bare signed-in page's own return
// visit (HTTP cache only), and my account opened with no network. Both throttled as Lighthouse's
// mobile preset throttles DevTools (150 ms RTT and 1.6 Mbps, each with Lighthouse's adjustment;
// CPU ×4), in a new tab of the browser context the first visits warmed:
// - the bare page: its LCP (Chromium's largest-contentful-paint entry);
// - my account: the first paint of the customer's greeting (Element Timing, `elementtiming` on it:
//   what the customer last saw, from the worker's copy), and its LCP beside it, with no goal.
// The worker's own network requests are not throttled (the DevTools protocol throttles the page):
// on a return visit nothing the greeting waits for comes from the network.
import { MY_ACCOUNT_ELEMENT } from '../../src/features/account/my-account-element.ts';
import { paths } from '../../src/lib/paths.ts';
import { CHROMIUM, PROTOCOLS, type Protocol } from './config.ts';
import { buildAccountFloor, FLOOR_ACCOUNT } from './floor.ts';
import { http2Front } from './http2-front.ts';
import { closers, demoToken, startServer, type Server } from './processes.ts';
import { median, ms, rows, times } from './results.ts';
import { GOALS } from './routes.ts';
import { signedInWith, storeSignedIn } from './signed-in-storage.ts';
import { staticHost } from './static-host.ts';

type Browser = import('@playwright/test').Browser;
type BrowserContext = import('@playwright/test').BrowserContext;
type Page = import('@playwright/test').Page;

/** Lighthouse's mobile preset as DevTools throttling (its `mobileSlow4G` with the adjustments it applies). */
const THROTTLING = { latencyMs: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9, cpuSlowdown: 4 };
const SETTLE_MS = 1_500;

/** Rounds of each page, alternating: a return visit swings more than a cold load. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_RETURN_ROUNDS ?? 5));

async function throttle(page: Page, offline = false): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

/** A context signed in as the demo customer (its token and the hint cookie, as tokenStore.write sets them). */
async function signedInContext(browser: Browser, serviceWorkers: 'allow' | 'block', token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, serviceWorkers, locale: 'es-ES' });
  await context.addInitScript(storeSignedIn, signedInWith(token));
  return context;
}

/** The page's timings once it has settled: its LCP, and the first paint of my account's greeting if it has one. */
async function timings(page: Page, element: string | null): Promise<{ lcp: number; element: number | null }> {
  await page.waitForLoadState('load');
  if (element) await page.locator(`[elementtiming="${element}"]`).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(
    (name) =>
      new Promise<{ lcp: number; element: number | null }>((resolve) => {
        const found = { lcp: NaN, element: null as number | null };
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { renderTime?: number; loadTime?: number };
          if (last) found.lcp = last.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        if (name) {
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { identifier?: string; renderTime?: number; loadTime?: number })[]) {
              if (entry.identifier === name) found.element = entry.renderTime || entry.loadTime || entry.startTime;
            }
          }).observe({ type: 'element', buffered: true });
        }
        setTimeout(() => resolve(found), 50);
      }),
    element,
  );
}

type Visits = { floor: number[]; account: number[]; accountLcp: number[]; offline: number[] };

/** The bare page: a first visit fills the HTTP cache, the measured one opens it again in a new tab. */
async function floorReturn(browser: Browser, url: string, token: string): Promise<number> {
  const context = await signedInContext(browser, 'block', token);
  try {
    const first = await context.newPage();
    await first.goto(url);
    await timings(first, null);
    await first.close();
    const again = await context.newPage();
    await throttle(again);
    await again.goto(url);
    return (await timings(again, null)).lcp;
  } finally {
    await context.close();
  }
}

/**
 * My account: a first visit installs the worker (it takes the page), a second keeps the page and
 * the answers; the measured one opens it again in a new tab; then one with no network.
 */
async function accountReturn(browser: Browser, url: string, token: string): Promise<{ element: number; lcp: number; offline: number }> {
  const context = await signedInContext(browser, 'allow', token);
  try {
    const first = await context.newPage();
    await first.goto(url);
    await first.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 60_000 });
    await first.reload();
    await timings(first, MY_ACCOUNT_ELEMENT);
    await first.close();
    const again = await context.newPage();
    await throttle(again);
    await again.goto(url);
    const online = await timings(again, MY_ACCOUNT_ELEMENT);
    await again.close();
    await context.setOffline(true);
    const offline = await context.newPage();
    await throttle(offline, true);
    await offline.goto(url);
    const withoutNetwork = await timings(offline, MY_ACCOUNT_ELEMENT);
    if (online.element === null || withoutNetwork.element === null) throw new Error('my account’s greeting was never painted');
    return { element: online.element, lcp: online.lcp, offline: withoutNetwork.element };
  } finally {
    await context.close();
  }
}

function pushRows(protocol: Protocol, visits: Visits): void {
  const how = `${protocol}, throttled as Lighthouse mobile, median of ${visits.floor.length}`;
  const [floor, account, accountLcp, offline] = [median(visits.floor), median(visits.account), median(visits.accountLcp), median(visits.offline)];
  const row = (measure: string, ours: number, base: number, goal: number | null) =>
    rows.push({
      measure,
      figure: ms(ours),
      floor: ms(base),
      ratio: times(ours / base),
      target: goal === null ? '' : `≤ ${goal}×`,
      ok: goal === null ? null : ours / base <= goal,
    });
  row(`Return visit, my account's greeting painted (Element Timing) against the bare signed-in page's LCP on its own return visit (${how})`, account, floor, GOALS.returnVisit.ofBareReturn);
  row(`Return visit, my account's LCP against the same (${how})`, accountLcp, floor, null);
  row(`Offline start, my account's greeting painted, against its return visit's (${how})`, offline, account, GOALS.returnVisit.offlineOfReturn);
}

export async function measureReturnVisits(): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const servers: Server[] = [];
  const started = async (server: Promise<Server>) => {
    const s = await server;
    servers.push(s);
    return s;
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--lang=es-ES', '--ignore-certificate-errors'] });
  const closer = { kill: () => browser.close() };
  closers.add(closer);
  try {
    const app = await started(startServer('PGlite', {}));
    const bare = await started(staticHost('the signed-in floor', await buildAccountFloor(), app));
    const token = await demoToken(app.url);
    for (const protocol of PROTOCOLS) {
      const front = async (server: Server) => (protocol === 'HTTP/2' ? await started(http2Front(server)) : server);
      const [appFront, bareFront] = [await front(app), await front(bare)];
      const visits: Visits = { floor: [], account: [], accountLcp: [], offline: [] };
      // Round after round, the floor then ours: a busy moment does not fall on one of them only.
      for (let round = 0; round < ROUNDS; round++) {
        visits.floor.push(await floorReturn(browser, `${bareFront.url}${FLOOR_ACCOUNT}`, token));
        const ours = await accountReturn(browser, `${appFront.url}${paths.myAccount}`, token);
        visits.account.push(ours.element);
        visits.accountLcp.push(ours.lcp);
        visits.offline.push(ours.offline);
        console.error(`  ${protocol} round ${round + 1}/${ROUNDS}: floor ${ms(visits.floor.at(-1)!)}, my account ${ms(ours.element)} (LCP ${ms(ours.lcp)}), offline ${ms(ours.offline)}`);
      }
      pushRows(protocol, visits);
    }
  } finally {
    await browser.close();
    closers.delete(closer);
    for (const server of servers.reverse()) await server.stop();
  }
}
