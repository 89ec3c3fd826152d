import { eq } from 'drizzle-orm';
import type { Package } from '../../src/api/contract/packages.ts';
import type { Db } from '../db/open.ts';
import { clients, packages, shipments, usCouriers, warehouses } from '../db/schema.ts';
import { invoiceTotals } from '../domain/invoice-totals.ts';
import type { MediaSigner } from '../media/sign.ts';
import { loadMedia } from './media.ts';
import { measures } from './measures.ts';
import { loadShipmentInvoices } from './shipment-invoice.ts';

/** The columns every package query selects, so any list or detail can be serialized. */
export const packageColumns = {
  pkg: packages,
  courier: usCouriers.name,
  warehouse: warehouses.name,
  locker: clients.locker,
  shipmentTracking: shipments.tracking,
};

export type PackageRow = {
  pkg: typeof packages.$inferSelect;
  courier: string;
  warehouse: string;
  locker: string;
  shipmentTracking: string | null;
};

/** A select of packages with what their serialization needs; callers add where, order and paging. */
export const selectPackages = (db: Db) =>
  db
    .select(packageColumns)
    .from(packages)
    .innerJoin(usCouriers, eq(usCouriers.id, packages.us_courier_id))
    .innerJoin(warehouses, eq(warehouses.id, packages.warehouse_id))
    .innerJoin(clients, eq(clients.id, packages.client_id))
    .leftJoin(shipments, eq(shipments.id, packages.shipment_id));

export async function serializePackages(db: Db, signer: MediaSigner, rows: readonly PackageRow[]): Promise<Package[]> {
  const shipmentIds = [...new Set(rows.map((r) => r.pkg.shipment_id).filter((id): id is number => id !== null))];
  const [invoiceOfShipment, mediaOf] = await Promise.all([
    loadShipmentInvoices(db, shipmentIds),
    loadMedia(db, signer, 'package', rows.map((r) => r.pkg.id)),
  ]);
  const totals = await invoiceTotals(db, [...invoiceOfShipment.values()].map((i) => i.id));
  const invoiceOf = (shipmentId: number) => {
    const invoice = invoiceOfShipment.get(shipmentId);
    return invoice ? { id: invoice.id, debt: totals.get(invoice.id)?.debt ?? 0 } : null;
  };
  return rows.map(({ pkg, courier, warehouse, locker, shipmentTracking }) => {
    const m = measures(pkg);
    return {
      id: pkg.id,
      content: pkg.content,
      us_courier: { name: courier },
      locker,
      provider: pkg.provider,
      tracking: pkg.tracking,
      warehouse: { name: warehouse },
      status: pkg.status,
      destination: pkg.destination,
      cost: pkg.cost,
      dimensions: {
        length: pkg.length_cm,
        width: pkg.width_cm,
        height: pkg.height_cm,
        description: pkg.description,
        cubic_feet: m.cubic_feet,
        dimensional_weight: m.dimensional_weight_lb,
        weight: m.weight_lb,
      },
      date: pkg.received_on,
      weight_kg: m.weight_kg,
      volume_kg: m.volume_kg,
      shipment:
        pkg.shipment_id !== null && shipmentTracking !== null
          ? { id: pkg.shipment_id, tracking: shipmentTracking, invoice: invoiceOf(pkg.shipment_id) }
          : null,
      media: mediaOf.get(pkg.id) ?? [],
      created_at: pkg.created_at.toISOString(),
    };
  });
}
