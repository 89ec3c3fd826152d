// GET api/warehouse/shipments and api/warehouse/shipments/{id} (docs/product.md#the-warehouse-api).
import { Hono } from 'hono';
import { WarehouseShipmentsQuerySchema } from '../../../../src/api/contract/warehouse-reads.ts';
import { cursorPage } from '../../../domain/warehouse-reads/page.ts';
import { serializeShipment, shipmentById, shipmentsPage } from '../../../domain/warehouse-reads/shipments.ts';
import type { AppEnv } from '../../../http/env.ts';
import { ApiError } from '../../../http/errors.ts';
import { idParam } from '../../../http/validate.ts';

export function warehouseShipmentReads() {
  const routes = new Hono<AppEnv>();

  routes.get('/shipments', async (c) => {
    const { db } = c.get('deps');
    const signer = c.get('signer');
    return c.json(await cursorPage(c, WarehouseShipmentsQuerySchema, (read) => shipmentsPage(db, read), (row) => serializeShipment(signer, row)));
  });

  routes.get('/shipments/:id{[0-9]+}', async (c) => {
    const row = await shipmentById(c.get('deps').db, idParam(c));
    if (!row) throw new ApiError('NOT_FOUND');
    return c.json({ data: serializeShipment(c.get('signer'), row) });
  });

  return routes;
}
