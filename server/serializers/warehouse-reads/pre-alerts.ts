// The pre-alerts of a tracking as the warehouse reads them (docs/product.md#the-warehouse-api):
// whose locker a parcel is for before it is received. A tracking is compared as `tracking_key`
// keeps it (server/db/schema.ts).
import { and, asc, eq, gt } from 'drizzle-orm';
import type { WarehousePreAlert, WarehousePreAlertsQuery } from '../../../src/api/contract/warehouse-reads.ts';
import type { Db } from '../../db/open.ts';
import { clients, preAlerts, usCouriers } from '../../db/schema.ts';
import type { PageRead } from './page.ts';

const select = (db: Db) =>
  db
    .select({
      id: preAlerts.id,
      tracking: preAlerts.tracking,
      status: preAlerts.status,
      provider: preAlerts.provider,
      content: preAlerts.content,
      cost: preAlerts.cost,
      arriving_at: preAlerts.arriving_at,
      created_at: preAlerts.created_at,
      customer: { id: clients.id, locker: clients.locker, name: clients.name, last_name: clients.last_name },
      us_courier: { id: usCouriers.id, name: usCouriers.name },
    })
    .from(preAlerts)
    .innerJoin(clients, eq(clients.id, preAlerts.client_id))
    .innerJoin(usCouriers, eq(usCouriers.id, preAlerts.us_courier_id));

type PreAlertRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export const preAlertsPage = (db: Db, { query, after, take }: PageRead<WarehousePreAlertsQuery>) =>
  select(db)
    .where(and(gt(preAlerts.id, after), eq(preAlerts.tracking_key, query.tracking)))
    .orderBy(asc(preAlerts.id))
    .limit(take);

export const serializePreAlert = (row: PreAlertRow): WarehousePreAlert => ({ ...row, created_at: row.created_at.toISOString() });
