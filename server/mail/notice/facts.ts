// What a notice's e-mail tells (docs/product.md#notices), read when it is sent: the notice, its
// customer's address, name and language, and the records it names.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../src/api/contract/limits.ts';
import type { NoticeData, NoticeKind } from '../../../src/api/contract/notices.ts';
import type { Db } from '../../db/open.ts';
import { clients, invoices, media, notices, packages, payments, shipments, users } from '../../db/schema.ts';
import { invoiceTotals } from '../../domain/invoice-totals.ts';
import { pickLanguage } from '../../i18n/language.ts';

/** A package's photo as the file store keeps it. */
export type StoredPhoto = { storageName: string; mimeType: string; name: string };

export type NoticeMailFacts = {
  kind: NoticeKind;
  clientId: number;
  to: string;
  name: string;
  language: Language;
  data: NoticeData;
  createdAt: Date;
  packageId: number | null;
  packageTracking: string | null;
  /** The day the package was received (YYYY-MM-DD). */
  receivedOn: string | null;
  shipmentId: number | null;
  shipmentTracking: string | null;
  /** The invoice issued, or the one a reviewed payment was for. */
  invoiceId: number | null;
  invoiceName: string | null;
  invoiceTotal: number | null;
  /** PACKAGE_RECEIVED: the package's first photo, when it has one. */
  photo: StoredPhoto | null;
};

/** The facts of notice `noticeId`'s e-mail, or null when there is no such notice. */
export async function noticeMailFacts(db: Db, noticeId: number): Promise<NoticeMailFacts | null> {
  const [row] = await db
    .select({
      kind: notices.kind,
      clientId: notices.client_id,
      to: users.email,
      name: clients.name,
      language: clients.language,
      data: notices.data,
      createdAt: notices.created_at,
      packageId: notices.package_id,
      packageTracking: packages.tracking,
      receivedOn: packages.received_on,
      shipmentId: notices.shipment_id,
      shipmentTracking: shipments.tracking,
      invoiceId: invoices.id,
      invoiceName: invoices.friendly_name,
    })
    .from(notices)
    .innerJoin(clients, eq(clients.id, notices.client_id))
    .innerJoin(users, eq(users.id, clients.user_id))
    .leftJoin(packages, eq(packages.id, notices.package_id))
    .leftJoin(shipments, eq(shipments.id, notices.shipment_id))
    .leftJoin(payments, eq(payments.id, notices.payment_id))
    .leftJoin(invoices, sql`${invoices.id} = coalesce(${notices.invoice_id}, ${payments.invoice_id})`)
    .where(eq(notices.id, noticeId));
  if (!row) return null;
  const invoiceTotal = row.kind === 'INVOICE_ISSUED' && row.invoiceId !== null ? ((await invoiceTotals(db, [row.invoiceId])).get(row.invoiceId)?.total ?? null) : null;
  return { ...row, language: pickLanguage(row.language), invoiceTotal, photo: row.kind === 'PACKAGE_RECEIVED' && row.packageId !== null ? await firstPhoto(db, row.packageId) : null };
}

/** The package's first photo: its files oldest first, as its page shows them. */
async function firstPhoto(db: Db, packageId: number): Promise<StoredPhoto | null> {
  const [photo] = await db
    .select({ storageName: media.storage_name, mimeType: media.mime_type, name: media.name })
    .from(media)
    .where(and(eq(media.owner_type, 'package'), eq(media.owner_id, packageId), sql`${media.mime_type} like 'image/%'`))
    .orderBy(asc(media.id))
    .limit(1);
  return photo ?? null;
}
