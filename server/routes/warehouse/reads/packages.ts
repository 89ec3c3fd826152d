// GET api/warehouse/packages and api/warehouse/packages/{id} (docs/product.md#the-warehouse-api):
// by tracking, or a locker's, of a status.
import { createRoute } from '@hono/zod-openapi';
import {
  WarehousePackagePageSchema, WarehousePackageReadResponseSchema, WarehousePackagesQuerySchema,
} from '../../../../src/api/contract/warehouse-reads.ts';
import { packageById, packagesPage, serializePackage } from '../../../serializers/warehouse-reads/packages.ts';
import { cursorPage } from '../../../serializers/warehouse-reads/page.ts';
import { describedRoutes, idParams, json, on, refusals, WAREHOUSE_KEY } from '../../../http/described.ts';
import { ApiError } from '../../../foundation/errors.ts';
import { idParam } from '../../../foundation/validate.ts';

const keyed = { tags: ['Packages'], security: WAREHOUSE_KEY };

const listPackages = createRoute({
  ...keyed,
  method: 'get',
  path: '/packages',
  operationId: 'listWarehousePackages',
  summary: 'A page of the packages, by tracking, locker or status',
  description: 'A tracking number is compared upper-cased, without spaces or dashes: `1z te-st` finds `1ZTEST`.',
  request: { query: WarehousePackagesQuerySchema },
  responses: {
    200: json(WarehousePackagePageSchema, 'The packages after the cursor, oldest first'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'TOO_MANY_REQUESTS'),
  },
});

const getPackage = createRoute({
  ...keyed,
  method: 'get',
  path: '/packages/{id}',
  operationId: 'getWarehousePackage',
  summary: 'A package, with its photos',
  request: { params: idParams('id') },
  responses: {
    200: json(WarehousePackageReadResponseSchema, 'The package'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'TOO_MANY_REQUESTS'),
  },
});

export function warehousePackageReads() {
  const routes = describedRoutes();

  on(routes, listPackages, async (c) => {
    const { db } = c.get('deps');
    const signer = c.get('signer');
    return c.json(await cursorPage(c, WarehousePackagesQuerySchema, (read) => packagesPage(db, read), (row) => serializePackage(signer, row)), 200);
  });

  on(routes, getPackage, async (c) => {
    const row = await packageById(c.get('deps').db, idParam(c));
    if (!row) throw new ApiError('NOT_FOUND');
    return c.json({ data: serializePackage(c.get('signer'), row) }, 200);
  });

  return routes;
}
