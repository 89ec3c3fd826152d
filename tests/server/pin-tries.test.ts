// Recovery codes cannot be burnt by a stranger, nor guessed by many (docs/product.md#rate-limits):
// wrong tries count per code and caller address (RECOVERY_PIN_TRIES_PER_ADDRESS) and per code over
// every address (RECOVERY_PIN_TRIES), before the digits are checked, in the database. The owner's
// code works after a stranger's tries; at the cap over every address the code is spent, and the
// owner's next code request is let past the hourly cap, once. INVALID_PIN says the tries left.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pinCodeTries, pinCodes } from '../../server/db/schema.ts';
import { PIN_MAX_TRIES, PIN_RESEND_SECONDS, RECOVERY_PIN_TRIES, RECOVERY_PIN_TRIES_PER_ADDRESS } from '../../src/api/contract/limits.ts';
import { expectError } from './support/errors.ts';
import { freshEmail, latestPin, mailbox, pinPath, signUp, wrongPin } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';

// One recovery code an hour per e-mail: the cap the owner's renewal is let past.
const t = useTestApp({ rateLimits: { PIN_MAILS_PER_HOUR: 1 } });
const RESEND_MINUTES = PIN_RESEND_SECONDS / 60;
const OWNER = '203.0.113.5';
const STRANGER = '198.51.100.7';
/** Enough addresses to spend a code over all of them, each within its own allowance (and the grant limit per address). */
const MANY = Array.from({ length: RECOVERY_PIN_TRIES / RECOVERY_PIN_TRIES_PER_ADDRESS + 10 }, (_, i) => `192.0.2.${i + 1}`);

const tryPin = (email: string, pin: string, address: string, purpose = 'recovery') =>
  t.request(pinPath(email, 'grant', purpose), { json: { email, pin }, address });
const askCode = (email: string, action: 'valid' | 'request', address = OWNER, purpose = 'recovery') =>
  t.request(pinPath(email, action, purpose), { address });

/** An account whose owner has just been e-mailed a recovery code. */
async function ownerWithCode(): Promise<{ email: string; pin: string }> {
  const { email } = await signUp(t);
  await expectError(await askCode(email, 'valid'), 'PIN_ACCESS_REQUIRED');
  return { email, pin: await latestPin(t, email) };
}

async function codeRow(email: string) {
  const [row] = await t.db.select().from(pinCodes).where(and(eq(pinCodes.email, email), eq(pinCodes.purpose, 'recovery'))).orderBy(desc(pinCodes.id)).limit(1);
  return row!;
}

/** Spends the newest code of `email` with wrong tries from many addresses, each within its allowance; the codes each answer. */
async function spendOverAll(email: string, pin: string, tries = RECOVERY_PIN_TRIES): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < tries; i++) {
    const res = await tryPin(email, wrongPin(pin), MANY[Math.floor(i / RECOVERY_PIN_TRIES_PER_ADDRESS)]!);
    codes.push(((await res.json()) as { code: string }).code);
  }
  return codes;
}

describe("a stranger's wrong tries", () => {
  it(`spend their own address's ${RECOVERY_PIN_TRIES_PER_ADDRESS} tries, counted down in INVALID_PIN; the owner's code still works`, async () => {
    const { email, pin } = await ownerWithCode();
    const left: number[] = [];
    for (let i = 0; i < RECOVERY_PIN_TRIES_PER_ADDRESS; i++) {
      const body = await expectError(await tryPin(email, wrongPin(pin), STRANGER), 'INVALID_PIN');
      left.push(body.meta!.tries_left!);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    // The stranger's address has no try left, not even for the right digits.
    await expectError(await tryPin(email, wrongPin(pin), STRANGER), 'PIN_ACCESS_REQUIRED');
    await expectError(await tryPin(email, pin, STRANGER), 'PIN_ACCESS_REQUIRED');

    // The owner's allowance is whole: a wrong try says so, and the code grants.
    expect((await expectError(await tryPin(email, wrongPin(pin), OWNER), 'INVALID_PIN')).meta).toEqual({ tries_left: RECOVERY_PIN_TRIES_PER_ADDRESS - 1 });
    expect((await tryPin(email, pin, OWNER)).status).toBe(200);
    expect((await codeRow(email)).tries).toBe(RECOVERY_PIN_TRIES_PER_ADDRESS + 1);
  });

  it(`leave a sign-up code's rule as it was: ${PIN_MAX_TRIES} wrong tries from any addresses spend it`, async () => {
    const email = freshEmail('alta');
    await expectError(await askCode(email, 'valid', OWNER, 'signup'), 'PIN_ACCESS_REQUIRED');
    const pin = await latestPin(t, email);
    for (let i = 0; i < PIN_MAX_TRIES; i++) {
      const body = await expectError(await tryPin(email, wrongPin(pin), MANY[i]!, 'signup'), 'INVALID_PIN');
      expect(body.meta).toEqual({ tries_left: PIN_MAX_TRIES - 1 - i });
    }
    await expectError(await tryPin(email, pin, OWNER, 'signup'), 'PIN_ACCESS_REQUIRED');
  });

  it("are the only ones counted: the owner's right digits, again and again, spend none", async () => {
    const { email, pin } = await ownerWithCode();
    for (let i = 0; i < RECOVERY_PIN_TRIES_PER_ADDRESS + 2; i++) expect((await tryPin(email, pin, OWNER)).status).toBe(200);
    expect((await codeRow(email)).tries).toBe(0);
  });
});

describe(`${RECOVERY_PIN_TRIES} wrong tries over every address`, () => {
  it("spend the code, even for its owner; the owner's next code request is let past the hourly cap once", async () => {
    const { email, pin } = await ownerWithCode();
    const codes = await spendOverAll(email, pin);
    expect(codes.every((code) => code === 'INVALID_PIN')).toBe(true);
    await expectError(await tryPin(email, wrongPin(pin), MANY.at(-1)!), 'PIN_ACCESS_REQUIRED');
    await expectError(await tryPin(email, pin, OWNER), 'PIN_ACCESS_REQUIRED');

    // A spent code does not skip the resend minute (docs/product.md#rate-limits).
    const early = await askCode(email, 'valid');
    expect((await expectError(early, 'PIN_ACCESS_REQUIRED')).meta).toMatchObject({ sent: 'earlier' });
    // The hour's one code is spent, yet the owner gets another.
    t.clock.advance(RESEND_MINUTES);
    const mails = (await mailbox(t, email)).length;
    expect((await askCode(email, 'request')).status).toBe(200);
    expect(await mailbox(t, email)).toHaveLength(mails + 1);
    const second = await latestPin(t, email);

    // Past that code's minute the hourly cap stands again: the new code is not spent.
    t.clock.advance(RESEND_MINUTES);
    await expectError(await askCode(email, 'request'), 'TOO_MANY_REQUESTS');
    // Once: spent again, the next request meets the hourly cap.
    await spendOverAll(email, second);
    t.clock.advance(RESEND_MINUTES);
    await expectError(await askCode(email, 'request'), 'TOO_MANY_REQUESTS');
    await expectError(await askCode(email, 'valid'), 'TOO_MANY_REQUESTS');
  });
});

describe('parallel wrong tries', () => {
  it(`never pass ${RECOVERY_PIN_TRIES_PER_ADDRESS} from one address`, async () => {
    const { email, pin } = await ownerWithCode();
    const answers = await Promise.all(Array.from({ length: 12 }, () => tryPin(email, wrongPin(pin), STRANGER)));
    expect(answers.filter((res) => res.status === 422)).toHaveLength(RECOVERY_PIN_TRIES_PER_ADDRESS);
    expect(answers.filter((res) => res.status === 403)).toHaveLength(12 - RECOVERY_PIN_TRIES_PER_ADDRESS);
    const code = await codeRow(email);
    expect(code.tries).toBe(RECOVERY_PIN_TRIES_PER_ADDRESS);
    const [mine] = await t.db.select().from(pinCodeTries).where(and(eq(pinCodeTries.code_id, code.id), eq(pinCodeTries.address, STRANGER)));
    expect(mine!.tries).toBe(RECOVERY_PIN_TRIES_PER_ADDRESS);
    expect((await tryPin(email, pin, OWNER)).status).toBe(200);
  });

  it(`never pass ${RECOVERY_PIN_TRIES} over every address`, async () => {
    const { email, pin } = await ownerWithCode();
    // In waves a little under the hashing queue (HASH_QUEUE_MAX): a flood past it is refused before any check.
    const wave = (from: number, addresses: number) =>
      Promise.all(
        Array.from({ length: addresses * RECOVERY_PIN_TRIES_PER_ADDRESS }, (_, i) => tryPin(email, wrongPin(pin), MANY[from + (i % addresses)]!)),
      );
    const first = [...(await wave(0, 8)), ...(await wave(8, 8))];
    expect(first.every((res) => res.status === 422)).toBe(true);
    // The wave that crosses the cap: only the tries left pass.
    const last = await wave(16, 10);
    const left = RECOVERY_PIN_TRIES - first.length;
    expect(last.filter((res) => res.status === 422)).toHaveLength(left);
    expect(last.filter((res) => res.status === 403)).toHaveLength(last.length - left);
    const code = await codeRow(email);
    expect(code.tries).toBe(RECOVERY_PIN_TRIES);
    const perAddress = await t.db.select({ tries: pinCodeTries.tries }).from(pinCodeTries).where(eq(pinCodeTries.code_id, code.id));
    expect(perAddress.reduce((sum, row) => sum + row.tries, 0)).toBe(RECOVERY_PIN_TRIES);
    expect(Math.max(...perAddress.map((row) => row.tries))).toBeLessThanOrEqual(RECOVERY_PIN_TRIES_PER_ADDRESS);
  });

  it('count only tries whose digits were checked: one refused by a full hashing queue gives its try back', async () => {
    const { email, pin } = await ownerWithCode();
    const answers = await Promise.all(MANY.flatMap((address) => Array.from({ length: RECOVERY_PIN_TRIES_PER_ADDRESS }, () => tryPin(email, wrongPin(pin), address))));
    const count = (status: number) => answers.filter((res) => res.status === status).length;
    expect(count(422) + count(403) + count(429)).toBe(answers.length);
    expect((await codeRow(email)).tries).toBe(count(422));
  });
});
