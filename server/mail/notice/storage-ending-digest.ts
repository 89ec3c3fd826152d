// A customer's "free storage ends" notices of one day are one e-mail (docs/product.md#notices): the
// check makes a notice per package, and a customer with thirteen packages received together got
// thirteen e-mails within seconds. The notices in the portal stay one per package.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { noticeMails, notices, packages } from '../../db/schema.ts';
import { companyDay } from './company-day.ts';
import type { EndingPackage } from './facts.ts';

export type StorageEndingDigest = {
  /** The outbox rows the one e-mail stands for: sent, or given up, together. */
  mailIds: number[];
  endings: EndingPackage[];
};

/**
 * The customer's "free storage ends" e-mails still waiting that were made on the day of the notice
 * `head` stands for, in the company's time zone, `head`'s own included; oldest first. The others
 * wait behind `head` (a customer's mails leave in order: server/mail/notice-outbox.ts), so no other
 * server takes one of them meanwhile.
 */
export async function storageEndingDigest(db: Db, head: { mailId: number; clientId: number; createdAt: Date }, timeZone: string): Promise<StorageEndingDigest> {
  const waiting = await db
    .select({ mailId: noticeMails.id, createdAt: notices.created_at, data: notices.data, packageId: packages.id, tracking: packages.tracking, content: packages.content })
    .from(noticeMails)
    .innerJoin(notices, eq(notices.id, noticeMails.notice_id))
    .innerJoin(packages, eq(packages.id, notices.package_id))
    .where(and(eq(notices.client_id, head.clientId), eq(notices.kind, 'STORAGE_ENDING'), isNull(noticeMails.sent_at), isNull(noticeMails.failed_at)))
    .orderBy(asc(notices.created_at), asc(notices.id));
  const day = companyDay(head.createdAt, timeZone);
  const sameDay = waiting.filter((row) => row.mailId === head.mailId || companyDay(row.createdAt, timeZone) === day);
  // A package gone from the database: its notice's own words, alone.
  if (!sameDay.some((row) => row.mailId === head.mailId)) return { mailIds: [head.mailId], endings: [] };
  return {
    mailIds: sameDay.map((row) => row.mailId),
    endings: sameDay.map((row) => ({ packageId: row.packageId, tracking: row.tracking, content: row.content, freeUntil: row.data.free_until ?? '' })),
  };
}
