// What a notice's e-mail tells (docs/product.md#notices), read when it is sent: the notice, its
// customer's address, name and language, the records it names with the facts that matter of each
// (a package's store, content, weight and photos; a shipment's packages, destination and
// recipient; an invoice's lines and total), and the company's support contact and address.
import { and, asc, count, eq, min, sql } from 'drizzle-orm';
import type { Language } from '../../../src/api/contract/limits.ts';
import type { NoticeData, NoticeKind } from '../../../src/api/contract/notices.ts';
import type { Db } from '../../db/open.ts';
import { cities, clients, invoiceItems, invoices, media, notices, packages, payments, recipients, shipmentItems, shipments, users } from '../../db/schema.ts';
import { invoiceTotals } from '../../rules/invoice-totals.ts';
import { round2 } from '../../rules/round.ts';
import { pickLanguage } from '../../i18n/language.ts';
import { companyContact, type CompanyContact } from './company.ts';

/** A package's photo as the file store keeps it. */
export type StoredPhoto = { storageName: string; mimeType: string; name: string };

/** PACKAGE_RECEIVED: what the customer bought, where, and what the warehouse saw. */
type PackageFacts = { store: string; content: string; weightLb: number; photos: number };

/** SHIPMENT_STATUS: where it goes, to whom, and what it carries. */
type ShipmentFacts = {
  destination: string;
  recipient: { name: string; city: string };
  packages: { number: string; content: string }[];
};

type InvoiceLine = { description: string; quantity: number; unitPrice: number; amount: number };

/** INVOICE_ISSUED: its lines, what they come to, what is still due, and the day it was issued (its pay-by date counts from it). */
type InvoiceFacts = { lines: InvoiceLine[]; total: number; stillDue: number; issuedAt: Date };

/** One package of a day's "free storage ends" e-mail. */
export type EndingPackage = { packageId: number; tracking: string; content: string; freeUntil: string };

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
  package: PackageFacts | null;
  shipment: ShipmentFacts | null;
  invoice: InvoiceFacts | null;
  /** PACKAGE_RECEIVED: the package's first photo, when it has one. */
  photo: StoredPhoto | null;
  /**
   * STORAGE_ENDING: every package of the customer's "free storage ends" notices of that day, sent
   * as one e-mail (server/mail/notice/storage-ending-digest.ts); empty, the notice's own package.
   */
  endings: EndingPackage[];
  company: CompanyContact;
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
      store: packages.provider,
      content: packages.content,
      weightLb: packages.weight_lb,
      shipmentId: notices.shipment_id,
      shipmentTracking: shipments.tracking,
      invoiceId: invoices.id,
      invoiceName: invoices.friendly_name,
      invoiceIssuedAt: invoices.created_at,
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
  const { store, content, weightLb, invoiceIssuedAt, ...notice } = row;
  const received = row.kind === 'PACKAGE_RECEIVED' && row.packageId !== null ? await photosOf(db, row.packageId) : null;
  return {
    ...notice,
    language: pickLanguage(row.language),
    package: received && store !== null && content !== null && weightLb !== null ? { store, content, weightLb, photos: received.count } : null,
    shipment: row.kind === 'SHIPMENT_STATUS' && row.shipmentId !== null ? await shipmentFacts(db, row.shipmentId) : null,
    invoice: row.kind === 'INVOICE_ISSUED' && row.invoiceId !== null && invoiceIssuedAt !== null ? await invoiceFacts(db, row.invoiceId, invoiceIssuedAt) : null,
    photo: received?.first ?? null,
    endings: [],
    company: await companyContact(db),
  };
}

/** How many photos the package has, and the first (its files oldest first, as its page shows them). */
async function photosOf(db: Db, packageId: number): Promise<{ count: number; first: StoredPhoto | null }> {
  const ofPackage = and(eq(media.owner_type, 'package'), eq(media.owner_id, packageId), sql`${media.mime_type} like 'image/%'`);
  const [counted] = await db.select({ count: count(), firstId: min(media.id) }).from(media).where(ofPackage);
  if (!counted?.firstId) return { count: 0, first: null };
  const [first] = await db.select({ storageName: media.storage_name, mimeType: media.mime_type, name: media.name }).from(media).where(eq(media.id, counted.firstId));
  return { count: counted.count, first: first ?? null };
}

async function shipmentFacts(db: Db, shipmentId: number): Promise<ShipmentFacts | null> {
  const [shipment] = await db
    .select({ destination: shipments.destination, name: recipients.name, lastName: recipients.last_name, city: cities.name })
    .from(shipments)
    .innerJoin(recipients, eq(recipients.id, shipments.recipient_id))
    .innerJoin(cities, eq(cities.id, recipients.city_id))
    .where(eq(shipments.id, shipmentId));
  if (!shipment) return null;
  const items = await db
    .select({ number: shipmentItems.package_number, content: shipmentItems.content })
    .from(shipmentItems)
    .where(eq(shipmentItems.shipment_id, shipmentId))
    .orderBy(asc(shipmentItems.id));
  return { destination: shipment.destination, recipient: { name: `${shipment.name} ${shipment.lastName}`, city: shipment.city }, packages: items };
}

async function invoiceFacts(db: Db, invoiceId: number, issuedAt: Date): Promise<InvoiceFacts> {
  const lines = await db
    .select({ description: invoiceItems.description, quantity: invoiceItems.quantity, unitPrice: invoiceItems.unit_price })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoice_id, invoiceId))
    .orderBy(asc(invoiceItems.id));
  const totals = (await invoiceTotals(db, [invoiceId])).get(invoiceId);
  return {
    lines: lines.map((line) => ({ ...line, amount: round2(line.quantity * line.unitPrice) })),
    total: totals?.total ?? 0,
    stillDue: totals?.stillDue ?? 0,
    issuedAt,
  };
}
