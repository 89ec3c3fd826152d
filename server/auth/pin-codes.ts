// One-time codes that prove a person reads an e-mail address, per purpose (sign-up, recovery).
// Only the newest code of an address and purpose counts. A code is pending until granted with the
// right digits, then usable once (by `users` or `reset-password`) for PIN_VALID_MINUTES more.
// Codes are stored as scrypt hashes; every time comes from the injected clock. Wrong tries are
// counted per caller address and per code (server/auth/pin-tries.ts); a code's e-mail goes through
// the outbox (server/mail/pin-mail.ts).
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { PinSchema, type PinPurpose } from '../../src/api/contract/auth.ts';
import { PIN_LENGTH, PIN_RESEND_SECONDS, PIN_VALID_MINUTES, type Language } from '../../src/api/contract/limits.ts';
import type { Db } from '../db/open.ts';
import { pinCodes } from '../db/schema.ts';
import { ApiError } from '../foundation/errors.ts';
import type { Messages } from '../i18n/messages.ts';
import { pinMailOf, queuePinMail, sendPinMailNow, type PinMailDeps, type PinMailSent } from '../mail/pin-mail.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { giveTryBack, takeTry, triesRuleOf } from './pin-tries.ts';

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
  code.used_at === null && code.tries < triesRuleOf(code.purpose).perCode && code.expires_at.getTime() > now.getTime();

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

/**
 * Stores a new code (which replaces the earlier ones) with its e-mail in the outbox, in one
 * transaction, then sends the e-mail in `lang`: `now` when SMTP took it, `queued` when it is left to
 * the outbox's retries. Either way the code stands.
 */
export async function sendCode(deps: PinMailDeps, lang: Language, email: string, purpose: PinPurpose, now: Date): Promise<PinMailSent> {
  const pin = String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
  const codeHash = await hashPassword(pin);
  const claimed = await deps.db.transaction(async (tx) => {
    const [code] = await tx
      .insert(pinCodes)
      .values({ email, purpose, code_hash: codeHash, expires_at: validUntil(now), created_at: now })
      .returning({ id: pinCodes.id });
    return queuePinMail(tx, deps.mediaSecret, { codeId: code!.id, lang, pin, now });
  });
  return sendPinMailNow(deps, claimed, pinMailOf(lang, email, pin));
}

/** The digits of a try already counted; a check that could not run (the hashing queue was full) gives the try back. */
async function checkDigits(db: Db, code: PinCode, address: string, pin: string): Promise<boolean> {
  try {
    return await verifyPassword(pin, code.code_hash);
  } catch (error) {
    await giveTryBack(db, code, address);
    throw error;
  }
}

export type GrantResult = { outcome: 'granted' } | { outcome: 'invalid'; triesLeft: number } | { outcome: 'unavailable' };

/**
 * Checks the digits against the newest code, the try counted first from the caller's `address`
 * (server/auth/pin-tries.ts). A wrong guess keeps its try; the right one gives it back and grants
 * the code (again: a granted code answers its own digits without being extended). Unavailable: no
 * live code, or none of this address's tries left on it.
 */
export async function grantCode(db: Db, email: string, purpose: PinPurpose | undefined, pin: string, now: Date, address: string): Promise<GrantResult> {
  const code = await newestCode(db, email, purpose);
  if (!code || !live(code, now)) return { outcome: 'unavailable' };
  const taken = await takeTry(db, code, address);
  if (!taken) return { outcome: 'unavailable' };
  if (!(await checkDigits(db, code, address, pin))) return { outcome: 'invalid', triesLeft: taken.triesLeft };
  await giveTryBack(db, code, address);
  if (code.granted_at !== null) return { outcome: 'granted' };
  const [granted] = await db
    .update(pinCodes)
    .set({ granted_at: now, expires_at: validUntil(now) })
    .where(and(eq(pinCodes.id, code.id), isNull(pinCodes.granted_at), isNull(pinCodes.used_at), lt(pinCodes.tries, triesRuleOf(code.purpose).perCode)))
    .returning({ id: pinCodes.id });
  return granted ? { outcome: 'granted' } : { outcome: 'unavailable' };
}

/**
 * The granted code that `users` or `reset-password` needs, proved again by its digits (`pin`):
 * a granted code alone would let anyone who knows the e-mail finish the owner's flow. Without a
 * granted code, or without its digits, PIN_ACCESS_REQUIRED; other digits also spend a try of the
 * caller's `address`, counted before they are checked.
 */
export async function grantedCode(db: Db, t: Messages, email: string, purpose: PinPurpose, pin: string | undefined, now: Date, address: string): Promise<PinCode> {
  const code = await newestCode(db, email, purpose);
  const digits = PinSchema.safeParse(pin);
  if (!isGranted(code, now) || !digits.success) throw pinLapsed(t);
  if (!(await takeTry(db, code, address))) throw pinLapsed(t);
  if (!(await checkDigits(db, code, address, digits.data))) throw pinLapsed(t);
  await giveTryBack(db, code, address);
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
