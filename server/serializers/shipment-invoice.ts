import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { invoices } from '../db/schema.ts';

export type ShipmentInvoice = Pick<typeof invoices.$inferSelect, 'id' | 'shipment_id' | 'friendly_name' | 'status'>;

/** The bill of each shipment: a shipment normally has one invoice; if several, the first one. */
export async function loadShipmentInvoices(db: Db, shipmentIds: readonly number[]): Promise<Map<number, ShipmentInvoice>> {
  const byShipment = new Map<number, ShipmentInvoice>();
  if (shipmentIds.length === 0) return byShipment;
  const rows = await db
    .select({ id: invoices.id, shipment_id: invoices.shipment_id, friendly_name: invoices.friendly_name, status: invoices.status })
    .from(invoices)
    .where(inArray(invoices.shipment_id, [...shipmentIds]))
    .orderBy(asc(invoices.id));
  for (const row of rows) {
    if (row.shipment_id !== null && !byShipment.has(row.shipment_id)) byShipment.set(row.shipment_id, row);
  }
  return byShipment;
}
