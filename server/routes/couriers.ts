import { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import { usCouriers } from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';

export function courierRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/us-couriers', async (c) => {
    const rows = await c.get('deps').db.select({ id: usCouriers.id, name: usCouriers.name }).from(usCouriers).orderBy(asc(usCouriers.name));
    return c.json({ data: rows });
  });

  return routes;
}
