// (d) API throughput and p99 latency with autocannon (API_ROUTES), as the demo customer, on PGlite
// and on PostgreSQL, each route beside its database's floor (a bare route, one query) and, for
// the lists on PostgreSQL, beside its own query's ceiling, whose ratio is the goal; then the
// photo-download flood (bench-flood.ts).
import { createRequire } from 'node:module';
import { describeTimes, FLOOD_SIGN_INS, measureFlood } from '../bench-flood.ts';
import { API_CONNECTIONS, API_SECONDS, API_SHORT_SECONDS } from './config.ts';
import { demoToken, startServer } from './processes.ts';
import { failedRow, rows, times } from './results.ts';
import { API_ROUTES, GOALS } from './routes.ts';

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

/** Requests a second of each database's floor in this run. */
const floors = new Map<Database, number>();
const figureOf = (perSecond: number, r: AutocannonResult) => `${perSecond} req/s, p99 ${r.latency.p99} ms (p50 ${r.latency.p50} ms)`;

/**
 * The floor (scripts/bench-floor/api-floor.ts): a bare Hono route, one query of 20 rows, on PGlite
 * or (`env.DATABASE_URL`) PostgreSQL, measured like the portal's routes: what this machine does
 * with nothing of ours. The portal's routes are shown as a ratio to it, with no goal (a list's
 * goal is on its own query's ceiling).
 */
export async function measureApiFloor(label: Database, env: Record<string, string> = {}): Promise<void> {
  const where = `\`GET /floor\` of a bare Hono + ${label} server, one query of 20 rows (${API_CONNECTIONS} connections, ${API_SHORT_SECONDS} s)`;
  const server = await startServer(`API floor on ${label}`, env, 'scripts/bench-floor/api-floor.ts');
  try {
    await cannon(`${server.url}/floor`, '', 1); // warm-up, not counted
    const r = await cannon(`${server.url}/floor`, '', API_SHORT_SECONDS);
    const perSecond = Math.round(r.requests.average);
    console.error(`  /floor on ${label}: ${perSecond} req/s, p99 ${r.latency.p99} ms`);
    floors.set(label, perSecond);
    rows.push({ measure: `Requests/s and latency, ${where}`, figure: figureOf(perSecond, r), target: '', ok: null });
  } catch (error) {
    failedRow(`Requests/s and latency, ${where}`, error);
  } finally {
    await server.stop();
  }
}

/** Rounds of a list beside its ceilings, taking turns, so a slow moment of the machine falls on all. */
const LIST_ROUNDS = 9;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** "0.74× (0.62–0.93×)": the median round and the spread of all. */
const withSpread = (ratio: number, ratios: number[]) => `${times(ratio)} (${times(Math.min(...ratios))}–${times(Math.max(...ratios))})`;

/**
 * The lists on PostgreSQL against their ceilings (scripts/bench-floor/list-ceiling.ts): each list's
 * own query on a bare route, at the same page size and load, both servers up on the database the
 * portal's API step has seeded; and the same with the token checked as the portal checks it, in
 * the page's own statement (`/rows-token/…`). The list and its two ceilings take turns,
 * LIST_ROUNDS rounds each, and each ratio is the median of the rounds' ratios, shown with their
 * spread: measured minutes apart, a ceiling moved by a fifth between runs while the list held
 * steady. A list's goals: GOALS.listOfCeiling of the bare ceiling, GOALS.listOfTokenCeiling of
 * the one that checks the token. Also the packages page with its JSON built by PostgreSQL, with no goal.
 */
export async function measureListCeiling(env: Record<string, string>): Promise<void> {
  const portal = await startServer('PostgreSQL lists', env);
  const ceilings = await startServer('list ceiling on PostgreSQL', env, 'scripts/bench-floor/list-ceiling.ts').catch(async (error: unknown) => {
    await portal.stop();
    throw error;
  });
  const checked = (what: string, r: AutocannonResult) => {
    if (r.non2xx + r.errors + r.timeouts) throw new Error(`${what} answered ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    return r;
  };
  try {
    const token = await demoToken(portal.url);
    for (const route of API_ROUTES) {
      if (!route.ceiling) continue;
      const { list, pageSize } = route.ceiling;
      const seconds = route.long ? API_SECONDS : API_SHORT_SECONDS;
      const round = Math.max(2, Math.round(seconds / LIST_ROUNDS));
      const how = `${API_CONNECTIONS} connections, ${LIST_ROUNDS} rounds of ${round} s each, taking turns; the median round, and the rounds' spread`;
      const measures = {
        bare: `Requests/s, \`GET ${route.path}\` on PostgreSQL, against its own query on a bare Hono route, rows as drizzle maps them, no token (${how})`,
        token: `Requests/s, \`GET ${route.path}\` on PostgreSQL, against its own page query on a bare Hono route, the token checked and touched in it as the portal does (${how})`,
      };
      try {
        const ours = `${portal.url}${route.path}`;
        const bare = `${ceilings.url}/rows/${list}?page_size=${pageSize}`;
        const withToken = `${ceilings.url}/rows-token/${list}?page_size=${pageSize}`;
        const probe = await fetch(ours, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
        if (!probe.ok) throw new Error(`GET ${route.path} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
        // Warm-ups, not counted.
        await cannon(ours, token, 1);
        await cannon(bare, '', 1);
        await cannon(withToken, token, 1);
        const rounds: { ours: AutocannonResult; bare: AutocannonResult; token: AutocannonResult }[] = [];
        for (let i = 0; i < LIST_ROUNDS; i++) {
          const mine = checked(`GET ${route.path}`, await cannon(ours, token, round));
          const bareRound = checked('the ceiling', await cannon(bare, '', round));
          rounds.push({ ours: mine, bare: bareRound, token: checked('the ceiling with the token', await cannon(withToken, token, round)) });
        }
        for (const kind of ['bare', 'token'] as const) {
          const goalRatio = kind === 'bare' ? GOALS.listOfCeiling : GOALS.listOfTokenCeiling;
          const ratios = rounds.map((r) => r.ours.requests.average / r[kind].requests.average);
          const ratio = median(ratios);
          // The round whose ratio is the median gives the figures.
          const shown = rounds[ratios.indexOf(ratio)]!;
          const oursPerSecond = Math.round(shown.ours.requests.average);
          const ceilingPerSecond = Math.round(shown[kind].requests.average);
          const name = kind === 'bare' ? `/rows/${list}` : `/rows-token/${list}`;
          console.error(`  ${route.path}: ${ratios.map(times).join(', ')} of ${name} (median ${withSpread(ratio, ratios)}: ${oursPerSecond} / ${ceilingPerSecond} req/s)`);
          rows.push({
            measure: measures[kind],
            figure: figureOf(oursPerSecond, shown.ours),
            floor: figureOf(ceilingPerSecond, shown[kind]),
            ratio: withSpread(ratio, ratios),
            target: `≥ ${goalRatio}×`,
            ok: ratio >= goalRatio,
          });
        }
      } catch (error) {
        failedRow(measures.bare, error, `≥ ${GOALS.listOfCeiling}×`);
      }
    }
    const where = `\`GET /json\` of a bare Hono + PostgreSQL server: the packages list's first page of 20, its JSON built by PostgreSQL, no token (${API_CONNECTIONS} connections, ${API_SHORT_SECONDS} s)`;
    try {
      await cannon(`${ceilings.url}/json`, '', 1); // warm-up, not counted
      const r = await cannon(`${ceilings.url}/json`, '', API_SHORT_SECONDS);
      const perSecond = Math.round(r.requests.average);
      rows.push({ measure: `Requests/s and latency, ${where}`, figure: figureOf(perSecond, r), target: '', ok: null });
    } catch (error) {
      failedRow(`Requests/s and latency, ${where}`, error);
    }
  } finally {
    await Promise.all([portal.stop(), ceilings.stop()]);
  }
}

export async function measureApi(label: Database, env: Record<string, string>): Promise<void> {
  const server = await startServer(label, env);
  try {
    const token = await demoToken(server.url);
    const floor = floors.get(label);
    for (const route of API_ROUTES) {
      const seconds = route.long ? API_SECONDS : API_SHORT_SECONDS;
      // A list on PostgreSQL is measured beside its ceiling, taking turns (measureListCeiling).
      if (label === 'PostgreSQL' && route.ceiling) continue;
      const where = `\`GET ${route.path}\`${route.myAccount ? ' (my account)' : ''} on ${label} (${API_CONNECTIONS} connections, ${seconds} s)`;
      try {
        const probe = await fetch(`${server.url}${route.path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
        if (!probe.ok) throw new Error(`GET ${route.path} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
        await cannon(`${server.url}${route.path}`, token, route.long ? 2 : 1); // warm-up, not counted
        const r = await cannon(`${server.url}${route.path}`, token, seconds);
        const bad = r.non2xx + r.errors + r.timeouts;
        const warn = bad ? ` — ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` : '';
        const perSecond = Math.round(r.requests.average);
        console.error(`  ${route.path}: ${perSecond} req/s, p99 ${r.latency.p99} ms${warn}`);
        if (bad) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
        rows.push({
          measure: `Requests/s and latency, ${where}, against the bare route of one query (the floor above)`,
          figure: figureOf(perSecond, r),
          ...(floor ? { floor: `${floor} req/s`, ratio: times(perSecond / floor) } : {}),
          target: '',
          ok: null,
        });
      } catch (error) {
        failedRow(`Requests/s and latency, ${where}`, error);
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
