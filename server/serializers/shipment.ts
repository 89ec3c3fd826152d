import { eq, sql, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '../../src/api/contract/invoices.ts';
import type { Shipment, ShipmentItem, ShipmentStats } from '../../src/api/contract/shipments.ts';
import { jsonRows } from '../db/json.ts';
import type { Db } from '../db/open.ts';
import { outerColumn } from '../db/subquery-columns.ts';
import { cities, countries, invoices, media, paymentMethods, recipients, shipmentItems, shipments, states } from '../db/schema.ts';
import { invoiceRowId, invoiceTotalSql } from '../rules/invoice-totals.ts';
import { round2 } from '../rules/round.ts';
import { labelOf } from '../i18n/format.ts';
import type { Messages } from '../i18n/messages.ts';
import type { MediaSigner } from '../media/sign.ts';
import { mediaOf, mediaUrl, serializeMediaList, type MediaFields } from './media.ts';
import { measures } from './measures.ts';
import { labelQuote } from './quote.ts';
import { recipientColumns, serializeRecipient, type RecipientRow } from './recipient.ts';
import { shipmentInvoice } from './shipment-invoice.ts';

/** What a piece's serialization and the shipment's sums need of it. */
export type ShipmentItemFields = Omit<typeof shipmentItems.$inferSelect, 'shipment_id' | 'package_id'>;
/** A shipment's bill as the shipment shows it; `document` is the id of its first file. */
type ShipmentBill = { id: number; friendly_name: string; status: string; total: number | string; document: number | null };

export type ShipmentRow = RecipientRow & {
  shipment: typeof shipments.$inferSelect;
  paymentMethod: string | null;
  items: ShipmentItemFields[];
  bill: ShipmentBill | null;
  photos: MediaFields[];
};

const shipmentId = outerColumn(shipments, shipments.id);

/**
 * A select of shipments with what their serialization needs (recipient, pieces, bill, photos),
 * `extra` columns beside (a list's total); callers add where, order and paging.
 */
export const selectShipments = <E extends Record<string, SQL>>(db: Db, extra?: E) =>
  db
    .select({
      shipment: shipments,
      paymentMethod: paymentMethods.name,
      ...recipientColumns,
      items: jsonRows<ShipmentItemFields>(
        {
          id: shipmentItems.id,
          package_number: shipmentItems.package_number,
          content: shipmentItems.content,
          length_cm: shipmentItems.length_cm,
          width_cm: shipmentItems.width_cm,
          height_cm: shipmentItems.height_cm,
          weight_lb: shipmentItems.weight_lb,
          item_type: shipmentItems.item_type,
          declared_cost: shipmentItems.declared_cost,
          total_price: shipmentItems.total_price,
        },
        shipmentItems,
        eq(shipmentItems.shipment_id, shipmentId),
        shipmentItems.id,
      ),
      bill: shipmentInvoice<ShipmentBill>(shipmentId, {
        id: invoices.id,
        friendly_name: invoices.friendly_name,
        status: invoices.status,
        total: invoiceTotalSql(invoiceRowId),
        document: sql`(select min(${media.id}) from ${media} where ${media.owner_type} = 'invoice' and ${media.owner_id} = ${invoices.id})`,
      }),
      photos: mediaOf('shipment', shipmentId),
      ...(extra as E),
    })
    .from(shipments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, shipments.payment_method_id))
    .innerJoin(recipients, eq(recipients.id, shipments.recipient_id))
    .innerJoin(countries, eq(countries.id, recipients.country_id))
    .innerJoin(states, eq(states.id, recipients.state_id))
    .innerJoin(cities, eq(cities.id, recipients.city_id));

export function serializeItem(row: ShipmentItemFields, t: Messages): ShipmentItem {
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
function totals(items: readonly ShipmentItemFields[]): { stats: ShipmentStats; weight: number; volume: number } {
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

/** Shipments as the contract shows them: recipient, invoice, sums of the pieces, signed photo and invoice URLs. */
export function serializeShipments(signer: MediaSigner, t: Messages, rows: readonly ShipmentRow[]): Shipment[] {
  return rows.map((row) => {
    const { shipment: s, paymentMethod, bill } = row;
    return {
      id: s.id,
      created_at: s.created_at.toISOString(),
      tracking: s.tracking,
      recipient: serializeRecipient(row),
      invoice: bill ? { id: bill.id, friendly_name: bill.friendly_name, total: round2(Number(bill.total)), status: bill.status as InvoiceStatus } : null,
      invoice_name: bill?.friendly_name ?? null,
      invoice_status_label: bill ? labelOf(t.labels.invoiceStatus, bill.status) : null,
      departure_at: s.departure_at?.toISOString() ?? null,
      destination: s.destination,
      ...totals(row.items),
      status: s.status,
      delivery_address: s.delivery_address,
      shipment_type: s.shipment_type === 'ocean' ? 'ocean' : 'air',
      shipment_type_label: labelOf(t.labels.shipmentType, s.shipment_type),
      repack: s.repack,
      payment_method: paymentMethod,
      media: serializeMediaList(row.photos, signer),
      invoice_url: mediaUrl(bill?.document ?? null, signer),
      quote: s.quote ? labelQuote(s.quote, t) : null,
      declared_value: s.declared_value,
      notes: s.notes,
    };
  });
}
