// `npm run bench`: the portal's performance figures, as a markdown table (also in .bench/last.md).
//
//   (a) gzip size of the JavaScript each route loads, from dist/.vite/manifest.json
//   (b) Lighthouse 12, mobile (its default config), on the sign-in page served by the real server,
//       and on my account, signed in as the demo customer (its token put in local storage first)
//   (c) API throughput and p99 latency with autocannon, on PGlite, and on PostgreSQL when
//       DATABASE_URL is set
//
// Targets (TARGETS): sign-in JS ≤ 120 KB gzip, my-account JS ≤ 200 KB gzip, Lighthouse performance
// ≥ 99 on sign-in, Lighthouse accessibility 100 on sign-in and my-account.
// Options: --skip-build (reuse dist/, which must hold .vite/manifest.json), --skip-lighthouse,
// --skip-api, --strict (exit 1 when a figure misses its target, not only when a step fails).
// Environment: BENCH_LH_RUNS (Lighthouse runs, the median is kept; 3), BENCH_API_SECONDS (10),
// BENCH_API_CONNECTIONS (10), CHROMIUM_PATH (/usr/bin/chromium), DATABASE_URL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describeTimes, FLOOD_SIGN_INS, measureFlood } from './bench-flood.ts';

// --- What to measure --------------------------------------------------------------------------

/**
 * Routes whose JavaScript is weighed: the entry (index.html) with its static imports and the boot
 * chunk it imports right away, plus the chunks of the source files matching `sources` (the
 * route's lazily loaded modules) with their static imports. `jsKb` is the route's budget (gzip).
 * `lighthouse` routes are also opened by Lighthouse at `path` (`signedIn`: as the demo customer;
 * `performance`: the performance score has a target there too).
 */
// Loaded on every route, besides the entry and the boot: the Spanish catalog.
const EVERY_ROUTE = [/^locale\/es\/messages\.po$/];

type BenchRoute = {
  name: string;
  path: string;
  sources: RegExp[];
  jsKb?: number;
  lighthouse?: { signedIn: boolean; performance: boolean };
};

const TARGETS = {
  signInJsKb: 120,
  myAccountJsKb: 200,
  /** Lighthouse performance, on the sign-in page. */
  performance: 99,
  /** Lighthouse accessibility, on every route Lighthouse opens. */
  accessibility: 100,
};

const ROUTES: BenchRoute[] = [
  {
    name: 'sign-in',
    path: '/',
    sources: [],
    jsKb: TARGETS.signInJsKb,
    lighthouse: { signedIn: false, performance: true },
  },
  {
    name: 'my-account',
    path: '/home/my-account',
    sources: [
      /^src\/app\/signed-in-routes\.tsx$/,
      /^src\/app\/shell\//,
      /^src\/features\/account\/my-account-page\.tsx$/,
      /^locale\/es\/signed-in\.po$/,
    ],
    jsKb: TARGETS.myAccountJsKb,
    lighthouse: { signedIn: true, performance: false },
  },
  {
    // The whole wizard is one lazy chunk; the phone field (loaded on the data step) counts too.
    name: 'sign-up',
    path: '/create-account',
    sources: [/^src\/features\/sign-up\/sign-up-flow\.tsx$/, /^src\/ui\/forms\/phone-field-impl\.tsx$/, /^locale\/es\/forms\.po$/],
  },
  {
    name: 'recovery',
    path: '/password-recovery',
    sources: [/^src\/features\/recovery\/recovery-flow\.tsx$/, /^locale\/es\/forms\.po$/],
  },
];

// The demo customer of the server's demo data (as e2e/support/session.ts).
const DEMO = { email: 'demo@casillero.test', password: 'casillero-demo' };
// Where the portal keeps the bearer token (src/api/token-store.ts).
const TOKEN_STORAGE_KEY = 'userToken';
const API_PATH = '/api/packages?page=1&page_size=20';

const ROOT = process.cwd();
const DIST = resolve(ROOT, 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const API_CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 10);

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((a) => !['--skip-build', '--skip-lighthouse', '--skip-api', '--strict'].includes(a));
if (unknown.length) {
  console.error(`bench: unknown option(s) ${unknown.join(' ')}`);
  process.exit(2);
}

// --- Results ----------------------------------------------------------------------------------

type Row = { measure: string; figure: string; target: string; ok: boolean | null };
const rows: Row[] = [];
const details: string[] = [];
const failures: string[] = [];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function step(name: string, fn: () => Promise<void>): Promise<void> {
  const started = Date.now();
  console.error(`\n▶ ${name}`);
  try {
    await fn();
    console.error(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(`${name}: ${message}`);
    rows.push({ measure: name, figure: `FAILED: ${message.split('\n')[0]}`, target: '', ok: false });
    console.error(`✘ ${name} failed:\n${error instanceof Error ? (error.stack ?? message) : message}`);
  }
}

// --- Processes we start, always stopped ---------------------------------------------------------

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
const chromes = new Set<{ kill: () => void | Promise<void> }>();

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    children.delete(child);
    return;
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig); // the process group: tsx and the node process it starts
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

function cleanupSync(): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  for (const chrome of chromes) {
    try {
      void chrome.kill();
    } catch {
      /* already gone */
    }
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanupSync);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    console.error(`\nbench: ${sig}, stopping the servers.`);
    process.exit(130);
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

type Server = { url: string; stop: () => Promise<void> };

/** Starts `tsx server/main.ts` on a free port with a temporary DATA_DIR; resolves when it answers. */
async function startServer(label: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'casillero-bench-'));
  tempDirs.add(dataDir);
  const tsx = resolve(ROOT, 'node_modules/.bin/tsx');
  if (!existsSync(tsx)) throw new Error('node_modules/.bin/tsx is missing: run npm ci.');
  const child = spawn(tsx, ['server/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A production build in demo mode: the bench signs the demo customer in, no mail is sent.
    env: { ...process.env, NODE_ENV: 'production', DEMO: '1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
  });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      children.delete(child);
      throw new Error(`the ${label} server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
      if (res.status < 500) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`the ${label} server did not answer on ${url} within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`  ${label} server on ${url} (DATA_DIR ${dataDir})`);
  return {
    url,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
      tempDirs.delete(dataDir);
    },
  };
}

// --- (a) Build and JavaScript per route -------------------------------------------------------

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

function build(): void {
  const vite = resolve(ROOT, 'node_modules/.bin/vite');
  const res = spawnSync(vite, ['build', '--manifest'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (res.error) throw res.error;
  if (res.status !== 0) throw new Error(`vite build --manifest exited with ${res.status}`);
  // The same prerender as `npm run build`, so Lighthouse sees what `npm start` serves.
  const tsx = resolve(ROOT, 'node_modules/.bin/tsx');
  const pre = spawnSync(tsx, ['scripts/prerender.ts'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (pre.error) throw pre.error;
  if (pre.status !== 0) throw new Error(`scripts/prerender.ts exited with ${pre.status}`);
}

/** The manifest keys of `starts` and everything they import statically. */
function staticClosure(manifest: Manifest, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest: ${key} is imported but has no entry`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function weigh(file: string): { raw: number; gzip: number } {
  let w = gzipCache.get(file);
  if (!w) {
    const bytes = readFileSync(join(DIST, file));
    w = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(file, w);
  }
  return w;
}

function routeWeights(manifest: Manifest) {
  const entryKeys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const entries = entryKeys.includes('index.html') ? ['index.html'] : entryKeys;
  if (entries.length === 0) throw new Error('manifest: no entry chunk (index.html)');
  // src/main.tsx imports the boot (src/boot.tsx) as soon as React is evaluated: the entry's
  // dynamic imports are part of every page.
  const entry = [...entries, ...entries.flatMap((key) => manifest[key]!.dynamicImports ?? [])];

  return ROUTES.map((route) => {
    const unmatched: string[] = [];
    const routeKeys: string[] = [];
    for (const pattern of [...EVERY_ROUTE, ...route.sources]) {
      const keys = Object.keys(manifest).filter((key) => pattern.test(manifest[key]!.src ?? key));
      if (keys.length === 0) unmatched.push(String(pattern));
      routeKeys.push(...keys);
    }
    const keys = staticClosure(manifest, [...entry, ...routeKeys]);
    const files = [...keys].map((key) => ({ key, file: manifest[key]!.file, ...weigh(manifest[key]!.file) }));
    const js = files.filter((f) => /\.m?js$/.test(f.file));
    const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))].map((file) => ({ file, ...weigh(file) }));
    return {
      route,
      js,
      jsGzip: js.reduce((sum, f) => sum + f.gzip, 0),
      jsRaw: js.reduce((sum, f) => sum + f.raw, 0),
      cssGzip: css.reduce((sum, f) => sum + f.gzip, 0),
      unmatched,
    };
  });
}

async function measureBundles(): Promise<void> {
  if (!args.has('--skip-build')) build();
  if (!existsSync(MANIFEST)) {
    throw new Error(`${MANIFEST} is missing: build with \`vite build --manifest\` (or drop --skip-build).`);
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  for (const w of routeWeights(manifest)) {
    const budget = w.route.jsKb;
    const note = w.unmatched.length ? ` (no chunk for ${w.unmatched.join(', ')}: bundled in the entry or not built)` : '';
    rows.push({
      measure: `JS for route \`${w.route.name}\` (gzip)${note}`,
      figure: `${kb(w.jsGzip)} (${kb(w.jsRaw)} raw, ${w.js.length} files; CSS ${kb(w.cssGzip)} gzip)`,
      target: budget === undefined ? '' : `≤ ${budget} KB`,
      // A route whose source files were not found is not measured: it fails rather than passes.
      ok: budget === undefined ? null : w.unmatched.length === 0 && w.jsGzip <= budget * 1024,
    });
    details.push(
      `#### \`${w.route.name}\` JavaScript\n\n| File | Raw | gzip |\n|---|--:|--:|\n` +
        [...w.js]
          .sort((a, b) => b.gzip - a.gzip)
          .map((f) => `| ${f.file} | ${kb(f.raw)} | ${kb(f.gzip)} |`)
          .join('\n'),
    );
  }
}

// --- (b) Lighthouse ---------------------------------------------------------------------------

/** Signs the demo customer in through the API; its bearer token. */
async function demoToken(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = (await login.json().catch(() => null)) as { data?: { token?: string } } | null;
  const token = body?.data?.token;
  if (!login.ok || !token) {
    throw new Error(`POST /api/auth/token as ${DEMO.email} answered ${login.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return token;
}

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
    await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser itself stays for Lighthouse
  }
}

type LhFigures = { performance: number; accessibility: number; lcp: number; tbt: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

async function measureLighthouse(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install the Debian package chromium.`);
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/index.html is missing: the build did not run.');
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer('PGlite', {});
  try {
    for (const route of ROUTES) {
      if (!route.lighthouse) continue;
      const { signedIn, performance } = route.lighthouse;
      const runs: LhFigures[] = [];
      for (let i = 0; i < LH_RUNS; i++) {
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
          logLevel: 'error',
        });
        chromes.add(chrome);
        try {
          if (signedIn) await storeSession(chrome.port, server.url, await demoToken(server.url));
          const result = await lighthouse(`${server.url}${route.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: signedIn,
          });
          if (!result) throw new Error('Lighthouse returned no result');
          const { lhr } = result;
          if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          // A lost session sends the page to sign-in: that would measure the wrong page.
          const shown = new URL(lhr.finalDisplayedUrl).pathname;
          if (shown !== route.path) throw new Error(`Lighthouse opened ${route.path} but ended on ${shown}`);
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          const figures = {
            performance: score('performance'),
            accessibility: score('accessibility'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
          };
          runs.push(figures);
          console.error(`  ${route.name} run ${i + 1}/${LH_RUNS}: ${JSON.stringify(figures)}`);
          if (i === LH_RUNS - 1 && figures.accessibility < TARGETS.accessibility) {
            const failing = Object.values(lhr.audits)
              .filter((a) => a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
              .map((a) => `- ${a.id}: ${a.title}`);
            details.push(`#### Lighthouse accessibility audits failing on \`${route.path}\`\n\n${failing.join('\n')}`);
          }
        } finally {
          await chrome.kill();
          chromes.delete(chrome);
        }
      }
      const m = (key: keyof LhFigures) => median(runs.map((r) => r[key]));
      const where = `\`${route.name}\` (${route.path}${signedIn ? ', signed in' : ''}, mobile, median of ${runs.length})`;
      rows.push(
        {
          measure: `Lighthouse performance ${where}`,
          figure: String(m('performance')),
          target: performance ? `≥ ${TARGETS.performance}` : '',
          ok: performance ? m('performance') >= TARGETS.performance : null,
        },
        {
          measure: `Lighthouse accessibility ${where}`,
          figure: String(m('accessibility')),
          target: `${TARGETS.accessibility}`,
          ok: m('accessibility') >= TARGETS.accessibility,
        },
        { measure: `LCP ${where}`, figure: `${Math.round(m('lcp'))} ms`, target: '', ok: null },
        { measure: `TBT ${where}`, figure: `${Math.round(m('tbt'))} ms`, target: '', ok: null },
      );
    }
  } finally {
    await server.stop();
  }
}

// --- (c) API throughput -----------------------------------------------------------------------

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type Autocannon = (
  opts: { url: string; connections: number; duration: number; headers: Record<string, string> },
  cb: (err: Error | null, result: AutocannonResult) => void,
) => unknown;

const require = createRequire(import.meta.url);

function cannon(url: string, token: string, duration: number): Promise<AutocannonResult> {
  const autocannon = require('autocannon') as Autocannon;
  return new Promise((done, fail) => {
    autocannon(
      { url, connections: API_CONNECTIONS, duration, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      (err, result) => (err ? fail(err) : done(result)),
    );
  });
}

async function measureApi(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServer(label, env);
  try {
    const token = await demoToken(server.url);
    const probe = await fetch(`${server.url}${API_PATH}`, { headers: { authorization: `Bearer ${token}` } });
    if (!probe.ok) throw new Error(`GET ${API_PATH} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);

    await cannon(`${server.url}${API_PATH}`, token, 2); // warm-up, not counted
    const r = await cannon(`${server.url}${API_PATH}`, token, API_SECONDS);
    const bad = r.non2xx + r.errors + r.timeouts;
    const where = `\`GET ${API_PATH}\` on ${label} (${API_CONNECTIONS} connections, ${API_SECONDS} s)`;
    const warn = bad ? ` — ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` : '';
    rows.push(
      { measure: `Requests/s ${where}`, figure: `${Math.round(r.requests.average)}${warn}`, target: '', ok: bad ? false : null },
      { measure: `p99 latency ${where}`, figure: `${r.latency.p99} ms (p50 ${r.latency.p50} ms)`, target: '', ok: null },
    );
    const flood = await measureFlood(server.url, token);
    const answered = Object.entries(flood.answers).map(([status, count]) => `${count}× ${status}`).join(', ');
    rows.push(
      { measure: `Photo download on ${label}, idle (10 in a row)`, figure: describeTimes(flood.idleMs), target: '', ok: null },
      {
        measure: `Photo download on ${label} during ${FLOOD_SIGN_INS} parallel sign-ins from as many addresses`,
        figure: `${describeTimes(flood.floodMs)} (sign-ins: ${answered})`,
        target: '',
        ok: flood.answers[500] ? false : null,
      },
    );
  } finally {
    await server.stop();
  }
}

// --- Report -----------------------------------------------------------------------------------

function git(...a: string[]): string {
  const r = spawnSync('git', a, { cwd: ROOT, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
}

function report(): string {
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  const dirty = git('status', '--porcelain') ? ' (uncommitted changes)' : '';
  const chromium = existsSync(CHROMIUM)
    ? (spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout ?? '').trim()
    : 'no chromium';
  const mark = (ok: boolean | null) => (ok === null ? '' : ok ? '✅' : '❌');
  const table = [
    '| Measure | Figure | Target | |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.measure} | ${r.figure.replace(/\|/g, '\\|')} | ${r.target} | ${mark(r.ok)} |`),
  ].join('\n');
  return [
    `## Casillero bench — ${new Date().toISOString()}`,
    '',
    `Commit ${commit}${dirty}; Node ${process.version}; ${chromium}. Sizes are gzip -9 of the built files.`,
    '',
    table,
    '',
    ...(failures.length ? ['### Failed steps', '', ...failures.map((f) => `- ${f.split('\n')[0]}`), ''] : []),
    ...(details.length ? ['### Details', '', details.join('\n\n'), ''] : []),
  ].join('\n');
}

async function main(): Promise<void> {
  await step('Build and JavaScript per route', measureBundles);
  if (!args.has('--skip-lighthouse')) await step('Lighthouse', measureLighthouse);
  // Said in the table, so a run that passes --strict does not look as if it had checked them.
  else rows.push({ measure: 'Lighthouse', figure: 'skipped (--skip-lighthouse): its targets were not checked', target: '', ok: null });
  if (!args.has('--skip-api')) {
    // TRUSTED_PROXY: the flood's sign-ins name their own addresses, as a botnet's would be.
    await step('API on PGlite', () => measureApi('PGlite', { TRUSTED_PROXY: '127.0.0.1' }));
    if (process.env.DATABASE_URL) {
      await step('API on PostgreSQL', () => measureApi('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL!, TRUSTED_PROXY: '127.0.0.1' }));
    } else {
      rows.push({ measure: 'API on PostgreSQL', figure: 'skipped (DATABASE_URL is not set)', target: '', ok: null });
    }
  }

  const markdown = report();
  mkdirSync(resolve(ROOT, '.bench'), { recursive: true });
  writeFileSync(resolve(ROOT, '.bench/last.md'), markdown + '\n');
  console.log('\n' + markdown);
  console.error('\n(written to .bench/last.md)');

  const missed = rows.some((r) => r.ok === false);
  if (failures.length) process.exit(1);
  if (missed && args.has('--strict')) process.exit(1);
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
