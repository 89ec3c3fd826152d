// What a load balancer asks each server (docs/product.md#production): whether the process runs, and
// whether it can serve, which is whether its database answers. The file store is reported but does
// not decide: with it down, sign-in and the lists still work and only the file routes answer 503,
// where taking every server out of the balancer would stop them all. No token; never cached.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../foundation/env.ts';
import { isStopping } from '../http/stopping.ts';
import { answersWithin } from '../storage/store.ts';

/** How long the database and the store each have to answer before they are reported down. */
export const READY_DEADLINE_MS = 1_000;

// Each answer is about this moment: a cache between the balancer and the server would hide a change.
const NOT_CACHED = { 'Cache-Control': 'no-store' };

export function healthRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NOT_CACHED));

  routes.get('/readyz', async (c) => {
    // Told to stop: out of the pool at once, while it still serves (docs/operations.md#stopping-and-restarting).
    if (isStopping()) return c.json({ status: 'stopping' }, 503, NOT_CACHED);
    const { db, store } = c.get('deps');
    const [database, files] = await Promise.all([
      answersWithin(READY_DEADLINE_MS, () => db.execute(sql`select 1`)),
      store.check(READY_DEADLINE_MS),
    ]);
    return c.json({ status: database ? 'ok' : 'unavailable', database: database ? 'ok' : 'down', store: files ? 'ok' : 'down' }, database ? 200 : 503, NOT_CACHED);
  });

  return routes;
}
