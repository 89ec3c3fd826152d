import { asc, eq, inArray } from 'drizzle-orm';
import type { Shipment, ShipmentItem, ShipmentStats } from '../../src/api/contract/shipments.ts';
import type { Db } from '../db/open.ts';
import { paymentMethods, recipients, shipmentItems, shipments } from '../db/schema.ts';
import { labelOf } from '../i18n/format.ts';
import type { Messages } from '../i18n/messages.ts';
import type { MediaSigner } from '../media/sign.ts';
import { loadMedia } from './media.ts';
import { measures } from './measures.ts';
import { selectRecipients } from './recipient.ts';
import { loadShipmentInvoices } from './shipment-invoice.ts';

export type ShipmentRow = { shipment: typeof shipments.$inferSelect; paymentMethod: string | null };
export type ShipmentItemRow = typeof shipmentItems.$inferSelect;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A select of shipments with what their serialization needs; callers add where, order and paging. */
export const selectShipments = (db: Db) =>
  db
    .select({ shipment: shipments, paymentMethod: paymentMethods.name })
    .from(shipments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, shipments.payment_method_id));

export function serializeItem(row: ShipmentItemRow, t: Messages): ShipmentItem {
  const m = measures(row);
  return {
    id: row.id,
    package_number: row.package_number,
    content: row.content,
    dimension: {
      length: row.length_cm,
      width: row.width_cm,
      height: row.height_cm,
      dimensional_weight: m.dimensional_weight_lb,
      cubic_feet: m.cubic_feet,
    },
    shipment_item_type: { name: labelOf(t.labels.itemType, row.item_type) },
    declared_cost: row.declared_cost,
    total_price: row.total_price,
    chargeable_weight: Math.max(m.weight_lb, m.dimensional_weight_lb),
  };
}

/** The pieces' sums: stats in lb and cubic feet, weight and volume in kg. */
function totals(items: readonly ShipmentItemRow[]): { stats: ShipmentStats; weight: number; volume: number } {
  const sum = { weight_lb: 0, dimensional_weight_lb: 0, cubic_feet: 0, weight_kg: 0, volume_kg: 0 };
  for (const item of items) {
    const m = measures(item);
    for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += m[key];
  }
  return {
    stats: {
      weightSum: round2(sum.weight_lb),
      boxesCount: items.length,
      cubicFeetSum: round2(sum.cubic_feet),
      dimensionalWeightSum: round2(sum.dimensional_weight_lb),
    },
    weight: round2(sum.weight_kg),
    volume: round2(sum.volume_kg),
  };
}

/** The pieces of many shipments in one query, grouped by shipment, in their stored order. */
export async function loadItems(db: Db, shipmentIds: readonly number[]): Promise<Map<number, ShipmentItemRow[]>> {
  const grouped = new Map<number, ShipmentItemRow[]>();
  if (shipmentIds.length === 0) return grouped;
  const rows = await db.select().from(shipmentItems).where(inArray(shipmentItems.shipment_id, [...shipmentIds])).orderBy(asc(shipmentItems.id));
  for (const row of rows) grouped.set(row.shipment_id, [...(grouped.get(row.shipment_id) ?? []), row]);
  return grouped;
}

/**
 * Shipments as the contract shows them: recipient, invoice, sums of the pieces, signed photo and
 * invoice URLs. A caller that has the pieces already (a detail shows them) passes them.
 */
export async function serializeShipments(
  db: Db,
  signer: MediaSigner,
  t: Messages,
  rows: readonly ShipmentRow[],
  items?: Map<number, ShipmentItemRow[]>,
): Promise<Shipment[]> {
  const ids = rows.map((r) => r.shipment.id);
  const recipientIds = [...new Set(rows.map((r) => r.shipment.recipient_id))];
  const [recipientList, itemsOf, invoiceOf, photosOf] = await Promise.all([
    recipientIds.length ? selectRecipients(db, inArray(recipients.id, recipientIds)) : [],
    items ?? loadItems(db, ids),
    loadShipmentInvoices(db, ids),
    loadMedia(db, signer, 'shipment', ids),
  ]);
  const documentsOf = await loadMedia(db, signer, 'invoice', [...invoiceOf.values()].map((i) => i.id));
  const recipientOf = new Map(recipientList.map((r) => [r.id, r]));

  return rows.map(({ shipment: s, paymentMethod }) => {
    const recipient = recipientOf.get(s.recipient_id);
    if (!recipient) throw new Error(`shipment ${s.id} names a missing recipient`);
    const invoice = invoiceOf.get(s.id);
    return {
      id: s.id,
      created_at: s.created_at.toISOString(),
      tracking: s.tracking,
      recipient,
      invoice: invoice ? { id: invoice.id, friendly_name: invoice.friendly_name } : null,
      invoice_name: invoice?.friendly_name ?? null,
      invoice_status_label: invoice ? labelOf(t.labels.invoiceStatus, invoice.status) : null,
      departure_at: s.departure_at?.toISOString() ?? null,
      destination: s.destination,
      ...totals(itemsOf.get(s.id) ?? []),
      status: s.status,
      delivery_address: s.delivery_address,
      shipment_type: s.shipment_type === 'ocean' ? 'ocean' : 'air',
      shipment_type_label: labelOf(t.labels.shipmentType, s.shipment_type),
      repack: s.repack,
      payment_method: paymentMethod,
      media: photosOf.get(s.id) ?? [],
      invoice_url: (invoice && documentsOf.get(invoice.id)?.[0]?.url) ?? null,
    };
  });
}
