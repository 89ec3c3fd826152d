// What a load balancer asks each server (docs/product.md#production): whether the process runs, and
// whether it can serve, its database and its file store both answering. No token; never cached.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { answersWithin } from '../storage/store.ts';

/** How long the database and the store each have to answer before the server says it is not ready. */
export const READY_DEADLINE_MS = 1_000;

// Each answer is about this moment: a cache between the balancer and the server would hide a change.
const NOT_CACHED = { 'Cache-Control': 'no-store' };

export function healthRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NOT_CACHED));

  routes.get('/readyz', async (c) => {
    const { db, store } = c.get('deps');
    const [database, files] = await Promise.all([
      answersWithin(READY_DEADLINE_MS, () => db.execute(sql`select 1`)),
      store.check(READY_DEADLINE_MS),
    ]);
    const ready = database && files;
    return c.json({ status: ready ? 'ok' : 'unavailable', database: database ? 'ok' : 'down', store: files ? 'ok' : 'down' }, ready ? 200 : 503, NOT_CACHED);
  });

  return routes;
}
