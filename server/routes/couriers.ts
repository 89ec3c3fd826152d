import { createRoute } from '@hono/zod-openapi';
import { asc } from 'drizzle-orm';
import { CouriersResponseSchema } from '../../src/api/contract/site.ts';
import { usCouriers } from '../db/schema.ts';
import { describedRoutes, json, on, refusals } from '../http/described.ts';

const listCouriers = createRoute({
  method: 'get',
  path: '/us-couriers',
  tags: ['Couriers'],
  operationId: 'listCouriers',
  summary: 'The US couriers a pre-alert may name, by name',
  responses: { 200: json(CouriersResponseSchema, 'The couriers'), ...refusals() },
});

export function courierRoutes() {
  const routes = describedRoutes();

  on(routes, listCouriers, async (c) => {
    const rows = await c.get('deps').db.select({ id: usCouriers.id, name: usCouriers.name }).from(usCouriers).orderBy(asc(usCouriers.name));
    return c.json({ data: rows }, 200);
  });

  return routes;
}
