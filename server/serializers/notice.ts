import { eq, sql, type SQL } from 'drizzle-orm';
import type { Notice } from '../../src/api/contract/notices.ts';
import type { Db } from '../db/open.ts';
import { invoices, notices, packages, payments, shipments } from '../db/schema.ts';
import { labelOf } from '../i18n/format.ts';
import type { Messages } from '../i18n/messages.ts';

export type NoticeRow = {
  notice: typeof notices.$inferSelect;
  packageTracking: string | null;
  shipmentTracking: string | null;
  invoiceId: number | null;
  invoiceName: string | null;
};

/**
 * A select of notices with the records they link to, `extra` columns beside (a list's totals);
 * callers add where, order and paging. A payment's notice links to the invoice it paid.
 */
export const selectNotices = <E extends Record<string, SQL>>(db: Db, extra?: E) =>
  db
    .select({
      notice: notices,
      packageTracking: packages.tracking,
      shipmentTracking: shipments.tracking,
      invoiceId: invoices.id,
      invoiceName: invoices.friendly_name,
      ...(extra as E),
    })
    .from(notices)
    .leftJoin(packages, eq(packages.id, notices.package_id))
    .leftJoin(shipments, eq(shipments.id, notices.shipment_id))
    .leftJoin(payments, eq(payments.id, notices.payment_id))
    .leftJoin(invoices, sql`${invoices.id} = coalesce(${notices.invoice_id}, ${payments.invoice_id})`);

/** The contract's notices; a status is named in the caller's language, as every status the server sends. */
export function serializeNotices(rows: readonly NoticeRow[], t: Messages): Notice[] {
  return rows.map(({ notice, packageTracking, shipmentTracking, invoiceId, invoiceName }) => ({
    id: notice.id,
    kind: notice.kind,
    created_at: notice.created_at.toISOString(),
    read: notice.read_at !== null,
    package: notice.package_id !== null && packageTracking !== null ? { id: notice.package_id, tracking: packageTracking } : null,
    shipment: notice.shipment_id !== null && shipmentTracking !== null ? { id: notice.shipment_id, tracking: shipmentTracking } : null,
    invoice: invoiceId !== null && invoiceName !== null ? { id: invoiceId, friendly_name: invoiceName } : null,
    status: notice.data.status ?? null,
    status_label: notice.data.status ? labelOf(t.labels.shipmentStatus, notice.data.status) : null,
    corrected: notice.data.corrected === true,
    note: notice.data.note ?? null,
    free_until: notice.data.free_until ?? null,
  }));
}
