// A shipment's packages follow it (docs/product.md#the-warehouse-api): once it has left the
// warehouse they are SHIPPED, and DELIVERED with it, each with its own event, so a package's page
// and history tell the same story as its shipment's.
import { and, eq, ne } from 'drizzle-orm';
import type { PackageStatus } from '../../src/api/contract/packages.ts';
import type { ShipmentStatus } from '../../src/api/contract/shipments.ts';
import type { Db } from '../db/open.ts';
import { packageEvents, packages } from '../db/schema.ts';

/** The status a shipment's packages take when it reaches `status`; null: they stay as they are. */
export function packageStatusFor(status: ShipmentStatus): PackageStatus | null {
  switch (status) {
    case 'IN_TRANSIT':
    case 'IN_CUSTOMS':
    case 'OUT_FOR_DELIVERY':
      return 'SHIPPED';
    case 'DELIVERED':
      return 'DELIVERED';
    default:
      return null;
  }
}

/** Moves the shipment's packages with `tx`, the transaction of the shipment's event. */
export async function movePackagesWith(tx: Db, shipmentId: number, status: ShipmentStatus, now: Date): Promise<void> {
  const next = packageStatusFor(status);
  if (!next) return;
  const moved = await tx
    .update(packages)
    .set({ status: next })
    .where(and(eq(packages.shipment_id, shipmentId), ne(packages.status, next)))
    .returning({ id: packages.id });
  if (moved.length) await tx.insert(packageEvents).values(moved.map(({ id }) => ({ package_id: id, key: next, created_at: now })));
}
