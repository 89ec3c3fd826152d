// GET api/warehouse/webhook-deliveries?status= and POST …/{id}/retry (docs/product.md#webhooks):
// where the webhooks stand, and one sent again after its receiver is fixed.
import { Hono } from 'hono';
import { cursorPage } from '../../domain/warehouse-reads/page.ts';
import type { AppEnv } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { once } from '../../http/idempotency.ts';
import { idParam } from '../../http/validate.ts';
import { deliveriesPage, requeueDelivery, serializeDelivery, WebhookDeliveriesQuerySchema } from '../../webhooks/deliveries.ts';

export function warehouseWebhookDeliveryRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/webhook-deliveries', async (c) => {
    const { db } = c.get('deps');
    return c.json(await cursorPage(c, WebhookDeliveriesQuerySchema, (read) => deliveriesPage(db, read), serializeDelivery));
  });

  // 202 {data: the delivery}: due at once; the sender is told when the requeue committed.
  routes.post('/webhook-deliveries/:id{[0-9]+}/retry', async (c) => {
    const { clock } = c.get('deps');
    const id = idParam(c);
    const call = await once(c);
    if (call.kept) return call.kept;
    const res = await call.run(async (tx) => {
      const row = await requeueDelivery(tx, id, clock.now());
      if (!row) throw new ApiError('NOT_FOUND');
      return { status: 202, body: { data: serializeDelivery(row) } };
    });
    c.get('deps').sendWebhooks?.();
    return res;
  });

  return routes;
}
