// (b) The pages against their floors (floor.ts), measured in the same run, over HTTP/1.1 and
// HTTP/2 (through an HTTPS proxy, http2-front.ts), with Chromium in Spanish:
// - sign-in behind the portal's server (as `npm start` serves it) and `dist/` alone on a static
//   host (static-host.ts), each against the bare sign-in page: LCP (Lighthouse 12, mobile, the
//   median of BENCH_LH_RUNS) and the script loaded before the customer acts (early-scripts.ts);
// - my account, signed in as the demo customer (its token put in local storage first), against
//   the bare signed-in page asking for the same data: LCP and TBT.
// The Lighthouse runs go round the pages (floor, sign-in, …, floor, …), so a busy moment of the
// machine does not fall on one page only.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, DIST, LH_RUNS, PROTOCOLS, type Protocol } from './config.ts';
import { earlyScripts, type EarlyScripts } from './early-scripts.ts';
import { buildAccountFloor, buildFloor, FLOOR_ACCOUNT, FLOOR_SIGN_IN } from './floor.ts';
import { http2Front } from './http2-front.ts';
import { lcpGraph } from './lcp-graph.ts';
import { closers, demoToken, startServer, type Server } from './processes.ts';
import { details, failedRow, kb, median, ms, rows, times } from './results.ts';
import { GOALS, TARGETS } from './routes.ts';
import { signedInWith, storeSignedIn } from './signed-in-storage.ts';
import { staticHost } from './static-host.ts';
import { paths } from '../../src/lib/paths.ts';

type LhFigures = { performance: number; accessibility: number; lcp: number; tbt: number; benchmarkIndex: number };
type PageName = 'sign-in floor' | 'sign-in' | 'sign-in, static host' | 'signed-in floor' | 'my account';
/** `server` is what the browser opens (the HTTP/2 proxy over HTTP/2). */
type Page = { name: PageName; protocol: Protocol; server: Server; path: string; signedIn: boolean; floor: boolean };

type Lighthouse = typeof import('lighthouse').default;
type ChromeLauncher = typeof import('chrome-launcher');

const SPANISH = 'es-ES,es;q=0.9';
const WHERE: Record<PageName, string> = {
  'sign-in floor': 'the bare React + react-router sign-in page (scripts/bench-floor/index.html) as files',
  'sign-in': '`sign-in` (/) behind the portal’s server, as `npm start` serves it',
  'sign-in, static host': '`sign-in` (/) from `dist/` alone on a static host',
  'signed-in floor': 'the bare React page showing users/me and the two lists (scripts/bench-floor/account.html)',
  'my account': `\`my-account\` (${paths.myAccount}, signed in)`,
};

/**
 * Puts the token in the browser's local storage for the server's origin, as the portal does when
 * the customer signs in. Lighthouse then opens its page in the same (default) browser context and
 * is told not to clear the storage. The page used is an API address, so no asset of the page gets
 * into the browser's cache before Lighthouse measures.
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
    await page.evaluate(storeSignedIn, signedInWith(token));
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser itself stays for Lighthouse
  }
}

/** Lighthouse's failures to record its own trace, after which it asks to be run again: a run is tried again, at most twice. */
const TRACE_FAILURES = new Set(['NO_TRACING_STARTED', 'NO_NAVSTART', 'NO_DCL']);
const TRACE_RETRIES = 2;
class TraceFailed extends Error {}

/** One Lighthouse run on `page`, in a new Chromium; on the last run, what my account's LCP waits for and failing accessibility audits go to the details. */
async function runOnce(lighthouse: Lighthouse, chromeLauncher: ChromeLauncher, page: Page, token: string, last: boolean): Promise<LhFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=es-ES', ...(page.protocol === 'HTTP/2' ? ['--ignore-certificate-errors'] : [])],
    logLevel: 'error',
  });
  closers.add(chrome);
  try {
    if (page.signedIn) await storeSession(chrome.port, page.server.url, token);
    const result = await lighthouse(
      `${page.server.url}${page.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: page.signedIn,
      },
      { extends: 'lighthouse:default', settings: { extraHeaders: { 'Accept-Language': SPANISH } } },
    );
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
      // fast desktop, so a slower machine reads every TBT higher (the floors move with it).
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
    if (last && page.name === 'my account') details.push(await lcpGraph(result, `\`${page.path}\` (${page.protocol})`));
    if (last && !page.floor && figures.accessibility < TARGETS.accessibility) {
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
        .map((a) => `- ${a.id}: ${a.title}`);
      details.push(`#### Lighthouse accessibility audits failing on \`${page.path}\` (${page.name})\n\n${failing.join('\n')}`);
    }
    return figures;
  } finally {
    await chrome.kill();
    closers.delete(chrome);
  }
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

const key = (name: PageName, protocol: Protocol) => `${name} over ${protocol}`;

/** A ratio row: ours against the floor, at most `goal` times it. */
function ratioRow(measure: string, ours: number, floor: number, show: (n: number) => string, goal: number): void {
  const ratio = ours / floor;
  rows.push({ measure, figure: show(ours), floor: show(floor), ratio: times(ratio), target: `≤ ${goal}×`, ok: ratio <= goal });
}

/** The script each sign-in page and its floor load before the customer acts, over `protocol`. */
async function measureEarlyScripts(pages: Page[], protocol: Protocol): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--lang=es-ES'] });
  const closer = { kill: () => browser.close() };
  closers.add(closer);
  try {
    const found = new Map<PageName, EarlyScripts>();
    for (const page of pages.filter((p) => p.protocol === protocol && !p.signedIn)) {
      const scripts = await earlyScripts(browser, `${page.server.url}${page.path}`);
      console.error(`  ${key(page.name, protocol)}: ${kb(scripts.bytes)} of script before any interaction (${scripts.files.join(', ')})`);
      found.set(page.name, scripts);
    }
    const floor = found.get('sign-in floor');
    details.push(
      `#### Script loaded before the customer acts, ${protocol}\n\n| Page | Bytes on the wire | Files |\n|---|--:|---|\n` +
        [...found].map(([name, s]) => `| ${name} | ${kb(s.bytes)} | ${s.files.join('<br>')} |`).join('\n'),
    );
    for (const name of ['sign-in', 'sign-in, static host'] as const) {
      const ours = found.get(name);
      if (!ours || !floor) continue;
      ratioRow(
        `Script loaded before the customer acts (navigation until the network is idle 5 s, bytes on the wire), ${WHERE[name]}, ${protocol}`,
        ours.bytes,
        floor.bytes,
        (n) => `${kb(n)}`,
        GOALS.signIn.scriptsRatio,
      );
    }
  } finally {
    await browser.close();
    closers.delete(closer);
  }
}

function pushLighthouseRows(runs: Map<string, LhFigures[]>, protocol: Protocol): void {
  const m = (name: PageName, figure: keyof LhFigures) => {
    const list = runs.get(key(name, protocol));
    return list && list.length ? median(list.map((r) => r[figure])) : undefined;
  };
  const how = `Lighthouse mobile, ${protocol}, median of ${LH_RUNS}`;
  const signInFloor = m('sign-in floor', 'lcp');
  for (const name of ['sign-in', 'sign-in, static host'] as const) {
    const lcp = m(name, 'lcp');
    if (lcp !== undefined && signInFloor !== undefined) ratioRow(`LCP, ${WHERE[name]} (${how})`, lcp, signInFloor, ms, GOALS.signIn.lcpRatio);
  }
  const accountFloor = { lcp: m('signed-in floor', 'lcp'), tbt: m('signed-in floor', 'tbt') };
  const account = { lcp: m('my account', 'lcp'), tbt: m('my account', 'tbt') };
  if (account.lcp !== undefined && accountFloor.lcp !== undefined) {
    ratioRow(`LCP, ${WHERE['my account']}, against ${WHERE['signed-in floor']} (${how})`, account.lcp, accountFloor.lcp, ms, GOALS.myAccount.lcpRatio[protocol]);
  }
  if (account.tbt !== undefined && accountFloor.tbt !== undefined) {
    const over = account.tbt - accountFloor.tbt;
    rows.push({
      measure: `TBT, ${WHERE['my account']} (${how})`,
      figure: ms(account.tbt),
      floor: ms(accountFloor.tbt),
      ratio: `${over >= 0 ? '+' : '−'}${ms(Math.abs(over))}`,
      target: `≤ floor + ${GOALS.myAccount.tbtOverFloorMs} ms`,
      ok: over <= GOALS.myAccount.tbtOverFloorMs,
    });
  }
  // No goal: what the scores and sign-in's TBT are beside their floors.
  for (const [name, floorName] of [
    ['sign-in', 'sign-in floor'],
    ['sign-in, static host', 'sign-in floor'],
    ['my account', 'signed-in floor'],
  ] as const) {
    const [perf, floorPerf, tbt, floorTbt] = [m(name, 'performance'), m(floorName, 'performance'), m(name, 'tbt'), m(floorName, 'tbt')];
    if (perf === undefined || floorPerf === undefined || tbt === undefined || floorTbt === undefined) continue;
    rows.push({ measure: `Lighthouse performance and TBT, ${WHERE[name]} (${how})`, figure: `${perf}, ${ms(tbt)}`, floor: `${floorPerf}, ${ms(floorTbt)}`, target: '', ok: null });
    const a11y = m(name, 'accessibility')!;
    rows.push({ measure: `Lighthouse accessibility, ${WHERE[name]} (${how})`, figure: String(a11y), target: `${TARGETS.accessibility}`, ok: a11y >= TARGETS.accessibility });
  }
}

export async function measureLighthouse(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install the Debian package chromium.`);
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/index.html is missing: the build did not run.');
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const servers: Server[] = [];
  const started = async (server: Promise<Server>) => {
    const s = await server;
    servers.push(s);
    return s;
  };
  try {
    const app = await started(startServer('PGlite', {}));
    const bare = await started(staticHost('the sign-in floor', await buildFloor()));
    const bareAccount = await started(staticHost('the signed-in floor', await buildAccountFloor(), app));
    const dist = await started(staticHost('dist/ alone', DIST));
    const token = await demoToken(app.url);
    const pages: Page[] = [];
    for (const protocol of PROTOCOLS) {
      const front = async (server: Server) => (protocol === 'HTTP/2' ? await started(http2Front(server)) : server);
      const [appFront, bareFront, bareAccountFront, distFront] = [await front(app), await front(bare), await front(bareAccount), await front(dist)];
      pages.push(
        { name: 'sign-in floor', protocol, server: bareFront, path: FLOOR_SIGN_IN, signedIn: false, floor: true },
        { name: 'sign-in', protocol, server: appFront, path: paths.signIn, signedIn: false, floor: false },
        { name: 'sign-in, static host', protocol, server: distFront, path: paths.signIn, signedIn: false, floor: false },
        { name: 'signed-in floor', protocol, server: bareAccountFront, path: FLOOR_ACCOUNT, signedIn: true, floor: true },
        { name: 'my account', protocol, server: appFront, path: paths.myAccount, signedIn: true, floor: false },
      );
    }
    for (const protocol of PROTOCOLS) {
      try {
        await measureEarlyScripts(pages, protocol);
      } catch (error) {
        failedRow(`Script loaded before the customer acts, ${protocol}`, error);
      }
    }

    const runs = new Map<string, LhFigures[]>(pages.map((page) => [key(page.name, page.protocol), []]));
    const errors = new Map<string, unknown>();
    for (let i = 0; i < LH_RUNS; i++) {
      for (const page of pages) {
        const name = key(page.name, page.protocol);
        if (errors.has(name)) continue; // a page that failed once is not measured further
        try {
          const figures = await runRetryingTrace(() => runOnce(lighthouse, chromeLauncher, page, token, i === LH_RUNS - 1), `${name} run ${i + 1}`);
          runs.get(name)!.push(figures);
          console.error(`  ${name} run ${i + 1}/${LH_RUNS}: ${JSON.stringify(figures)}`);
        } catch (error) {
          errors.set(name, error);
          runs.delete(name);
          console.error(`  ${name} run ${i + 1}/${LH_RUNS} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        }
      }
    }
    const indexes = [...runs.values()].flat().map((r) => r.benchmarkIndex);
    if (indexes.length > 0) {
      rows.push({
        measure: "Lighthouse's CPU benchmark index of this machine (median of every run; under 1000 it warns of a slow CPU)",
        figure: `${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))})`,
        target: '',
        ok: null,
      });
    }
    for (const [name, error] of errors) failedRow(`Lighthouse on ${name}`, error);
    for (const protocol of PROTOCOLS) pushLighthouseRows(runs, protocol);
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}
