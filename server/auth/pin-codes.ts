// One-time codes that prove a person reads an e-mail address, per purpose (sign-up, recovery).
// Only the newest code of an address and purpose counts. A code is pending until granted with the
// right digits, then usable once (by `users` or `reset-password`) for PIN_VALID_MINUTES more.
// Codes are stored as scrypt hashes; every time comes from the injected clock.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { PinSchema, type PinPurpose } from '../../src/api/contract/auth.ts';
import { PIN_LENGTH, PIN_MAX_TRIES, PIN_RESEND_SECONDS, PIN_VALID_MINUTES } from '../../src/api/contract/limits.ts';
import type { Db } from '../db/open.ts';
import { pinCodes } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Messages } from '../i18n/messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashPassword, verifyPassword } from './password.ts';

export type PinCode = typeof pinCodes.$inferSelect;

const validUntil = (from: Date) => new Date(from.getTime() + PIN_VALID_MINUTES * 60_000);

/** PIN_ACCESS_REQUIRED when no code has just been sent: the code lapsed, was used or spent its tries. */
export const pinLapsed = (t: Messages) => new ApiError('PIN_ACCESS_REQUIRED', undefined, t.pinLapsed);

/** The newest code of an address for a purpose; without one, of either purpose (a code knows its own). */
export async function newestCode(db: Db, email: string, purpose?: PinPurpose): Promise<PinCode | undefined> {
  const [row] = await db
    .select()
    .from(pinCodes)
    .where(purpose ? and(eq(pinCodes.email, email), eq(pinCodes.purpose, purpose)) : eq(pinCodes.email, email))
    .orderBy(desc(pinCodes.id))
    .limit(1);
  return row;
}

const live = (code: PinCode, now: Date) =>
  code.used_at === null && code.tries < PIN_MAX_TRIES && code.expires_at.getTime() > now.getTime();

/** Granted and still usable: what `users` and `reset-password` need. */
export const isGranted = (code: PinCode | undefined, now: Date): code is PinCode =>
  !!code && code.granted_at !== null && live(code, now);

/**
 * Seconds until another code may be sent: none within PIN_RESEND_SECONDS of the newest, pending or
 * spent (spending its tries must not buy a new code and 5 more guesses at once). A granted or
 * used code is done with: 0, as when one may be sent now.
 */
export function resendWaitSeconds(code: PinCode | undefined, now: Date, cooldownSeconds = PIN_RESEND_SECONDS): number {
  if (!code || code.used_at !== null || (code.granted_at !== null && live(code, now))) return 0;
  const left = code.created_at.getTime() + cooldownSeconds * 1000 - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Stores a new code (which replaces the earlier ones) and e-mails it in the request's language. */
export async function sendCode(
  deps: { db: Db; mail: Mailer },
  t: Messages,
  email: string,
  purpose: PinPurpose,
  now: Date,
): Promise<void> {
  const pin = String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
  await deps.db.insert(pinCodes).values({
    email,
    purpose,
    code_hash: await hashPassword(pin),
    expires_at: validUntil(now),
    created_at: now,
  });
  await deps.mail.send({ to: email, subject: t.mail.pinSubject, text: t.mail.pinText(pin, PIN_VALID_MINUTES) });
}

export type GrantResult = 'granted' | 'invalid' | 'unavailable';

/**
 * Checks the digits against the newest code. A wrong guess spends a try; the right one grants the
 * code (again: a granted code answers its own digits without being extended).
 */
export async function grantCode(db: Db, email: string, purpose: PinPurpose | undefined, pin: string, now: Date): Promise<GrantResult> {
  const code = await newestCode(db, email, purpose);
  if (!code || !live(code, now)) return 'unavailable';
  if (await verifyPassword(pin, code.code_hash)) {
    if (code.granted_at !== null) return 'granted';
    const [granted] = await db
      .update(pinCodes)
      .set({ granted_at: now, expires_at: validUntil(now) })
      .where(and(eq(pinCodes.id, code.id), isNull(pinCodes.granted_at), isNull(pinCodes.used_at), lt(pinCodes.tries, PIN_MAX_TRIES)))
      .returning({ id: pinCodes.id });
    return granted ? 'granted' : 'unavailable';
  }
  return (await spendTry(db, code)) ? 'invalid' : 'unavailable';
}

/** One wrong guess of a code; false when its tries were already spent. */
async function spendTry(db: Db, code: PinCode): Promise<boolean> {
  const [spent] = await db
    .update(pinCodes)
    .set({ tries: sql`${pinCodes.tries} + 1` })
    .where(and(eq(pinCodes.id, code.id), lt(pinCodes.tries, PIN_MAX_TRIES)))
    .returning({ id: pinCodes.id });
  return !!spent;
}

/**
 * The granted code that `users` or `reset-password` needs, proved again by its digits (`pin`):
 * a granted code alone would let anyone who knows the e-mail finish the owner's flow. Without a
 * granted code, or without its digits, PIN_ACCESS_REQUIRED; other digits also spend a try.
 */
export async function grantedCode(db: Db, t: Messages, email: string, purpose: PinPurpose, pin: string | undefined, now: Date): Promise<PinCode> {
  const code = await newestCode(db, email, purpose);
  const digits = PinSchema.safeParse(pin);
  if (!isGranted(code, now) || !digits.success) throw pinLapsed(t);
  if (!(await verifyPassword(digits.data, code.code_hash))) {
    await spendTry(db, code);
    throw pinLapsed(t);
  }
  return code;
}

/** Marks a granted code used, once; PIN_ACCESS_REQUIRED when another request used it first. */
export async function useCode(db: Db, t: Messages, code: PinCode, now: Date): Promise<void> {
  const [used] = await db
    .update(pinCodes)
    .set({ used_at: now })
    .where(and(eq(pinCodes.id, code.id), isNull(pinCodes.used_at), gt(pinCodes.expires_at, now)))
    .returning({ id: pinCodes.id });
  if (!used) throw pinLapsed(t);
}
