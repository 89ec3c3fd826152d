// The outbox of notice e-mails (docs/product.md#notices): a row per e-mail, written by the notice's
// own transaction; sent later, outside any transaction, by whichever server claims it first;
// retried with a backoff when sending fails, and given up after the last try. A customer's e-mails
// leave in the order their events happened, and a day's "free storage ends" as one.
import { and, asc, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { NoticeKind } from '../../src/api/contract/notices.ts';
import type { Db } from '../db/open.ts';
import { clients, noticeMails, notices } from '../db/schema.ts';
import { outerColumn } from '../db/subquery-columns.ts';
import type { Deps } from '../foundation/deps.ts';
import { freeStorageDaysOf } from '../rules/free-storage.ts';
import { logOf } from '../foundation/log.ts';
import { noticeMailFacts } from './notice/facts.ts';
import { photoAttachment } from './notice/photo.ts';
import { renderNoticeMail, type NoticeMailSettings } from './notice/render.ts';
import { COMPANY_TIME_ZONE, INVOICE_DUE_DAYS } from './notice/company-day.ts';
import { storageEndingDigest } from './notice/storage-ending-digest.ts';
import { MINUTE_MS } from '../clock.ts';

/** The most mails one claim takes; a pass claims again while batches come full. */
export const NOTICE_MAIL_BATCH = 10;
/** A claimed mail is nobody else's this long: more than a batch of sends whose SMTP times out. */
const NOTICE_MAIL_LEASE_MS = 15 * MINUTE_MS;
/** The wait after each failed try: 1 min, 5 min, 30 min, 2 h, 6 h. */
export const NOTICE_MAIL_BACKOFF_MS = [1, 5, 30, 120, 360].map((minutes) => minutes * MINUTE_MS);
/** Tries in all: the first, and one after each wait. */
export const NOTICE_MAIL_TRIES = NOTICE_MAIL_BACKOFF_MS.length + 1;
/**
 * A received package's e-mail waits this long for its photo, which the warehouse sends in a call of
 * its own after the reception; the first photo makes it due at once (noticePhotoArrived).
 */
export const NOTICE_MAIL_PHOTO_WAIT_MS = 2 * MINUTE_MS;
/** What of a failure's message the row keeps. */
const LAST_ERROR_MAX = 500;

export type NewNoticeMail = { noticeId: number; clientId: number; kind: NoticeKind; createdAt: Date };

/**
 * Queues the e-mail of a notice just written with `tx`, unless its customer turned that kind off by
 * e-mail (`clients.email_off`, read in the same transaction).
 */
export async function enqueueNoticeMail(tx: Db, { noticeId, clientId, kind, createdAt }: NewNoticeMail): Promise<void> {
  const due = kind === 'PACKAGE_RECEIVED' ? new Date(createdAt.getTime() + NOTICE_MAIL_PHOTO_WAIT_MS) : createdAt;
  await tx.execute(sql`
    insert into ${noticeMails} (notice_id, next_attempt_at, created_at)
    select ${noticeId}, ${due.toISOString()}::timestamptz, ${createdAt.toISOString()}::timestamptz
    from ${clients} where ${clients.id} = ${clientId} and not (${kind} = any(${clients.email_off}))`);
}

/** The package's first photo is in: its reception's e-mail, not tried yet, need not wait any longer. */
export async function noticePhotoArrived(tx: Db, packageId: number, now: Date): Promise<void> {
  const reception = tx.select({ id: notices.id }).from(notices).where(and(eq(notices.kind, 'PACKAGE_RECEIVED'), eq(notices.package_id, packageId)));
  await tx
    .update(noticeMails)
    .set({ next_attempt_at: now })
    .where(and(inArray(noticeMails.notice_id, reception), eq(noticeMails.attempts, 0), isNull(noticeMails.sent_at), sql`${noticeMails.next_attempt_at} > ${now.toISOString()}::timestamptz`));
}

type Claimed = { id: number; noticeId: number; attempts: number };

// Another mail of the same customer, made before the one a claim looks at.
const earlier = alias(noticeMails, 'earlier');
const earlierNotice = alias(notices, 'earlier_notice');

/**
 * Claims up to a batch of due mails in one statement (its own short transaction): each try counted,
 * and put off by the lease, so no other server (nor this one) takes it while it is being sent.
 * SKIP LOCKED: two servers claiming at once take different rows, and neither waits. Only a
 * customer's first mail still to send can be claimed: an earlier one holds back the later ones
 * while it waits for its photo, is leased by a server sending it or waits to be tried again (one
 * given up holds nothing back). So a package's "received" never arrives after its shipment's
 * "delivered", however many servers send.
 */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const heldBack = db
    .select({ id: earlier.id })
    .from(earlier)
    .innerJoin(earlierNotice, eq(earlierNotice.id, earlier.notice_id))
    .where(
      and(
        eq(earlierNotice.client_id, outerColumn(notices, notices.client_id)),
        isNull(earlier.sent_at),
        isNull(earlier.failed_at),
        sql`(${earlier.created_at}, ${earlier.id}) < (${outerColumn(noticeMails, noticeMails.created_at)}, ${outerColumn(noticeMails, noticeMails.id)})`,
      ),
    );
  const due = db
    .select({ id: noticeMails.id })
    .from(noticeMails)
    .innerJoin(notices, eq(notices.id, noticeMails.notice_id))
    .where(and(isNull(noticeMails.sent_at), isNull(noticeMails.failed_at), lte(noticeMails.next_attempt_at, now), notExists(heldBack)))
    .orderBy(asc(noticeMails.next_attempt_at), asc(noticeMails.id))
    .limit(NOTICE_MAIL_BATCH)
    .for('update', { of: noticeMails, skipLocked: true });
  return db
    .update(noticeMails)
    .set({ attempts: sql`${noticeMails.attempts} + 1`, next_attempt_at: new Date(now.getTime() + NOTICE_MAIL_LEASE_MS) })
    .where(inArray(noticeMails.id, due))
    .returning({ id: noticeMails.id, noticeId: noticeMails.notice_id, attempts: noticeMails.attempts });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX);

/** What the notice e-mails are written with, from the server's settings. */
const noticeMailSettingsOf = (deps: Deps): NoticeMailSettings & { companyTimeZone: string } => ({
  publicUrl: deps.publicUrl,
  mediaSecret: deps.mediaSecret,
  freeStorageDays: freeStorageDaysOf(deps),
  companyTimeZone: deps.companyTimeZone ?? COMPANY_TIME_ZONE,
  invoiceDueDays: deps.invoiceDueDays ?? INVOICE_DUE_DAYS,
  supportEmail: deps.mailSender?.replyTo,
});

/**
 * Sends one claimed mail (with a "free storage ends", the customer's others of that day, as one
 * e-mail); a failure waits its backoff, or after the last try is given up, with the day's others.
 */
async function sendClaimed(deps: Deps, log: Logger, claimed: Claimed): Promise<'sent' | 'retried' | 'failed'> {
  const { db, clock } = deps;
  const about = { noticeMailId: claimed.id, noticeId: claimed.noticeId, attempt: claimed.attempts };
  const settings = noticeMailSettingsOf(deps);
  let mailIds = [claimed.id];
  try {
    const facts = await noticeMailFacts(db, claimed.noticeId);
    if (!facts) throw new Error(`Notice ${claimed.noticeId} does not exist`);
    if (facts.kind === 'STORAGE_ENDING') {
      const digest = await storageEndingDigest(db, { mailId: claimed.id, clientId: facts.clientId, createdAt: facts.createdAt }, settings.companyTimeZone);
      mailIds = digest.mailIds;
      facts.endings = digest.endings;
    }
    const photo = facts.photo ? await photoAttachment(deps.store, facts.photo, log) : null;
    await deps.mail.send(renderNoticeMail(facts, settings, photo));
  } catch (error) {
    const now = clock.now();
    if (claimed.attempts >= NOTICE_MAIL_TRIES) {
      await db.update(noticeMails).set({ failed_at: now, last_error: messageOf(error) }).where(inArray(noticeMails.id, mailIds));
      log.error({ ...about, err: error }, 'notice mail not sent after its last try: given up');
      return 'failed';
    }
    const wait = NOTICE_MAIL_BACKOFF_MS[claimed.attempts - 1] ?? NOTICE_MAIL_BACKOFF_MS.at(-1)!;
    const next = new Date(now.getTime() + wait);
    await db.update(noticeMails).set({ next_attempt_at: next, last_error: messageOf(error) }).where(eq(noticeMails.id, claimed.id));
    log.warn({ ...about, err: error, retryAt: next.toISOString() }, 'notice mail not sent: tried again later');
    return 'retried';
  }
  // One statement: the day's others are never seen unsent once the e-mail that told of them left.
  await db.update(noticeMails).set({ sent_at: clock.now(), last_error: null }).where(inArray(noticeMails.id, mailIds));
  return 'sent';
}

export type NoticeMailPass = { sent: number; retried: number; failed: number };

/**
 * Sends every notice e-mail due on `deps.clock`, batch after batch, one at a time; no transaction
 * is held while a mail is sent. Safe to run on many servers at once: each mail goes once, and a
 * customer's in the order of their events. An e-mail pass counts a day's digest once.
 */
export async function sendDueNoticeMails(deps: Deps): Promise<NoticeMailPass> {
  const log = logOf(deps);
  const pass: NoticeMailPass = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const batch = await claimDue(deps.db, deps.clock.now());
    let sent = 0;
    for (const claimed of batch) {
      const outcome = await sendClaimed(deps, log, claimed);
      pass[outcome] += 1;
      if (outcome === 'sent') sent += 1;
    }
    // A mail that left lets its customer's next one go: claimed again at once, not at the next pass.
    if (batch.length < NOTICE_MAIL_BATCH && sent === 0) return pass;
  }
}
