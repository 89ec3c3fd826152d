// GET api/warehouse/shipments and api/warehouse/shipments/{id} (docs/product.md#the-warehouse-api).
import { createRoute } from '@hono/zod-openapi';
import {
  WarehouseShipmentPageSchema, WarehouseShipmentResponseSchema, WarehouseShipmentsQuerySchema,
} from '../../../../src/api/contract/warehouse-reads.ts';
import { cursorPage } from '../../../serializers/warehouse-reads/page.ts';
import { serializeShipment, shipmentById, shipmentsPage } from '../../../serializers/warehouse-reads/shipments.ts';
import { describedRoutes, idParams, json, on, refusals, WAREHOUSE_KEY } from '../../../http/described.ts';
import { ApiError } from '../../../foundation/errors.ts';
import { idParam } from '../../../foundation/validate.ts';

const keyed = { tags: ['Shipments'], security: WAREHOUSE_KEY };

const listShipments = createRoute({
  ...keyed,
  method: 'get',
  path: '/shipments',
  operationId: 'listWarehouseShipments',
  summary: 'A page of the shipments, of a status',
  request: { query: WarehouseShipmentsQuerySchema },
  responses: {
    200: json(WarehouseShipmentPageSchema, 'The shipments after the cursor, oldest first'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'TOO_MANY_REQUESTS'),
  },
});

const getShipment = createRoute({
  ...keyed,
  method: 'get',
  path: '/shipments/{id}',
  operationId: 'getWarehouseShipment',
  summary: 'A shipment, with its packages, timeline and invoice',
  request: { params: idParams('id') },
  responses: {
    200: json(WarehouseShipmentResponseSchema, 'The shipment'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'TOO_MANY_REQUESTS'),
  },
});

export function warehouseShipmentReads() {
  const routes = describedRoutes();

  on(routes, listShipments, async (c) => {
    const { db } = c.get('deps');
    const signer = c.get('signer');
    return c.json(await cursorPage(c, WarehouseShipmentsQuerySchema, (read) => shipmentsPage(db, read), (row) => serializeShipment(signer, row)), 200);
  });

  on(routes, getShipment, async (c) => {
    const row = await shipmentById(c.get('deps').db, idParam(c));
    if (!row) throw new ApiError('NOT_FOUND');
    return c.json({ data: serializeShipment(c.get('signer'), row) }, 200);
  });

  return routes;
}
