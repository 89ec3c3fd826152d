// The e-mailed codes of sign-up and recovery: check, send again, and grant with the digits.
import { Hono, type Context } from 'hono';
import { PinGrantRequestSchema, PinQuerySchema, type PinPurpose } from '../../src/api/contract/auth.ts';
import { EmailSchema } from '../../src/api/contract/client.ts';
import { PIN_VALID_MINUTES } from '../../src/api/contract/limits.ts';
import { grantCode, isGranted, newestCode, pinLapsed, resendWaitSeconds, sendCode } from '../auth/pin-codes.ts';
import { countAttempt, tooManyRequests, type Counted } from '../auth/throttle.ts';
import { normalEmail, recoveryAccount } from '../domain/accounts.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { readJson, validate } from '../http/validate.ts';

const PinTargetSchema = PinQuerySchema.extend({ email: EmailSchema });
// pin/grant: the code already knows its purpose (docs/product.md#calls).
const GrantTargetSchema = PinTargetSchema.partial({ purpose: true });

/**
 * What a code e-mail counts under: its e-mail and purpose (sign-up codes never spend the recovery
 * allowance, so nobody can block a customer's recovery by asking for sign-up codes), and the
 * caller's address (made-up e-mails cost mail too).
 */
const mailKeys = (c: Context<AppEnv>, email: string, purpose: PinPurpose): Counted[] => {
  const { pinMail } = c.get('limits');
  return [
    { limit: pinMail.email, key: `${purpose}:${email}` },
    { limit: pinMail.address, key: clientIp(c) },
  ];
};

/** The address (from the path) and the purpose (from the query); recovery needs an account. */
async function pinTarget(c: Context<AppEnv>) {
  const { email: typed, purpose } = validate(c, PinTargetSchema, { ...c.req.query(), email: c.req.param('email') });
  if (purpose === 'recovery') await recoveryAccount(c.get('deps').db, c.get('t'), typed);
  return { email: normalEmail(typed), purpose };
}

export function pinRoutes() {
  const routes = new Hono<AppEnv>();

  // Valid when a granted code is still usable; otherwise a code is on its way (at most one a minute:
  // within it, the code just sent stands). Past the hour's allowance, TOO_MANY_REQUESTS: never an
  // answer saying a code was sent when none was (docs/product.md#rate-limits).
  routes.get('/auth/:email/pin/valid', async (c) => {
    const { db, mail, clock, pinResendSeconds } = c.get('deps');
    const { email, purpose } = await pinTarget(c);
    const now = clock.now();
    const code = await newestCode(db, email, purpose);
    if (isGranted(code, now)) return c.json({ data: { valid: true } });
    if (resendWaitSeconds(code, now, pinResendSeconds) === 0) {
      await countAttempt(c, mailKeys(c, email, purpose));
      await sendCode({ db, mail }, c.get('t'), email, purpose, now);
    }
    throw new ApiError('PIN_ACCESS_REQUIRED');
  });

  routes.get('/auth/:email/pin/request', async (c) => {
    const { db, mail, clock, pinResendSeconds } = c.get('deps');
    const { email, purpose } = await pinTarget(c);
    const now = clock.now();
    const wait = resendWaitSeconds(await newestCode(db, email, purpose), now, pinResendSeconds);
    if (wait > 0) throw tooManyRequests(c, wait);
    await countAttempt(c, mailKeys(c, email, purpose));
    await sendCode({ db, mail }, c.get('t'), email, purpose, now);
    return c.json({ data: { expires_in_minutes: PIN_VALID_MINUTES } });
  });

  // Wrong digits spend a try of the code and count against the caller's address.
  routes.post('/auth/:email/pin/grant', async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const { email: typed, purpose } = validate(c, GrantTargetSchema, { ...c.req.query(), email: c.req.param('email') });
    const email = normalEmail(typed);
    const body = await readJson(c, PinGrantRequestSchema);
    if (normalEmail(body.email) !== email) throw new ApiError('FAILED_VALIDATION', { email: [t.validation.pinEmail] });
    // Counted before the digits are checked: parallel guesses cannot slip past the limit.
    const attempt = await countAttempt(c, [{ limit: c.get('limits').pinGrant, key: clientIp(c) }]);
    const result = await grantCode(db, email, purpose, body.pin, clock.now());
    if (result === 'invalid') throw new ApiError('INVALID_PIN');
    await attempt.succeeded();
    if (result === 'unavailable') throw pinLapsed(t);
    return c.json({ data: { granted: true } });
  });

  return routes;
}
