// A code's wrong tries (docs/product.md#rate-limits), counted before its digits are checked, per
// caller address and over every address, in the database: every server counts the same tries,
// and parallel guesses cannot slip past either count. A stranger who guesses at an owner's
// recovery code spends their own address's tries, not the owner's; many addresses together spend
// the code at RECOVERY_PIN_TRIES. A sign-up code is spent by PIN_MAX_TRIES from anywhere, as before.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { PinPurpose } from '../../src/api/contract/auth.ts';
import { PIN_MAX_TRIES, RECOVERY_PIN_TRIES, RECOVERY_PIN_TRIES_PER_ADDRESS } from '../../src/api/contract/limits.ts';
import type { Db } from '../db/open.ts';
import { pinCodeTries, pinCodes } from '../db/schema.ts';

/** How many wrong tries a code takes from one address, and from all of them. */
export type PinTriesRule = { perAddress: number; perCode: number };

const PIN_TRIES: Record<PinPurpose, PinTriesRule> = {
  signup: { perAddress: PIN_MAX_TRIES, perCode: PIN_MAX_TRIES },
  recovery: { perAddress: RECOVERY_PIN_TRIES_PER_ADDRESS, perCode: RECOVERY_PIN_TRIES },
};

/** A stored code's rule; a purpose the contract does not name gets the stricter one. */
export const triesRuleOf = (purpose: string): PinTriesRule => PIN_TRIES[purpose as PinPurpose] ?? PIN_TRIES.signup;

type Tried = { id: number; purpose: string };

/** Wrong tries left to a caller once this one is spent: its address's, or fewer when the code has fewer. */
export type TryTaken = { triesLeft: number };

class NoTryLeft extends Error {}

/**
 * Counts one try of `code` from `address`, before its digits are checked: on the address's count,
 * then on the code's, in one transaction (each count one atomic UPDATE, so parallel tries queue on
 * the row and none passes a full count). Null when the address's tries or the code's are spent:
 * then neither count moved.
 */
export async function takeTry(db: Db, code: Tried, address: string): Promise<TryTaken | null> {
  const rule = triesRuleOf(code.purpose);
  try {
    return await db.transaction(async (tx) => {
      const [mine] = await tx
        .insert(pinCodeTries)
        .values({ code_id: code.id, address, tries: 1 })
        .onConflictDoUpdate({
          target: [pinCodeTries.code_id, pinCodeTries.address],
          set: { tries: sql`${pinCodeTries.tries} + 1` },
          setWhere: lt(pinCodeTries.tries, rule.perAddress),
        })
        .returning({ tries: pinCodeTries.tries });
      if (!mine) throw new NoTryLeft();
      const [all] = await tx
        .update(pinCodes)
        .set({ tries: sql`${pinCodes.tries} + 1` })
        .where(and(eq(pinCodes.id, code.id), lt(pinCodes.tries, rule.perCode)))
        .returning({ tries: pinCodes.tries });
      // Rolled back: the address's try is not counted for a code already spent.
      if (!all) throw new NoTryLeft();
      return { triesLeft: Math.min(rule.perAddress - mine.tries, rule.perCode - all.tries) };
    });
  } catch (error) {
    if (error instanceof NoTryLeft) return null;
    throw error;
  }
}

/** The right digits' try is given back on both counts: only wrong tries spend a code. */
export async function giveTryBack(db: Db, code: Tried, address: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(pinCodeTries)
      .set({ tries: sql`greatest(${pinCodeTries.tries} - 1, 0)` })
      .where(and(eq(pinCodeTries.code_id, code.id), eq(pinCodeTries.address, address)));
    await tx.update(pinCodes).set({ tries: sql`greatest(${pinCodes.tries} - 1, 0)` }).where(eq(pinCodes.id, code.id));
  });
}

/**
 * Spent by many addresses: the count over every address is full, and it takes more than one
 * address to fill it (a recovery code). The owner's next code request is let past the hourly cap
 * once (server/routes/pin.ts).
 */
export function spentByMany(code: { purpose: string; tries: number }): boolean {
  const rule = triesRuleOf(code.purpose);
  return rule.perCode > rule.perAddress && code.tries >= rule.perCode;
}
