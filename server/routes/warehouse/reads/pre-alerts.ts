// GET api/warehouse/pre-alerts?tracking= (docs/product.md#the-warehouse-api): whose locker a
// parcel is for, before it is received.
import { Hono } from 'hono';
import { WarehousePreAlertsQuerySchema } from '../../../../src/api/contract/warehouse-reads.ts';
import { cursorPage } from '../../../domain/warehouse-reads/page.ts';
import { preAlertsPage, serializePreAlert } from '../../../domain/warehouse-reads/pre-alerts.ts';
import type { AppEnv } from '../../../http/env.ts';

export function warehousePreAlertReads() {
  const routes = new Hono<AppEnv>();

  routes.get('/pre-alerts', async (c) => {
    const { db } = c.get('deps');
    return c.json(await cursorPage(c, WarehousePreAlertsQuerySchema, (read) => preAlertsPage(db, read), serializePreAlert));
  });

  return routes;
}
