// The warehouse's reads (docs/product.md#the-warehouse-api), mounted beside its writes: the same
// keys and count (server/routes/warehouse/routes.ts), each page or record in one query.
import { Hono } from 'hono';
import type { AppEnv } from '../../../http/env.ts';
import { warehousePackageReads } from './packages.ts';
import { warehousePaymentReads } from './payments.ts';
import { warehousePreAlertReads } from './pre-alerts.ts';
import { warehouseShipmentReads } from './shipments.ts';

export function warehouseReadRoutes() {
  const routes = new Hono<AppEnv>();
  for (const reads of [warehouseShipmentReads(), warehousePaymentReads(), warehousePackageReads(), warehousePreAlertReads()]) {
    routes.route('/', reads);
  }
  return routes;
}
