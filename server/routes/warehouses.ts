import { createRoute } from '@hono/zod-openapi';
import { asc } from 'drizzle-orm';
import { WarehousesResponseSchema, type Warehouse } from '../../src/api/contract/site.ts';
import { preparedFor } from '../db/prepared.ts';
import { warehouses } from '../db/schema.ts';
import { describedRoutes, json, on, refusals } from '../http/described.ts';
import { CONDITIONAL, NOT_MODIFIED, publicJson } from '../http/public-data.ts';

// My account asks for it on every load: prepared.
const allWarehouses = preparedFor((db) => db.select().from(warehouses).orderBy(asc(warehouses.id)).prepare('warehouses'));

const listWarehouses = createRoute({
  method: 'get',
  path: '/warehouses',
  tags: ['Warehouses'],
  operationId: 'listWarehouses',
  summary: "The company's warehouses, with their addresses and schedules",
  description: "The schedule in the request's language. The same for every visitor: a browser may reuse it for a while, and asks again with its `ETag`.",
  request: { headers: CONDITIONAL },
  responses: { 200: json(WarehousesResponseSchema, 'The warehouses'), ...NOT_MODIFIED, ...refusals() },
});

export function warehouseRoutes() {
  const routes = describedRoutes();

  on(routes, listWarehouses, async (c) => {
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
