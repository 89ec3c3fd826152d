// The warehouse API (docs/product.md#the-warehouse-api), under api/warehouse: every call needs one
// of the company's keys, and is counted against its limit, before anything else.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import { requireWarehouseKey } from '../../http/warehouse-auth.ts';
import { warehouseInvoiceRoutes } from './invoices.ts';
import { warehousePackageRoutes } from './packages.ts';
import { warehousePaymentRoutes } from './payments.ts';
import { warehouseShipmentRoutes } from './shipments.ts';

export function warehouseApiRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireWarehouseKey);
  for (const calls of [warehousePackageRoutes(), warehouseShipmentRoutes(), warehouseInvoiceRoutes(), warehousePaymentRoutes()]) {
    routes.route('/', calls);
  }
  return routes;
}
