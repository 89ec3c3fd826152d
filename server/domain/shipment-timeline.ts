// A shipment's timeline as its customer reads it (docs/product.md#corrections): the lines in the
// order they happened, where a correction stands in place of the lines it undid, so a status
// corrected back never reads as "Delivered" followed by "In transit".
import { asc, eq } from 'drizzle-orm';
import type { ShipmentStatus } from '../../src/api/contract/shipments.ts';
import type { Db } from '../db/open.ts';
import { shipmentEvents } from '../db/schema.ts';

export type TimelineLine = {
  id: number;
  key: ShipmentStatus;
  occurred_at: Date;
  created_at: Date;
  note: string | null;
  correction_reason: string | null;
};

/** How far along the journey a status stands: a correction undoes the lines past its own. */
const STAGE: Record<ShipmentStatus, number> = {
  REQUESTED: 0,
  PENDING: 1,
  RECEIVED: 2,
  IN_TRANSIT: 3,
  IN_CUSTOMS: 3,
  OUT_FOR_DELIVERY: 3,
  DELIVERED: 4,
  NEVER_ARRIVED: 4,
  CANCELLED: 4,
};

/** The lines the customer sees, from every line recorded (in any order). */
export function customerTimeline(lines: readonly TimelineLine[]): TimelineLine[] {
  const kept: TimelineLine[] = [];
  for (const line of [...lines].sort((a, b) => a.id - b.id)) {
    if (line.correction_reason !== null) {
      // What the operator undid: every line recorded before it that stands as far along as the corrected status, or further.
      const stage = STAGE[line.key] ?? 0;
      for (let i = kept.length - 1; i >= 0; i--) {
        if ((STAGE[kept[i]!.key] ?? 0) >= stage) kept.splice(i, 1);
      }
    }
    kept.push(line);
  }
  return kept.sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime() || a.id - b.id);
}

/** A timeline line's columns, for a select. */
export const timelineColumns = {
  id: shipmentEvents.id,
  key: shipmentEvents.key,
  occurred_at: shipmentEvents.occurred_at,
  created_at: shipmentEvents.created_at,
  note: shipmentEvents.note,
  correction_reason: shipmentEvents.correction_reason,
};

/** Every line of the shipment `shipmentId`, as recorded. */
export async function timelineLines(db: Db, shipmentId: number): Promise<TimelineLine[]> {
  return db
    .select(timelineColumns)
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipment_id, shipmentId))
    .orderBy(asc(shipmentEvents.occurred_at), asc(shipmentEvents.id));
}
