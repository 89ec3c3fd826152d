import { eq, type SQL } from 'drizzle-orm';
import type { PreAlert } from '../../src/api/contract/pre-alerts.ts';
import type { Db } from '../db/open.ts';
import { outerColumn } from '../db/subquery-columns.ts';
import { preAlerts, usCouriers, warehouses } from '../db/schema.ts';
import type { MediaSigner } from '../media/sign.ts';
import { mediaOf, serializeMediaList, type MediaFields } from './media.ts';

export type PreAlertRow = { pa: typeof preAlerts.$inferSelect; courier: string; warehouse: string; media: MediaFields[] };

/**
 * A select of pre-alerts with what their serialization needs, `extra` columns beside (a list's
 * total); callers add where, order and paging.
 */
export const selectPreAlerts = <E extends Record<string, SQL>>(db: Db, extra?: E) =>
  db
    .select({
      pa: preAlerts,
      courier: usCouriers.name,
      warehouse: warehouses.name,
      media: mediaOf('pre_alert', outerColumn(preAlerts, preAlerts.id)),
      ...(extra as E),
    })
    .from(preAlerts)
    .innerJoin(usCouriers, eq(usCouriers.id, preAlerts.us_courier_id))
    .innerJoin(warehouses, eq(warehouses.id, preAlerts.warehouse_id));

/** Pre-alerts as the contract shows them; media[0] is the bill, as a signed URL. */
export function serializePreAlerts(signer: MediaSigner, rows: readonly PreAlertRow[]): PreAlert[] {
  return rows.map(({ pa, courier, warehouse, media }) => ({
    id: pa.id,
    arriving_at: pa.arriving_at,
    us_courier: { name: courier },
    us_courier_id: pa.us_courier_id,
    tracking: pa.tracking,
    provider: pa.provider,
    cost: pa.cost,
    content: pa.content,
    recipient: pa.recipient,
    media: serializeMediaList(media, signer),
    warehouse: { name: warehouse },
    status: pa.status,
    created_at: pa.created_at.toISOString(),
  }));
}
