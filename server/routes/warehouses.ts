import { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import type { Warehouse } from '../../src/api/contract/site.ts';
import { preparedFor } from '../db/prepared.ts';
import { warehouses } from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { publicJson } from '../http/public-data.ts';

// My account asks for it on every load: prepared.
const allWarehouses = preparedFor((db) => db.select().from(warehouses).orderBy(asc(warehouses.id)).prepare('warehouses'));

export function warehouseRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/warehouses', async (c) => {
    const lang = c.get('lang');
    const rows = await allWarehouses(c.get('deps').db).execute();
    const data: Warehouse[] = rows.map((w) => ({
      id: w.id,
      name: w.name,
      address: w.address,
      schedule: lang === 'en' ? w.schedule_en : w.schedule_es,
    }));
    return publicJson(c, { data }, { reuse: true });
  });

  return routes;
}
