// GET api/warehouse/payments and api/warehouse/payments/{id} (docs/product.md#the-warehouse-api):
// the payments to review, and one with its proof.
import { Hono } from 'hono';
import { WarehousePaymentsQuerySchema } from '../../../../src/api/contract/warehouse-reads.ts';
import { cursorPage } from '../../../domain/warehouse-reads/page.ts';
import { paymentById, paymentsPage, serializePayment } from '../../../domain/warehouse-reads/payments.ts';
import type { AppEnv } from '../../../http/env.ts';
import { ApiError } from '../../../http/errors.ts';
import { idParam } from '../../../http/validate.ts';

export function warehousePaymentReads() {
  const routes = new Hono<AppEnv>();

  routes.get('/payments', async (c) => {
    const { db } = c.get('deps');
    const signer = c.get('signer');
    return c.json(await cursorPage(c, WarehousePaymentsQuerySchema, (read) => paymentsPage(db, read), (row) => serializePayment(signer, row)));
  });

  routes.get('/payments/:id{[0-9]+}', async (c) => {
    const row = await paymentById(c.get('deps').db, idParam(c));
    if (!row) throw new ApiError('NOT_FOUND');
    return c.json({ data: serializePayment(c.get('signer'), row) });
  });

  return routes;
}
