// A package as the warehouse reads it (docs/product.md#the-warehouse-api): whose locker it is in,
// how it came, its measures and its photos, in one query. A tracking is compared as
// `tracking_key` keeps it (server/db/schema.ts).
import { and, asc, eq, gt } from 'drizzle-orm';
import type { WarehousePackageRead, WarehousePackagesQuery } from '../../../src/api/contract/warehouse-reads.ts';
import type { Db } from '../../db/open.ts';
import { clients, packages, usCouriers } from '../../db/schema.ts';
import { outerColumn } from '../../db/subquery-columns.ts';
import type { MediaSigner } from '../../media/sign.ts';
import { mediaOf, serializeMediaList } from '../media.ts';
import { measuredOf } from './measured.ts';
import type { PageRead } from './page.ts';

const select = (db: Db) =>
  db
    .select({
      id: packages.id,
      tracking: packages.tracking,
      status: packages.status,
      content: packages.content,
      provider: packages.provider,
      length_cm: packages.length_cm,
      width_cm: packages.width_cm,
      height_cm: packages.height_cm,
      weight_lb: packages.weight_lb,
      received_on: packages.received_on,
      shipment_id: packages.shipment_id,
      customer: { id: clients.id, locker: clients.locker },
      us_courier: { id: usCouriers.id, name: usCouriers.name },
      photos: mediaOf('package', outerColumn(packages, packages.id)),
    })
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.client_id))
    .innerJoin(usCouriers, eq(usCouriers.id, packages.us_courier_id));

type PackageRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export const packagesPage = (db: Db, { query, after, take }: PageRead<WarehousePackagesQuery>) =>
  select(db)
    .where(
      and(
        gt(packages.id, after),
        query.tracking === undefined ? undefined : eq(packages.tracking_key, query.tracking),
        query.locker === undefined ? undefined : eq(clients.locker, query.locker),
        query.status === undefined ? undefined : eq(packages.status, query.status),
      ),
    )
    .orderBy(asc(packages.id))
    .limit(take);

export const packageById = async (db: Db, id: number): Promise<PackageRow | undefined> => (await select(db).where(eq(packages.id, id)))[0];

export const serializePackage = (signer: MediaSigner, row: PackageRow): WarehousePackageRead => ({
  id: row.id,
  tracking: row.tracking,
  status: row.status,
  customer: row.customer,
  content: row.content,
  provider: row.provider,
  us_courier: row.us_courier,
  ...measuredOf(row),
  received_on: row.received_on,
  shipment_id: row.shipment_id,
  photos: serializeMediaList(row.photos, signer),
});
