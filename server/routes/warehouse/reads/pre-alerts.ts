// GET api/warehouse/pre-alerts?tracking= (docs/product.md#the-warehouse-api): whose locker a
// parcel is for, before it is received.
import { createRoute } from '@hono/zod-openapi';
import { WarehousePreAlertPageSchema, WarehousePreAlertsQuerySchema } from '../../../../src/api/contract/warehouse-reads.ts';
import { cursorPage } from '../../../serializers/warehouse-reads/page.ts';
import { preAlertsPage, serializePreAlert } from '../../../serializers/warehouse-reads/pre-alerts.ts';
import { describedRoutes, json, on, refusals, WAREHOUSE_KEY } from '../../../http/described.ts';

const listPreAlerts = createRoute({
  method: 'get',
  path: '/pre-alerts',
  tags: ['Pre-alerts'],
  security: WAREHOUSE_KEY,
  operationId: 'listWarehousePreAlerts',
  summary: 'A page of the pre-alerts of a tracking number',
  description: 'A tracking number is compared upper-cased, without spaces or dashes: `1z te-st` finds `1ZTEST`.',
  request: { query: WarehousePreAlertsQuerySchema },
  responses: {
    200: json(WarehousePreAlertPageSchema, 'The pre-alerts after the cursor, oldest first'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'TOO_MANY_REQUESTS'),
  },
});

export function warehousePreAlertReads() {
  const routes = describedRoutes();

  on(routes, listPreAlerts, async (c) => {
    const { db } = c.get('deps');
    return c.json(await cursorPage(c, WarehousePreAlertsQuerySchema, (read) => preAlertsPage(db, read), serializePreAlert), 200);
  });

  return routes;
}
