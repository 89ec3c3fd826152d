// The outbox of code e-mails (docs/product.md#codes), as the notices' (server/mail/notice-outbox.ts):
// a row per code, written with it; sent at once by the request that asked for the code; when SMTP
// does not answer, retried by whichever server's outbox pass claims it first, until it leaves or
// its code lapses (expired, replaced by a newer one, used). The code stays valid meanwhile, and
// the answer says the code is on its way (`sent: 'queued'`).
import { setTimeout as wait } from 'node:timers/promises';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { PIN_VALID_MINUTES, type Language } from '../../src/api/contract/limits.ts';
import { MINUTE_MS } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { pinCodes, pinMails } from '../db/schema.ts';
import type { Deps } from '../foundation/deps.ts';
import { logOf } from '../foundation/log.ts';
import { messagesFor } from '../i18n/messages.ts';
import { AUTOMATED, type OutgoingMail } from '../foundation/mailer.ts';
import { openPin, sealPin } from './pin-seal.ts';

/** How long the request waits for its code's first send before it answers `queued` (the send goes on). */
const PIN_MAIL_ANSWER_MS = 4_000;
/** A claimed mail is nobody else's this long: more than one send whose SMTP times out at every step. */
const PIN_MAIL_LEASE_MS = 2 * MINUTE_MS;
/** The wait after each failed try: 30 s, 1 min, then 2 min while the code lasts (the pass runs every 15 s). */
export const PIN_MAIL_BACKOFF_MS = [0.5, 1, 2].map((minutes) => minutes * MINUTE_MS);
/** The most mails one claim takes; a pass claims again while batches come full. */
const PIN_MAIL_BATCH = 10;
const LAST_ERROR_MAX = 500;

export type PinMailDeps = Pick<Deps, 'db' | 'mail' | 'clock' | 'mediaSecret' | 'log' | 'testOutboxMs'>;
/** How a code's e-mail left: at once, or queued for the outbox's retries. */
export type PinMailSent = 'now' | 'queued';

/** The code's e-mail, in the language it was asked in. */
export function pinMailOf(lang: Language, to: string, pin: string): OutgoingMail {
  const { mail } = messagesFor(lang);
  return { to, subject: mail.pinSubject, text: mail.pinText(pin, PIN_VALID_MINUTES), headers: { ...AUTOMATED } };
}

type Claimed = { id: number; codeId: number; attempts: number };

/**
 * Queues the e-mail of the code just written with `tx`, already claimed by the request that sends
 * it at once (its first try counted, leased), so no outbox pass sends it meanwhile.
 */
export async function queuePinMail(tx: Db, secret: string, mail: { codeId: number; lang: Language; pin: string; now: Date }): Promise<Claimed> {
  const [row] = await tx
    .insert(pinMails)
    .values({
      code_id: mail.codeId,
      language: mail.lang,
      sealed_pin: sealPin(secret, mail.codeId, mail.pin),
      attempts: 1,
      next_attempt_at: new Date(mail.now.getTime() + PIN_MAIL_LEASE_MS),
      created_at: mail.now,
    })
    .returning({ id: pinMails.id, codeId: pinMails.code_id, attempts: pinMails.attempts });
  return row!;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX);

/**
 * Sends a claimed mail and writes what came of it: sent (the digits forgotten; a code still pending
 * is valid for its minutes from now, as the mail says), or tried again after its backoff.
 */
async function sendClaimed(deps: PinMailDeps, claimed: Claimed, mail: OutgoingMail): Promise<'sent' | 'retried'> {
  const { db, clock } = deps;
  try {
    await deps.mail.send(mail);
  } catch (error) {
    const backoff = deps.testOutboxMs ?? PIN_MAIL_BACKOFF_MS[claimed.attempts - 1] ?? PIN_MAIL_BACKOFF_MS.at(-1)!;
    const next = new Date(clock.now().getTime() + backoff);
    await db.update(pinMails).set({ next_attempt_at: next, last_error: messageOf(error) }).where(eq(pinMails.id, claimed.id));
    logOf(deps).warn({ pinMailId: claimed.id, attempt: claimed.attempts, err: error, retryAt: next.toISOString() }, 'code mail not sent: tried again later');
    return 'retried';
  }
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.update(pinMails).set({ sent_at: now, sealed_pin: null, last_error: null }).where(eq(pinMails.id, claimed.id));
    await tx
      .update(pinCodes)
      .set({ expires_at: sql`greatest(${pinCodes.expires_at}, ${new Date(now.getTime() + PIN_VALID_MINUTES * MINUTE_MS).toISOString()}::timestamptz)` })
      .where(and(eq(pinCodes.id, claimed.codeId), isNull(pinCodes.granted_at), isNull(pinCodes.used_at), gt(pinCodes.expires_at, now)));
  });
  return 'sent';
}

/**
 * The request's own first send: `now` when SMTP took the mail, `queued` when it refused it or did
 * not answer within PIN_MAIL_ANSWER_MS (that send goes on, and the outbox retries a failed one).
 * Never throws: the code stands either way.
 */
export async function sendPinMailNow(deps: PinMailDeps, claimed: Claimed, mail: OutgoingMail): Promise<PinMailSent> {
  const sending = sendClaimed(deps, claimed, mail).catch((error: unknown) => {
    logOf(deps).error({ pinMailId: claimed.id, err: error }, 'code mail: its outcome could not be written');
    return 'retried' as const;
  });
  const giveUp = new AbortController();
  const late = wait(PIN_MAIL_ANSWER_MS, 'late' as const, { signal: giveUp.signal, ref: false }).catch(() => 'late' as const);
  const first = await Promise.race([sending, late]);
  giveUp.abort();
  return first === 'sent' ? 'now' : 'queued';
}

/**
 * Gives up the due mails whose code lapsed before they could leave (expired, used, or replaced by
 * a newer code of its address and purpose): a code that no longer works is not sent. Their
 * digits are forgotten.
 */
async function giveUpLapsed(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    update ${pinMails} set failed_at = ${at}::timestamptz, sealed_pin = null
    where ${pinMails.sent_at} is null and ${pinMails.failed_at} is null and ${pinMails.next_attempt_at} <= ${at}::timestamptz
      and exists (
        select 1 from ${pinCodes} code where code.id = ${pinMails.code_id}
          and (code.expires_at <= ${at}::timestamptz or code.used_at is not null
            or exists (select 1 from ${pinCodes} newer where newer.email = code.email and newer.purpose = code.purpose and newer.id > code.id)))`);
}

type Due = Claimed & { language: Language; sealed: string | null; to: string };

/** Claims up to a batch of due mails (FOR UPDATE SKIP LOCKED: two servers take different rows), each try counted and leased. */
async function claimDue(db: Db, now: Date): Promise<Due[]> {
  const due = db
    .select({ id: pinMails.id })
    .from(pinMails)
    .where(and(isNull(pinMails.sent_at), isNull(pinMails.failed_at), lte(pinMails.next_attempt_at, now)))
    .orderBy(asc(pinMails.next_attempt_at), asc(pinMails.id))
    .limit(PIN_MAIL_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pinMails)
    .set({ attempts: sql`${pinMails.attempts} + 1`, next_attempt_at: new Date(now.getTime() + PIN_MAIL_LEASE_MS) })
    .where(inArray(pinMails.id, due))
    .returning({ id: pinMails.id, codeId: pinMails.code_id, attempts: pinMails.attempts, language: pinMails.language, sealed: pinMails.sealed_pin });
  if (claimed.length === 0) return [];
  const codes = await db.select({ id: pinCodes.id, email: pinCodes.email }).from(pinCodes).where(inArray(pinCodes.id, claimed.map((row) => row.codeId)));
  const to = new Map(codes.map((code) => [code.id, code.email]));
  return claimed.map((row) => ({ ...row, to: to.get(row.codeId)! }));
}

export type PinMailPass = { sent: number; retried: number; failed: number };

/**
 * Sends every code e-mail due on `deps.clock`, one at a time, no transaction held while a mail is
 * sent. Safe on many servers at once: each mail goes once.
 */
export async function sendDuePinMails(deps: PinMailDeps): Promise<PinMailPass> {
  const pass: PinMailPass = { sent: 0, retried: 0, failed: 0 };
  await giveUpLapsed(deps.db, deps.clock.now());
  for (;;) {
    const batch = await claimDue(deps.db, deps.clock.now());
    for (const due of batch) {
      let pin: string;
      try {
        pin = openPin(deps.mediaSecret, due.codeId, due.sealed ?? '');
      } catch (error) {
        // Sealed with another MEDIA_SECRET (or forgotten): it can never be sent.
        await deps.db.update(pinMails).set({ failed_at: deps.clock.now(), sealed_pin: null, last_error: messageOf(error) }).where(eq(pinMails.id, due.id));
        logOf(deps).error({ pinMailId: due.id, err: error }, 'code mail cannot be opened: given up');
        pass.failed += 1;
        continue;
      }
      pass[await sendClaimed(deps, due, pinMailOf(due.language, due.to, pin))] += 1;
    }
    if (batch.length < PIN_MAIL_BATCH) return pass;
  }
}
