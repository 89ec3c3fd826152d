// A scan that arrives after a later one (a scanner's queue replayed after an outage) is recorded
// where it happened in the timeline, and moves nothing (docs/product.md#lifecycles).
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { ShipmentLifecycleStatus } from '../../../machines/lifecycles/shipment.ts';
import type { Db } from '../../db/open.ts';
import { shipmentEvents } from '../../db/schema.ts';
import type { Decision } from './decide.ts';

/**
 * The status the shipment had at `occurredAt` when that is before its latest line (a late scan);
 * null when the scan is the newest, so it applies to the status in force.
 */
export async function statusAt(tx: Db, shipmentId: number, occurredAt: Date): Promise<ShipmentLifecycleStatus | null> {
  const byTime = [desc(shipmentEvents.occurred_at), desc(shipmentEvents.id)];
  const [latest] = await tx.select({ at: shipmentEvents.occurred_at }).from(shipmentEvents).where(eq(shipmentEvents.shipment_id, shipmentId)).orderBy(...byTime).limit(1);
  if (!latest || occurredAt.getTime() >= latest.at.getTime()) return null;
  const [before] = await tx
    .select({ key: shipmentEvents.key })
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.shipment_id, shipmentId), lte(shipmentEvents.occurred_at, occurredAt)))
    .orderBy(...byTime)
    .limit(1);
  if (before) return before.key;
  // Before its first line: the status that line began with.
  const [first] = await tx
    .select({ key: shipmentEvents.key })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipment_id, shipmentId))
    .orderBy(asc(shipmentEvents.occurred_at), asc(shipmentEvents.id))
    .limit(1);
  return first?.key ?? null;
}

/** The line that follows `occurredAt` in the shipment's timeline, or null. */
export async function lineAfter(tx: Db, shipmentId: number, occurredAt: Date): Promise<{ key: ShipmentLifecycleStatus; corrected: boolean } | null> {
  const [next] = await tx
    .select({ key: shipmentEvents.key, reason: shipmentEvents.correction_reason })
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.shipment_id, shipmentId), gt(shipmentEvents.occurred_at, occurredAt)))
    .orderBy(asc(shipmentEvents.occurred_at), asc(shipmentEvents.id))
    .limit(1);
  return next ? { key: next.key, corrected: next.reason !== null } : null;
}

/** A late scan of the status it already had then, without a note: there is nothing to record. */
export const followsNothing = (decision: Decision, then: ShipmentLifecycleStatus, note: string | null) => decision.status === then && note === null;
