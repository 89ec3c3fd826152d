// `npm run bench`: the portal's performance, every goal a ratio to a floor measured in the same
// run (this machine's speed varies up to 4× from day to day; a page and its floor move together),
// as a markdown table (also in .bench/last.md): measure, ours, floor, ratio, goal. Goals: GOALS in
// scripts/bench/routes.ts; how to read them: docs/performance.md.
//
//   (a) gzip size of the JavaScript each route can load, from dist/.vite/manifest.json and the
//       chunks' source maps, with no goal (scripts/bench/bundles.ts)
//   (b) over HTTP/1.1 and HTTP/2: sign-in behind the portal's server and dist/ alone on a static
//       host, each against a bare React + react-router sign-in page, by LCP (Lighthouse mobile,
//       Chromium in Spanish) and the script loaded before the customer acts; my account against a
//       bare page showing the same data, by LCP and TBT (scripts/bench/lighthouse.ts, floor.ts,
//       early-scripts.ts, static-host.ts, scripts/bench-floor/)
//       and return visits: my account with its service worker against the bare page's own return
//       visit, and opened with no network (scripts/bench/return-visit.ts)
//   (c) requests made twice in one page load, on every signed-in route (scripts/bench/requests.ts)
//   (d) API throughput with autocannon on PGlite and, with DATABASE_URL, PostgreSQL, beside a bare
//       route of one query; each list on PostgreSQL against its own query on a bare route
//       (scripts/bench/api.ts, bench-floor/api-floor.ts, bench-floor/list-ceiling.ts); the photo
//       download during a flood of sign-ins
// Options: --skip-build (reuse dist/, which must hold .vite/manifest.json), --skip-lighthouse,
// --skip-requests, --skip-api, --strict (exit 1 when a ratio misses its goal, not only when a step
// fails), --http1 or --http2 (the pages over that protocol only; both by default).
// Environment: BENCH_LH_RUNS (Lighthouse runs per page, the median is kept; 3), BENCH_RETURN_ROUNDS
// (return visits per page, 5), BENCH_API_SECONDS
// (the packages list's duration, 10; the other API routes take at most 5 s), BENCH_API_CONNECTIONS
// (10), CHROMIUM_PATH (/usr/bin/chromium), DATABASE_URL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureApi, measureApiFloor, measureListCeiling } from './bench/api.ts';
import { measureBundles } from './bench/bundles.ts';
import { args, OPTIONS, ROOT } from './bench/config.ts';
import { measureLighthouse } from './bench/lighthouse.ts';
import { stopEverythingOnExit } from './bench/processes.ts';
import { measureRequests } from './bench/requests.ts';
import { measureReturnVisits } from './bench/return-visit.ts';
import { failures, report, rows, step } from './bench/results.ts';

const unknown = [...args].filter((a) => !(OPTIONS as readonly string[]).includes(a));
if (unknown.length) {
  console.error(`bench: unknown option(s) ${unknown.join(' ')}`);
  process.exit(2);
}
stopEverythingOnExit();

/** Said in the table, so a run that passes --strict does not look as if it had checked them. */
const skipped = (measure: string, why: string) => rows.push({ measure, figure: `skipped (${why}): its goals were not checked`, target: '', ok: null });

async function main(): Promise<void> {
  await step('Build and JavaScript per route', measureBundles);
  if (!args.has('--skip-lighthouse')) {
    await step('Pages against their floors', measureLighthouse);
    await step('Return visits with the service worker', measureReturnVisits);
  } else skipped('Pages against their floors', '--skip-lighthouse');
  if (!args.has('--skip-requests')) await step('Requests made twice per page load', measureRequests);
  else skipped('Requests made twice per page load', '--skip-requests');
  if (!args.has('--skip-api')) {
    await step('API floor on PGlite', () => measureApiFloor('PGlite'));
    // TRUSTED_PROXY: the flood's sign-ins name their own addresses, as a botnet's would be.
    await step('API on PGlite', () => measureApi('PGlite', { TRUSTED_PROXY: '127.0.0.1' }));
    if (process.env.DATABASE_URL) {
      const databaseUrl = process.env.DATABASE_URL;
      await step('API floor on PostgreSQL', () => measureApiFloor('PostgreSQL', { DATABASE_URL: databaseUrl }));
      await step('API on PostgreSQL', () => measureApi('PostgreSQL', { DATABASE_URL: databaseUrl, TRUSTED_PROXY: '127.0.0.1' }));
      await step('Lists on PostgreSQL against their ceilings', () => measureListCeiling({ DATABASE_URL: databaseUrl }));
    } else {
      rows.push({ measure: 'API on PostgreSQL', figure: 'skipped (DATABASE_URL is not set)', target: '', ok: null });
    }
  } else skipped('API', '--skip-api');

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
