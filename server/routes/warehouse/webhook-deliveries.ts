// GET api/warehouse/webhook-deliveries?status= and POST …/{id}/retry (docs/product.md#webhooks):
// where the webhooks stand, and one sent again after its receiver is fixed.
import { createRoute } from '@hono/zod-openapi';
import { WebhookDeliveriesQuerySchema, WebhookDeliveryPageSchema, WebhookDeliveryResponseSchema } from '../../../src/api/contract/warehouse-reads.ts';
import { cursorPage } from '../../serializers/warehouse-reads/page.ts';
import { describedRoutes, idParams, json, on, refusals, WAREHOUSE_KEY } from '../../http/described.ts';
import { ApiError } from '../../foundation/errors.ts';
import { IDEMPOTENT, once } from '../../http/idempotency.ts';
import { idParam } from '../../foundation/validate.ts';
import { deliveriesPage, requeueDelivery, serializeDelivery } from '../../webhooks/deliveries.ts';

const deliveries = { tags: ['Webhook deliveries'], security: WAREHOUSE_KEY };

const listDeliveries = createRoute({
  ...deliveries,
  method: 'get',
  path: '/webhook-deliveries',
  operationId: 'listWebhookDeliveries',
  summary: "A page of the webhooks' deliveries, of a status",
  request: { query: WebhookDeliveriesQuerySchema },
  responses: {
    200: json(WebhookDeliveryPageSchema, 'The deliveries after the cursor, oldest first'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'TOO_MANY_REQUESTS'),
  },
});

const retryDelivery = createRoute({
  ...deliveries,
  method: 'post',
  path: '/webhook-deliveries/{id}/retry',
  operationId: 'retryWebhookDelivery',
  summary: 'Sends a delivery again, at once',
  description: 'The delivery is due at once, pending, its tries and its 24 hours kept. A delivered one may be sent again on purpose.',
  request: { params: idParams('id'), headers: IDEMPOTENT },
  responses: {
    202: json(WebhookDeliveryResponseSchema, 'The delivery, due at once'),
    // FAILED_VALIDATION: an Idempotency-Key that is not one, or sent again with another request.
    ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'FAILED_VALIDATION', 'IDEMPOTENCY_IN_PROGRESS', 'TOO_MANY_REQUESTS'),
  },
});

export function warehouseWebhookDeliveryRoutes() {
  const routes = describedRoutes();

  on(routes, listDeliveries, async (c) => {
    const { db } = c.get('deps');
    return c.json(await cursorPage(c, WebhookDeliveriesQuerySchema, (read) => deliveriesPage(db, read), serializeDelivery), 200);
  });

  // 202 {data: the delivery}: due at once; the sender is told when the requeue committed.
  on(routes, retryDelivery, async (c) => {
    const { clock } = c.get('deps');
    const id = idParam(c);
    const call = await once(c, retryDelivery);
    if (call.kept) return call.kept;
    const res = await call.run(async (tx) => {
      const row = await requeueDelivery(tx, id, clock.now());
      if (!row) throw new ApiError('NOT_FOUND');
      return c.json({ data: serializeDelivery(row) }, 202);
    });
    c.get('deps').sendWebhooks?.();
    return res;
  });

  return routes;
}
