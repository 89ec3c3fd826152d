// (c) Requests made twice in one page load (issue 16): each signed-in route opened in Chromium as
// the demo customer, the network log counted until the network is idle. A request is its method
// and URL; data: URLs are left out. The log also gives the JavaScript the browser really fetched
// (lazy modules loaded at run time too) and my account's API requests, which the API step must
// measure (API_ROUTES).
import { CHROMIUM } from './config.ts';
import { weigh } from './bundles.ts';
import { apiGet, closers, demoToken, startServer } from './processes.ts';
import { details, failedRow, kb, rows } from './results.ts';
import { API_ROUTES, SIGNED_IN_ROUTES, TARGETS, TOKEN_STORAGE_KEY, type DemoIds } from './routes.ts';
import { SESSION_HINT_COOKIE } from '../../src/api/contract/cookies.ts';

type Listed = { data: { id: number; debt?: number }[] };

/** The first of each of the demo customer's lists, for the detail routes. */
async function demoIds(url: string, token: string): Promise<DemoIds> {
  const first = async (path: string, pick: (row: Listed['data'][number]) => boolean = () => true) => {
    const row = (await apiGet<Listed>(url, token, path)).data.find(pick);
    if (!row) throw new Error(`GET ${path}: the demo customer has none`);
    return row.id;
  };
  return {
    package: await first('/api/packages?page=1&page_size=1'),
    preAlert: await first('/api/pre-alerts?page=1&page_size=1'),
    shipment: await first('/api/shipments?page=1&page_size=1'),
    invoice: await first('/api/invoices?page=1&page_size=1'),
    unpaidInvoice: await first('/api/invoices?page=1&page_size=50', (invoice) => (invoice.debt ?? 0) > 0),
    paymentMethod: await first('/api/payment-methods'),
    recipient: await first('/api/recipients'),
  };
}

type PageLoad = {
  name: string;
  path: string;
  requests: number;
  /** "METHOD URL" → how many times, for those seen more than once. */
  twice: Map<string, number>;
  failed: string[];
  jsGzip: number;
  jsFiles: number;
  apiGets: string[];
  error?: string;
};

export async function measureRequests(): Promise<void> {
  const { chromium } = await import('@playwright/test');
  // With customers' shipment requests on, so the consolidation flow opens rather than leading back to the list.
  const server = await startServer('PGlite', { SHIPMENT_CREATION: '1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const closer = { kill: () => browser.close() };
  closers.add(closer);
  const loads: PageLoad[] = [];
  try {
    const token = await demoToken(server.url);
    const ids = await demoIds(server.url, token);
    const origin = new URL(server.url).origin;
    for (const route of SIGNED_IN_ROUTES) {
      const path = route.path(ids);
      const load: PageLoad = { name: route.name, path, requests: 0, twice: new Map(), failed: [], jsGzip: 0, jsFiles: 0, apiGets: [] };
      loads.push(load);
      // A new context each time: an empty cache, the session as the portal leaves it after a sign-in.
      const context = await browser.newContext({
        storageState: {
          cookies: [{ name: SESSION_HINT_COOKIE, value: '1', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
          origins: [{ origin, localStorage: [{ name: TOKEN_STORAGE_KEY, value: token }] }],
        },
      });
      try {
        const page = await context.newPage();
        const seen = new Map<string, number>();
        page.on('request', (request) => {
          const url = request.url();
          if (url.startsWith('data:')) return;
          const key = `${request.method()} ${url}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
        });
        page.on('response', (response) => {
          if (response.status() >= 400) load.failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
        });
        page.on('requestfailed', (request) => load.failed.push(`${request.failure()?.errorText ?? 'failed'} ${request.method()} ${request.url()}`));
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
        const shown = new URL(page.url());
        if (shown.pathname !== new URL(path, server.url).pathname) load.error = `opened ${path} but ended on ${shown.pathname}`;
        for (const [key, count] of seen) {
          load.requests += count;
          if (count > 1) load.twice.set(key, count);
          const [method, url] = key.split(' ') as [string, string];
          const { pathname, search } = new URL(url);
          if (method === 'GET' && pathname.startsWith('/api/')) load.apiGets.push(pathname + search);
          if (method === 'GET' && /^\/assets\/.+\.m?js$/.test(pathname)) {
            load.jsFiles++;
            try {
              load.jsGzip += weigh(pathname.slice(1)).gzip;
            } catch {
              load.failed.push(`${pathname}: not in dist/ (rebuilt meanwhile?)`);
            }
          }
        }
      } catch (error) {
        load.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
      } finally {
        await context.close();
      }
      console.error(`  ${route.name} (${path}): ${load.requests} requests, ${load.twice.size} made twice${load.error ? `; ${load.error}` : ''}`);
    }
  } finally {
    await browser.close();
    closers.delete(closer);
    await server.stop();
  }
  report(loads);
}

function report(loads: PageLoad[]): void {
  const twice = loads.filter((load) => load.twice.size > 0);
  const broken = loads.filter((load) => load.error);
  const extra = twice.reduce((sum, load) => sum + [...load.twice.values()].reduce((s, n) => s + n - 1, 0), 0);
  rows.push({
    measure: `Requests made more than once in one page load, signed-in routes (${loads.length}, network log until idle)`,
    figure:
      (extra === 0 ? `0 on every route` : `${extra} on ${twice.map((l) => `\`${l.name}\``).join(', ')}`) +
      (broken.length ? `; not measured: ${broken.map((l) => `\`${l.name}\` (${l.error})`).join(', ')}` : ''),
    target: String(TARGETS.duplicateRequests),
    ok: extra <= TARGETS.duplicateRequests && broken.length === 0,
  });
  for (const load of broken) failedRow(`Page load of \`${load.name}\` (${load.path})`, load.error);

  // My account's API requests must all be measured by the API step.
  const myAccount = loads.find((load) => load.name === 'my-account');
  if (myAccount && !myAccount.error) {
    const benched = new Set(API_ROUTES.map((route) => route.path));
    const missing = [...new Set(myAccount.apiGets)].filter((path) => !benched.has(path));
    rows.push({
      measure: 'My account’s API requests (network log) all measured by the API step (API_ROUTES)',
      figure: missing.length ? `not measured: ${missing.map((p) => `\`${p}\``).join(', ')}` : `all ${new Set(myAccount.apiGets).size}`,
      target: 'all',
      ok: missing.length === 0,
    });
  }

  details.push(
    '#### Signed-in page loads (network log)\n\n' +
      'JS fetched: what the browser fetched, lazy modules loaded at run time included (the JS rows above weigh the static imports of the route’s chunks).\n\n' +
      '| Route | Address | Requests | Made twice | JS fetched (gzip) | Answers ≥ 400 or failed |\n|---|---|--:|--:|--:|---|\n' +
      loads
        .map(
          (l) =>
            `| \`${l.name}\` | ${l.path} | ${l.requests} | ${l.twice.size} | ${kb(l.jsGzip)} (${l.jsFiles} files) | ${l.failed.join('<br>') || (l.error ?? '')} |`,
        )
        .join('\n'),
  );
  if (twice.length) {
    details.push(
      '#### Requests made more than once in one page load\n\n' +
        twice.map((l) => `- \`${l.name}\` (${l.path}):\n${[...l.twice].map(([key, n]) => `  - ${n}× ${key}`).join('\n')}`).join('\n'),
    );
  }
}
