import { eq, sql, type SQL } from 'drizzle-orm';
import type { Package } from '../../src/api/contract/packages.ts';
import type { Db } from '../db/open.ts';
import { jsonFirst } from '../db/json.ts';
import { outerColumn, qualified } from '../db/subquery-columns.ts';
import { clients, invoices, packages, preAlerts, shipments, usCouriers, warehouses } from '../db/schema.ts';
import { isShippable } from '../domain/consolidation.ts';
import { freeUntil } from '../rules/free-storage.ts';
import { invoicePaidSql, invoicePendingSql, invoiceRowId, invoiceTotalSql, invoiceTotalsOf } from '../rules/invoice-totals.ts';
import type { MediaSigner } from '../media/sign.ts';
import { mediaOf, serializeMedia, serializeMediaList, type MediaFields } from './media.ts';
import { measures } from './measures.ts';
import { shipmentInvoice } from './shipment-invoice.ts';

/** The bill of a package's shipment, with the sums its debt and what is still due come from. */
type ShipmentBill = { id: number; status: string; total: number; paid: number; pending: number };


/** The pre-alert that announced a package, with its files: the customer's bill (docs/product.md#details). */
type Announcement = { files: MediaFields[] };

/** The newest pre-alert of the account for the package's tracking, in one look-up; null when none did. */
const announcement = jsonFirst<Announcement>(
  { files: mediaOf('pre_alert', qualified(preAlerts.id)) },
  preAlerts,
  sql`${qualified(preAlerts.client_id)} = ${outerColumn(packages, packages.client_id)} and ${qualified(preAlerts.tracking_key)} = ${outerColumn(packages, packages.tracking_key)}`,
  sql`${preAlerts.created_at} desc, ${preAlerts.id} desc`,
);

/** The columns every package query selects, so any list or detail can be serialized. */
const packageColumns = {
  pkg: packages,
  courier: usCouriers.name,
  warehouse: warehouses.name,
  locker: clients.locker,
  shipmentTracking: shipments.tracking,
  media: mediaOf('package', outerColumn(packages, packages.id)),
  announcement,
  bill: shipmentInvoice<ShipmentBill>(outerColumn(packages, packages.shipment_id), {
    id: invoices.id,
    status: invoices.status,
    total: invoiceTotalSql(invoiceRowId),
    paid: invoicePaidSql(invoiceRowId),
    pending: invoicePendingSql(invoiceRowId),
  }),
};

export type PackageRow = {
  pkg: typeof packages.$inferSelect;
  courier: string;
  warehouse: string;
  locker: string;
  shipmentTracking: string | null;
  media: MediaFields[];
  announcement: Announcement | null;
  bill: ShipmentBill | null;
};

/**
 * A select of packages with what their serialization needs, `extra` columns beside (a list's
 * totals); callers add where, order and paging.
 */
export const selectPackages = <E extends Record<string, SQL>>(db: Db, extra?: E) =>
  db
    .select({ ...packageColumns, ...(extra as E) })
    .from(packages)
    .innerJoin(usCouriers, eq(usCouriers.id, packages.us_courier_id))
    .innerJoin(warehouses, eq(warehouses.id, packages.warehouse_id))
    .innerJoin(clients, eq(clients.id, packages.client_id))
    .leftJoin(shipments, eq(shipments.id, packages.shipment_id));

/** The bill's id, its debt and what pending payments leave still due (docs/product.md#payment-under-review). */
function billOf(bill: ShipmentBill) {
  const { debt, stillDue } = invoiceTotalsOf(bill.status, bill.total, bill.paid, bill.pending);
  return { id: bill.id, debt, still_due: stillDue };
}

/** `freeStorageDays`: the company's setting (server/rules/free-storage.ts's freeStorageDaysOf). */
export function serializePackages(signer: MediaSigner, rows: readonly PackageRow[], freeStorageDays: number): Package[] {
  return rows.map(({ pkg, courier, warehouse, locker, shipmentTracking, media, announcement, bill }) => {
    const m = measures(pkg);
    const photos = serializeMediaList(media, signer);
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
      // Known only from a pre-alert: a package received unannounced has no declared value.
      cost: announcement === null ? null : pkg.cost,
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
      free_until: freeUntil(pkg.status, pkg.received_on, freeStorageDays),
      weight_kg: m.weight_kg,
      volume_kg: m.volume_kg,
      shipment:
        pkg.shipment_id !== null && shipmentTracking !== null
          ? {
              id: pkg.shipment_id,
              tracking: shipmentTracking,
              invoice: bill ? billOf(bill) : null,
            }
          : null,
      media: photos,
      bill: announcement?.files[0] ? serializeMedia(announcement.files[0], signer) : null,
      photos,
      created_at: pkg.created_at.toISOString(),
      shippable: isShippable(pkg),
    };
  });
}
