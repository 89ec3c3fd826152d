// GET api/warehouse/payments and api/warehouse/payments/{id} (docs/product.md#the-warehouse-api):
// the payments to review, and one with its proof.
import { createRoute } from '@hono/zod-openapi';
import {
  WarehousePaymentPageSchema, WarehousePaymentResponseSchema, WarehousePaymentsQuerySchema,
} from '../../../../src/api/contract/warehouse-reads.ts';
import { cursorPage } from '../../../serializers/warehouse-reads/page.ts';
import { paymentById, paymentsPage, serializePayment } from '../../../serializers/warehouse-reads/payments.ts';
import { describedRoutes, idParams, json, on, refusals, WAREHOUSE_KEY } from '../../../http/described.ts';
import { ApiError } from '../../../foundation/errors.ts';
import { idParam } from '../../../foundation/validate.ts';

const keyed = { tags: ['Payments'], security: WAREHOUSE_KEY };

const listPayments = createRoute({
  ...keyed,
  method: 'get',
  path: '/payments',
  operationId: 'listWarehousePayments',
  summary: 'A page of the payments, of a status',
  request: { query: WarehousePaymentsQuerySchema },
  responses: {
    200: json(WarehousePaymentPageSchema, 'The payments after the cursor, oldest first'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'TOO_MANY_REQUESTS'),
  },
});

const getPayment = createRoute({
  ...keyed,
  method: 'get',
  path: '/payments/{id}',
  operationId: 'getWarehousePayment',
  summary: 'A payment, with its proof',
  request: { params: idParams('id') },
  responses: {
    200: json(WarehousePaymentResponseSchema, 'The payment'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'TOO_MANY_REQUESTS'),
  },
});

export function warehousePaymentReads() {
  const routes = describedRoutes();

  on(routes, listPayments, async (c) => {
    const { db } = c.get('deps');
    const signer = c.get('signer');
    return c.json(await cursorPage(c, WarehousePaymentsQuerySchema, (read) => paymentsPage(db, read), (row) => serializePayment(signer, row)), 200);
  });

  on(routes, getPayment, async (c) => {
    const row = await paymentById(c.get('deps').db, idParam(c));
    if (!row) throw new ApiError('NOT_FOUND');
    return c.json({ data: serializePayment(c.get('signer'), row) }, 200);
  });

  return routes;
}
