import { eq } from 'drizzle-orm';
import type { PreAlert } from '../../src/api/contract/pre-alerts.ts';
import type { Db } from '../db/open.ts';
import { preAlerts, usCouriers, warehouses } from '../db/schema.ts';
import type { MediaSigner } from '../media/sign.ts';
import { loadMedia } from './media.ts';

export type PreAlertRow = { pa: typeof preAlerts.$inferSelect; courier: string; warehouse: string };

/** A select of pre-alerts with what their serialization needs; callers add where, order and paging. */
export const selectPreAlerts = (db: Db) =>
  db
    .select({ pa: preAlerts, courier: usCouriers.name, warehouse: warehouses.name })
    .from(preAlerts)
    .innerJoin(usCouriers, eq(usCouriers.id, preAlerts.us_courier_id))
    .innerJoin(warehouses, eq(warehouses.id, preAlerts.warehouse_id));

/** Pre-alerts as the contract shows them; media[0] is the bill, as a signed URL. */
export async function serializePreAlerts(db: Db, signer: MediaSigner, rows: readonly PreAlertRow[]): Promise<PreAlert[]> {
  const mediaOf = await loadMedia(db, signer, 'pre_alert', rows.map((r) => r.pa.id));
  return rows.map(({ pa, courier, warehouse }) => ({
    id: pa.id,
    arriving_at: pa.arriving_at,
    us_courier: { name: courier },
    us_courier_id: pa.us_courier_id,
    tracking: pa.tracking,
    provider: pa.provider,
    cost: pa.cost,
    content: pa.content,
    recipient: pa.recipient,
    media: mediaOf.get(pa.id) ?? [],
    warehouse: { name: warehouse },
    status: pa.status,
    created_at: pa.created_at.toISOString(),
  }));
}
