// The warehouse API (docs/product.md#the-warehouse-api), under api/warehouse: every call needs one
// of the company's keys, and is counted against its limit, before anything else.
import { describedRoutes } from '../../http/described.ts';
import { requireWarehouseKey } from '../../http/warehouse-auth.ts';
import { warehouseInvoiceRoutes } from './invoices.ts';
import { warehouseOpenApiRoutes } from './openapi.ts';
import { warehousePackageRoutes } from './packages.ts';
import { warehousePaymentRoutes } from './payments.ts';
import { warehouseReadRoutes } from './reads/routes.ts';
import { warehouseShipmentRoutes } from './shipments.ts';
import { warehouseWebhookDeliveryRoutes } from './webhook-deliveries.ts';

/** `document` writes the API's OpenAPI document (server/openapi/documents.ts, which reads these routes). */
export function warehouseApiRoutes(document: Parameters<typeof warehouseOpenApiRoutes>[0]) {
  const routes = describedRoutes();
  routes.use('*', requireWarehouseKey);
  // An event's notice e-mail goes once its transaction committed (docs/product.md#notices): the
  // answer is ready by then and waits for nothing; a sending that fails is the outbox's to retry.
  routes.use('*', async (c, next) => {
    await next();
    if (c.req.method === 'POST' && c.res.ok) c.get('deps').sendNoticeMails?.();
  });
  for (const calls of [
    warehousePackageRoutes(),
    warehouseShipmentRoutes(),
    warehouseInvoiceRoutes(),
    warehousePaymentRoutes(),
    warehouseReadRoutes(),
    warehouseWebhookDeliveryRoutes(),
    warehouseOpenApiRoutes(document),
  ]) {
    routes.route('/', calls);
  }
  return routes;
}
