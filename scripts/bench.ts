// `npm run bench`: the portal's performance figures, as a markdown table (also in .bench/last.md).
//
//   (a) gzip size of the JavaScript each route loads, from dist/.vite/manifest.json and the
//       chunks' source maps (scripts/bench/bundles.ts)
//   (b) Lighthouse 12, mobile (its default config), on the sign-in page served by the real server,
//       on my account signed in as the demo customer (its token put in local storage first), and
//       on the floor: a bare React + react-router sign-in page (scripts/bench-floor/) built and
//       served in the same run (scripts/bench/lighthouse.ts, floor.ts)
//   (c) requests made twice in one page load, from Chromium's network log, on every signed-in
//       route (scripts/bench/requests.ts)
//   (d) API throughput and p99 latency with autocannon, on PGlite, and on PostgreSQL when
//       DATABASE_URL is set; the photo download during a flood of sign-ins; the API's floor, a
//       bare Hono route on each database in the same run (scripts/bench/api.ts,
//       bench-floor/api-floor.ts); on PostgreSQL, the packages list's ceiling: its own query on a
//       bare route (bench-floor/list-ceiling.ts)
//
// Targets (issue 16; TARGETS and the route tables in scripts/bench/routes.ts):
//   - sign-in: Lighthouse performance 100, TBT ≤ 2 × the floor's (same run, same settings, median
//     of as many runs), JS ≤ 120 KB gzip
//   - my account (/home/my-account, signed in): Lighthouse performance ≥ 95, LCP ≤ 2000 ms,
//     TBT ≤ 200 ms (medians)
//   - every signed-in route: JS ≤ 200 KB gzip (entry, boot, shell, the route's lazy modules, the
//     signed-in catalog); no request made twice in one page load
//   - Lighthouse accessibility 100 on sign-in and my account
//   - API (the packages, shipments and invoices lists, and my account's requests): on PGlite
//     ≥ 400 req/s and p99 ≤ 50 ms at 10 connections; on PostgreSQL ≥ 1,500 req/s
// Options: --skip-build (reuse dist/, which must hold .vite/manifest.json), --skip-lighthouse,
// --skip-requests, --skip-api, --strict (exit 1 when a figure misses its target, not only when a
// step fails), --http2 (Lighthouse's pages through an HTTPS + HTTP/2 proxy, as production serves
// them: scripts/bench/http2-front.ts).
// Environment: BENCH_LH_RUNS (Lighthouse runs per page, the median is kept; 3), BENCH_API_SECONDS
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
import { failures, report, rows, step } from './bench/results.ts';

const unknown = [...args].filter((a) => !(OPTIONS as readonly string[]).includes(a));
if (unknown.length) {
  console.error(`bench: unknown option(s) ${unknown.join(' ')}`);
  process.exit(2);
}
stopEverythingOnExit();

/** Said in the table, so a run that passes --strict does not look as if it had checked them. */
const skipped = (measure: string, why: string) => rows.push({ measure, figure: `skipped (${why}): its targets were not checked`, target: '', ok: null });

async function main(): Promise<void> {
  await step('Build and JavaScript per route', measureBundles);
  if (!args.has('--skip-lighthouse')) await step('Lighthouse', measureLighthouse);
  else skipped('Lighthouse', '--skip-lighthouse');
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
      await step('List ceiling on PostgreSQL', () => measureListCeiling({ DATABASE_URL: databaseUrl }));
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
