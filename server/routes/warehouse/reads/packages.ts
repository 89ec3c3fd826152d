// GET api/warehouse/packages and api/warehouse/packages/{id} (docs/product.md#the-warehouse-api):
// by tracking, or a locker's, of a status.
import { Hono } from 'hono';
import { WarehousePackagesQuerySchema } from '../../../../src/api/contract/warehouse-reads.ts';
import { packageById, packagesPage, serializePackage } from '../../../domain/warehouse-reads/packages.ts';
import { cursorPage } from '../../../domain/warehouse-reads/page.ts';
import type { AppEnv } from '../../../http/env.ts';
import { ApiError } from '../../../http/errors.ts';
import { idParam } from '../../../http/validate.ts';

export function warehousePackageReads() {
  const routes = new Hono<AppEnv>();

  routes.get('/packages', async (c) => {
    const { db } = c.get('deps');
    const signer = c.get('signer');
    return c.json(await cursorPage(c, WarehousePackagesQuerySchema, (read) => packagesPage(db, read), (row) => serializePackage(signer, row)));
  });

  routes.get('/packages/:id{[0-9]+}', async (c) => {
    const row = await packageById(c.get('deps').db, idParam(c));
    if (!row) throw new ApiError('NOT_FOUND');
    return c.json({ data: serializePackage(c.get('signer'), row) });
  });

  return routes;
}
