// A shipment as the warehouse reads it (docs/product.md#the-warehouse-api): its customer, its
// recipient's address, its packages with their photos, its timeline and its bill, in one query.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '../../../src/api/contract/invoices.ts';
import type { PackageStatus } from '../../../src/api/contract/packages.ts';
import type { ShipmentStatus } from '../../../src/api/contract/shipments.ts';
import type { WarehouseShipment, WarehouseShipmentsQuery } from '../../../src/api/contract/warehouse-reads.ts';
import { jsonRows } from '../../db/json.ts';
import type { Db } from '../../db/open.ts';
import { cities, clients, countries, invoices, packages, recipients, shipmentEvents, shipmentItems, shipments, states } from '../../db/schema.ts';
import { outerColumn } from '../../db/subquery-columns.ts';
import type { MediaSigner } from '../../media/sign.ts';
import { mediaOf, serializeMediaList, type MediaFields } from '../media.ts';
import { shipmentInvoice } from '../shipment-invoice.ts';
import { invoicePaidSql, invoiceRowId, invoiceTotalSql, invoiceTotalsOf } from '../../rules/invoice-totals.ts';
import { instantOfJson } from './json-instant.ts';
import { measuredOf } from './measured.ts';
import type { PageRead } from './page.ts';

type PackageJson = {
  id: number;
  tracking: string;
  status: PackageStatus;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  weight_lb: number;
  photos: MediaFields[];
};
type EventJson = { status: ShipmentStatus; occurred_at: string; recorded_at: string; note: string | null; correction_reason: string | null };
type BillJson = { id: number; friendly_name: string; status: InvoiceStatus; total: number; paid: number };

const shipmentId = outerColumn(shipments, shipments.id);

const select = (db: Db) =>
  db
    .select({
      id: shipments.id,
      tracking: shipments.tracking,
      status: shipments.status,
      created_at: shipments.created_at,
      shipment_type: shipments.shipment_type,
      declared_value: shipments.declared_value,
      repack: shipments.repack,
      notes: shipments.notes,
      quote: shipments.quote,
      customer: { id: clients.id, locker: clients.locker, name: clients.name, last_name: clients.last_name, email: clients.email, phone: clients.phone },
      recipient: {
        name: recipients.name,
        last_name: recipients.last_name,
        document_id: recipients.document_id,
        phone: recipients.phone,
        email: recipients.email,
        address: recipients.address,
        address_2: recipients.address_2,
        zip_code: recipients.zip_code,
      },
      country: { iso_code: countries.iso_code, es: countries.name_es, en: countries.name_en },
      state: states.name,
      city: cities.name,
      packages: jsonRows<PackageJson>(
        {
          id: packages.id,
          tracking: packages.tracking,
          status: packages.status,
          length_cm: packages.length_cm,
          width_cm: packages.width_cm,
          height_cm: packages.height_cm,
          weight_lb: packages.weight_lb,
          photos: mediaOf('package', outerColumn(packages, packages.id)),
        },
        packages,
        // What it holds, or held until it was cancelled: its pieces name them.
        sql`(${packages.shipment_id} = ${shipmentId} or ${packages.id} in (select ${shipmentItems.package_id} from ${shipmentItems} where ${shipmentItems.shipment_id} = ${shipmentId}))`,
        packages.id,
      ),
      events: jsonRows<EventJson>(
        {
          status: shipmentEvents.key,
          occurred_at: shipmentEvents.occurred_at,
          recorded_at: shipmentEvents.created_at,
          note: shipmentEvents.note,
          correction_reason: shipmentEvents.correction_reason,
        },
        shipmentEvents,
        eq(shipmentEvents.shipment_id, shipmentId),
        sql`${shipmentEvents.occurred_at}, ${shipmentEvents.id}`,
      ),
      invoice: shipmentInvoice<BillJson>(shipmentId, {
        id: invoices.id,
        friendly_name: invoices.friendly_name,
        status: invoices.status,
        total: invoiceTotalSql(invoiceRowId),
        paid: invoicePaidSql(invoiceRowId),
      }),
    })
    .from(shipments)
    .innerJoin(clients, eq(clients.id, shipments.client_id))
    .innerJoin(recipients, eq(recipients.id, shipments.recipient_id))
    .innerJoin(countries, eq(countries.id, recipients.country_id))
    .innerJoin(states, eq(states.id, recipients.state_id))
    .innerJoin(cities, eq(cities.id, recipients.city_id));

type ShipmentRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export const shipmentsPage = (db: Db, { query, after, take }: PageRead<WarehouseShipmentsQuery>) =>
  select(db)
    .where(and(gt(shipments.id, after), query.status === undefined ? undefined : eq(shipments.status, query.status)))
    .orderBy(asc(shipments.id))
    .limit(take);

export const shipmentById = async (db: Db, id: number): Promise<ShipmentRow | undefined> => (await select(db).where(eq(shipments.id, id)))[0];

export function serializeShipment(signer: MediaSigner, row: ShipmentRow): WarehouseShipment {
  const { country, invoice: bill } = row;
  return {
    id: row.id,
    tracking: row.tracking,
    status: row.status,
    created_at: row.created_at.toISOString(),
    customer: row.customer,
    recipient: { ...row.recipient, country: { iso_code: country.iso_code, name: { es: country.es, en: country.en } }, state: row.state, city: row.city },
    packages: row.packages.map((p) => ({ id: p.id, tracking: p.tracking, status: p.status, ...measuredOf(p), photos: serializeMediaList(p.photos, signer) })),
    service: row.shipment_type === 'ocean' ? 'OCEAN' : 'AIR',
    options: { insurance: row.declared_value !== null, declared_value: row.declared_value, repack: row.repack, notes: row.notes },
    quote: row.quote,
    events: row.events.map((e) => ({ ...e, occurred_at: instantOfJson(e.occurred_at), recorded_at: instantOfJson(e.recorded_at) })),
    invoice: bill && billOf(bill),
  };
}

/** The bill's total and what approved payments leave owed; pending ones lower no debt (docs/product.md#payment-under-review). */
function billOf(bill: BillJson): NonNullable<WarehouseShipment['invoice']> {
  const { total, debt } = invoiceTotalsOf(bill.status, bill.total, bill.paid, 0);
  return { id: bill.id, friendly_name: bill.friendly_name, status: bill.status, total, debt };
}
