// Packages follow their shipment (docs/product.md#lifecycles): each one moved only where its own
// lifecycle allows, with its event in the package's history. A package already where the event
// would take it (SHIPPED again on the road) is left as it is.
import { eq, inArray, or } from 'drizzle-orm';
import { packageLifecycle, type PackageLifecycleEvent, type PackageLifecycleStatus } from '../../../machines/lifecycles/package.ts';
import type { ShipmentLifecycleStatus } from '../../../machines/lifecycles/shipment.ts';
import type { Db } from '../../db/open.ts';
import { packageEvents, packages, shipmentItems } from '../../db/schema.ts';
import { accepts, decide } from './decide.ts';

/** The status a package has while its shipment has `status` (after a correction): cancelled gives it back to the warehouse. */
const PACKAGE_STATUS_WITH: Record<ShipmentLifecycleStatus, PackageLifecycleStatus> = {
  REQUESTED: 'IN_WAREHOUSE',
  PENDING: 'IN_PREPARATION',
  RECEIVED: 'IN_PREPARATION',
  IN_TRANSIT: 'SHIPPED',
  IN_CUSTOMS: 'SHIPPED',
  OUT_FOR_DELIVERY: 'SHIPPED',
  DELIVERED: 'DELIVERED',
  NEVER_ARRIVED: 'NEVER_ARRIVED',
  CANCELLED: 'IN_WAREHOUSE',
};

type PackageRow = { id: number; status: PackageLifecycleStatus };

/** Applies `event` to each package its lifecycle lets it take; their events dated `now`. */
async function applyToEach(tx: Db, rows: readonly PackageRow[], event: PackageLifecycleEvent, now: Date): Promise<number[]> {
  const moved: { id: number; status: PackageLifecycleStatus }[] = [];
  for (const row of rows) {
    if (!accepts(packageLifecycle, row.status, {}, event)) continue;
    moved.push({ id: row.id, status: decide(packageLifecycle, row.status, {}, event, []).status as PackageLifecycleStatus });
  }
  for (const status of new Set(moved.map((m) => m.status))) {
    const ids = moved.filter((m) => m.status === status).map((m) => m.id);
    await tx.update(packages).set({ status }).where(inArray(packages.id, ids));
    await tx.insert(packageEvents).values(ids.map((id) => ({ package_id: id, key: status, created_at: now })));
  }
  return moved.map((m) => m.id);
}

/** The shipment's packages, locked for the event's transaction. */
const packagesOf = (tx: Db, shipmentId: number) =>
  tx
    .select({ id: packages.id, status: packages.status })
    .from(packages)
    .where(eq(packages.shipment_id, shipmentId))
    .orderBy(packages.id)
    .for('update');

/** PREPARE, SHIP, DELIVER or LOSE: the shipment's packages follow it. */
export async function movePackages(tx: Db, shipmentId: number, type: 'PREPARE' | 'SHIP' | 'DELIVER' | 'LOSE', now: Date): Promise<void> {
  await applyToEach(tx, await packagesOf(tx, shipmentId), { type }, now);
}

/** Its shipment cancelled: each package back in the warehouse, free of it and shippable again. */
export async function freePackages(tx: Db, shipmentId: number, now: Date): Promise<void> {
  await applyToEach(tx, await packagesOf(tx, shipmentId), { type: 'RETURN' }, now);
  await tx.update(packages).set({ shipment_id: null }).where(eq(packages.shipment_id, shipmentId));
}

/**
 * Its shipment corrected to `status`: every package it holds, or held until it was cancelled (its
 * pieces name them), takes the status that goes with it, and is tied to it again unless cancelled.
 */
export async function correctPackages(tx: Db, shipmentId: number, status: ShipmentLifecycleStatus, now: Date): Promise<void> {
  const held = tx.select({ id: shipmentItems.package_id }).from(shipmentItems).where(eq(shipmentItems.shipment_id, shipmentId));
  const rows = await tx
    .select({ id: packages.id, status: packages.status })
    .from(packages)
    .where(or(eq(packages.shipment_id, shipmentId), inArray(packages.id, held)))
    .orderBy(packages.id)
    .for('update');
  await applyToEach(tx, rows, { type: 'CORRECT', status: PACKAGE_STATUS_WITH[status] }, now);
  if (rows.length === 0) return;
  await tx
    .update(packages)
    .set({ shipment_id: status === 'CANCELLED' ? null : shipmentId })
    .where(inArray(packages.id, rows.map((row) => row.id)));
}
