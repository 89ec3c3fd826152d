// (d) API throughput and p99 latency with autocannon (API_ROUTES), as the demo customer, on PGlite
// and on PostgreSQL; then the photo-download flood (bench-flood.ts).
import { createRequire } from 'node:module';
import { describeTimes, FLOOD_SIGN_INS, measureFlood } from '../bench-flood.ts';
import { API_CONNECTIONS, API_SECONDS, API_SHORT_SECONDS } from './config.ts';
import { demoToken, startServer } from './processes.ts';
import { failedRow, rows } from './results.ts';
import { API_ROUTES, TARGETS } from './routes.ts';

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

export type Database = 'PGlite' | 'PostgreSQL';

/**
 * The floor (scripts/bench-floor/api-floor.ts): a bare Hono route, one query of 20 rows, on PGlite
 * or (`env.DATABASE_URL`) PostgreSQL, measured like the portal's routes. It has no target: it says
 * what this machine does with nothing of ours (the issue was filed when such a route did 400–580
 * req/s here on PGlite). The portal's routes cannot beat their database's floor.
 */
export async function measureApiFloor(label: Database, env: Record<string, string> = {}): Promise<void> {
  const where = `\`GET /floor\` of a bare Hono + ${label} server, one query of 20 rows (${API_CONNECTIONS} connections, ${API_SHORT_SECONDS} s)`;
  const server = await startServer(`API floor on ${label}`, env, 'scripts/bench-floor/api-floor.ts');
  try {
    await cannon(`${server.url}/floor`, '', 1); // warm-up, not counted
    const r = await cannon(`${server.url}/floor`, '', API_SHORT_SECONDS);
    const perSecond = Math.round(r.requests.average);
    console.error(`  /floor on ${label}: ${perSecond} req/s, p99 ${r.latency.p99} ms`);
    rows.push({ measure: `Requests/s and latency, ${where}`, figure: `${perSecond} req/s, p99 ${r.latency.p99} ms (p50 ${r.latency.p50} ms)`, target: '', ok: null });
  } catch (error) {
    failedRow(`Requests/s and latency, ${where}`, error);
  } finally {
    await server.stop();
  }
}

/**
 * The packages list's ceiling on PostgreSQL (scripts/bench-floor/list-ceiling.ts), after the
 * portal's API has seeded the database: the list's own query on a bare route, as rows and as JSON
 * PostgreSQL builds. No target: it says how far the list's route can go on this machine.
 */
export async function measureListCeiling(env: Record<string, string>): Promise<void> {
  const server = await startServer('list ceiling on PostgreSQL', env, 'scripts/bench-floor/list-ceiling.ts');
  try {
    for (const [path, what] of [
      ['/rows', "its rows as drizzle maps them"],
      ['/json', 'its JSON built by PostgreSQL'],
    ] as const) {
      const where = `\`GET ${path}\` of a bare Hono + PostgreSQL server: the packages list's first page of 20, ${what}, no token (${API_CONNECTIONS} connections, ${API_SHORT_SECONDS} s)`;
      try {
        await cannon(`${server.url}${path}`, '', 1); // warm-up, not counted
        const r = await cannon(`${server.url}${path}`, '', API_SHORT_SECONDS);
        const perSecond = Math.round(r.requests.average);
        console.error(`  ${path} (list ceiling): ${perSecond} req/s, p99 ${r.latency.p99} ms`);
        rows.push({ measure: `Requests/s and latency, ${where}`, figure: `${perSecond} req/s, p99 ${r.latency.p99} ms (p50 ${r.latency.p50} ms)`, target: '', ok: null });
      } catch (error) {
        failedRow(`Requests/s and latency, ${where}`, error);
      }
    }
  } finally {
    await server.stop();
  }
}

export async function measureApi(label: Database, env: Record<string, string>): Promise<void> {
  const server = await startServer(label, env);
  try {
    const token = await demoToken(server.url);
    const { p99Ms, rps } = label === 'PGlite' ? TARGETS.api.pglite : { p99Ms: undefined, rps: TARGETS.api.postgres.rps };
    for (const route of API_ROUTES) {
      const seconds = route.long ? API_SECONDS : API_SHORT_SECONDS;
      const where = `\`GET ${route.path}\`${route.myAccount ? ' (my account)' : ''} on ${label} (${API_CONNECTIONS} connections, ${seconds} s)`;
      const target = [`≥ ${rps} req/s`, ...(p99Ms === undefined ? [] : [`p99 ≤ ${p99Ms} ms`])].join(', ');
      try {
        const probe = await fetch(`${server.url}${route.path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
        if (!probe.ok) throw new Error(`GET ${route.path} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
        await cannon(`${server.url}${route.path}`, token, route.long ? 2 : 1); // warm-up, not counted
        const r = await cannon(`${server.url}${route.path}`, token, seconds);
        const bad = r.non2xx + r.errors + r.timeouts;
        const warn = bad ? ` — ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` : '';
        const perSecond = Math.round(r.requests.average);
        console.error(`  ${route.path}: ${perSecond} req/s, p99 ${r.latency.p99} ms${warn}`);
        rows.push({
          measure: `Requests/s and latency, ${where}`,
          figure: `${perSecond} req/s, p99 ${r.latency.p99} ms (p50 ${r.latency.p50} ms)${warn}`,
          target,
          ok: !bad && perSecond >= rps && (p99Ms === undefined || r.latency.p99 <= p99Ms),
        });
      } catch (error) {
        failedRow(`Requests/s and latency, ${where}`, error, target);
      }
    }

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
