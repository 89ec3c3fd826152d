// (b) Lighthouse 12, mobile (its default config): the sign-in page served by the real server, my
// account signed in as the demo customer (its token put in local storage first), and the floor
// (floor.ts), which the sign-in page's TBT target is relative to. The runs go round the pages
// (floor, sign-in, my account, floor, …), so a busy moment of the machine does not fall on one
// page only; the median of each page's runs is kept.
import { SESSION_HINT_COOKIE } from '../../src/api/contract/cookies.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, DIST, HTTP2, LH_RUNS } from './config.ts';
import { buildFloor, serveFloor } from './floor.ts';
import { http2Front } from './http2-front.ts';
import { lcpGraph } from './lcp-graph.ts';
import { closers, demoToken, startServer, type Server } from './processes.ts';
import { details, failedRow, median, ms, rows } from './results.ts';
import { BUNDLE_ROUTES, TARGETS, TOKEN_STORAGE_KEY, type LighthouseTargets } from './routes.ts';

type LhFigures = { performance: number; accessibility: number; lcp: number; tbt: number; benchmarkIndex: number };
/** `server` is what Lighthouse opens (the HTTP/2 proxy with --http2), `origin` the server itself. */
type LhPage = { name: string; server: Server; origin: Server; path: string; signedIn: boolean; targets: LighthouseTargets; where: string };

type Lighthouse = typeof import('lighthouse').default;
type ChromeLauncher = typeof import('chrome-launcher');

/**
 * Puts the token in the browser's local storage for the server's origin, as the portal does when
 * the customer signs in. Lighthouse then opens its page in the same (default) browser context and
 * is told not to clear the storage. The page used is an API address, so no asset of the portal
 * gets into the browser's cache before Lighthouse measures.
 */
async function storeSession(chromePort: number, url: string, token: string): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    await page.goto(`${url}/api/auth/token`);
    // With the session hint cookie, as tokenStore.write sets it: the server names the signed-in code.
    await page.evaluate(
      ([key, value, hint]) => {
        window.localStorage.setItem(key!, value!);
        document.cookie = `${hint}=1; Path=/; SameSite=Lax`;
      },
      [TOKEN_STORAGE_KEY, token, SESSION_HINT_COOKIE],
    );
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser itself stays for Lighthouse
  }
}

/** Lighthouse's failures to record its own trace, after which it asks to be run again: a run is tried again, at most twice. */
const TRACE_FAILURES = new Set(['NO_TRACING_STARTED', 'NO_NAVSTART', 'NO_DCL']);
const TRACE_RETRIES = 2;
class TraceFailed extends Error {}

/** One Lighthouse run on `page`, in a new Chromium; on the last run, the failing accessibility audits go to the details. */
async function runOnce(lighthouse: Lighthouse, chromeLauncher: ChromeLauncher, page: LhPage, last: boolean): Promise<LhFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...(HTTP2 ? ['--ignore-certificate-errors'] : [])],
    logLevel: 'error',
  });
  closers.add(chrome);
  try {
    if (page.signedIn) await storeSession(chrome.port, page.server.url, await demoToken(page.origin.url));
    const result = await lighthouse(`${page.server.url}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: page.signedIn,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) {
      const message = `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      throw TRACE_FAILURES.has(lhr.runtimeError.code) ? new TraceFailed(message) : new Error(message);
    }
    // A lost session sends the page to sign-in: that would measure the wrong page.
    const shown = new URL(lhr.finalDisplayedUrl).pathname;
    if (shown !== page.path) throw new Error(`Lighthouse opened ${page.path} but ended on ${shown}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const figures = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      // Lighthouse's measure of this machine's CPU: its 4x slowdown stands for a phone only on a
      // fast desktop, so a slower machine reads every TBT higher (the floor shows by how much).
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
    if (last && page.targets.lcpMs !== undefined) details.push(await lcpGraph(result, `\`${page.path}\``));
    if (last && page.name !== 'floor' && figures.accessibility < TARGETS.accessibility) {
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
        .map((a) => `- ${a.id}: ${a.title}`);
      details.push(`#### Lighthouse accessibility audits failing on \`${page.path}\`\n\n${failing.join('\n')}`);
    }
    return figures;
  } finally {
    await chrome.kill();
    closers.delete(chrome);
  }
}

function pushRows(page: LhPage, runs: LhFigures[], floorTbt: number | undefined): void {
  const m = (key: keyof LhFigures) => median(runs.map((r) => r[key]));
  const where = `${page.where}, mobile${HTTP2 ? ', HTTPS + HTTP/2' : ''}, median of ${runs.length}`;
  const { performance, lcpMs, tbt } = page.targets;
  const isFloor = page.name === 'floor';
  rows.push({
    measure: `Lighthouse performance ${where}`,
    figure: String(m('performance')),
    target: performance === undefined ? '' : performance >= 100 ? '100' : `≥ ${performance}`,
    ok: performance === undefined ? null : m('performance') >= performance,
  });
  if (!isFloor) {
    rows.push(
      {
        measure: `Lighthouse accessibility ${where}`,
        figure: String(m('accessibility')),
        target: `${TARGETS.accessibility}`,
        ok: m('accessibility') >= TARGETS.accessibility,
      },
      {
        measure: `LCP ${where}`,
        figure: ms(m('lcp')),
        target: lcpMs === undefined ? '' : `≤ ${lcpMs} ms`,
        ok: lcpMs === undefined ? null : m('lcp') <= lcpMs,
      },
    );
  }
  let tbtTarget = '';
  let tbtOk: boolean | null = null;
  if (typeof tbt === 'number') {
    tbtTarget = `≤ ${tbt} ms`;
    tbtOk = m('tbt') <= tbt;
  } else if (tbt === 'floor') {
    const { tbtFloorFactor: factor, tbtFloorSlackMs: slack } = TARGETS.signIn;
    const allowed = floorTbt === undefined ? undefined : Math.max(factor * floorTbt, floorTbt + slack);
    tbtTarget =
      allowed === undefined ? `≤ ${factor} × the floor (not measured)` : `≤ ${factor} × the floor, or the floor + ${slack} ms = ${ms(allowed)}`;
    tbtOk = allowed !== undefined && m('tbt') <= allowed;
  }
  rows.push({ measure: `TBT ${where}`, figure: ms(m('tbt')), target: tbtTarget, ok: tbtOk });
}

async function runRetryingTrace(run: () => Promise<LhFigures>, name: string): Promise<LhFigures> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof TraceFailed) || attempt === TRACE_RETRIES) throw error;
      console.error(`  ${name}: ${error.message}; run again`);
    }
  }
}

export async function measureLighthouse(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install the Debian package chromium.`);
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/index.html is missing: the build did not run.');
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const floorWhere = 'floor (bare React + react-router sign-in page, /)';

  let floor: Server | undefined;
  let floorFront: Server | undefined;
  try {
    floor = await serveFloor(await buildFloor());
    if (HTTP2) floorFront = await http2Front(floor);
  } catch (error) {
    console.error(`  the floor could not be built or served: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    failedRow(`Lighthouse ${floorWhere}`, error);
  }
  let server: Server | undefined;
  let serverFront: Server | undefined;
  try {
    const app = (server = await startServer('PGlite', {}));
    if (HTTP2) serverFront = await http2Front(app);
    const pages: LhPage[] = [
      ...(floor ? [{ name: 'floor', server: floorFront ?? floor, origin: floor, path: '/', signedIn: false, targets: {}, where: floorWhere }] : []),
      ...BUNDLE_ROUTES.flatMap((route) =>
        route.lighthouse
          ? [
              {
                name: route.name,
                server: serverFront ?? app,
                origin: app,
                path: route.path,
                signedIn: route.lighthouse.signedIn,
                targets: route.lighthouse.targets,
                where: `\`${route.name}\` (${route.path}${route.lighthouse.signedIn ? ', signed in' : ''})`,
              },
            ]
          : [],
      ),
    ];
    const runs = new Map<string, LhFigures[]>(pages.map((page) => [page.name, []]));
    const errors = new Map<string, unknown>();
    for (let i = 0; i < LH_RUNS; i++) {
      for (const page of pages) {
        if (errors.has(page.name)) continue; // a page that failed once is not measured further
        try {
          const figures = await runRetryingTrace(() => runOnce(lighthouse, chromeLauncher, page, i === LH_RUNS - 1), `${page.name} run ${i + 1}`);
          runs.get(page.name)!.push(figures);
          console.error(`  ${page.name} run ${i + 1}/${LH_RUNS}: ${JSON.stringify(figures)}`);
        } catch (error) {
          errors.set(page.name, error);
          console.error(`  ${page.name} run ${i + 1}/${LH_RUNS} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        }
      }
    }
    const floorTbt = floor && !errors.has('floor') ? median(runs.get('floor')!.map((r) => r.tbt)) : undefined;
    const indexes = [...runs.values()].flat().map((r) => r.benchmarkIndex);
    if (indexes.length > 0) {
      rows.push({
        measure: "Lighthouse's CPU benchmark index of this machine (median of every run; under 1000 it warns of a slow CPU)",
        figure: `${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))})`,
        target: '',
        ok: null,
      });
    }
    for (const page of pages) {
      if (errors.has(page.name)) failedRow(`Lighthouse ${page.where}`, errors.get(page.name));
      else pushRows(page, runs.get(page.name)!, floorTbt);
    }
  } finally {
    await serverFront?.stop();
    await server?.stop();
    await floorFront?.stop();
    await floor?.stop();
  }
}
