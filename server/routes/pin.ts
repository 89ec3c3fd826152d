// The e-mailed codes of sign-up and recovery: check, send again, and grant with the digits.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  PinGrantRequestSchema, PinGrantResponseSchema, PinQuerySchema, PinRequestResponseSchema, PinValidResponseSchema, type PinPurpose,
} from '../../src/api/contract/auth.ts';
import { EmailSchema } from '../../src/api/contract/client.ts';
import { PIN_VALID_MINUTES } from '../../src/api/contract/limits.ts';
import { grantCode, isGranted, newestCode, pinLapsed, resendWaitSeconds, sendCode } from '../auth/pin-codes.ts';
import { countAttempt, tooManyRequests, type Counted } from '../auth/throttle.ts';
import { normalEmail, recoveryAccount } from '../domain/accounts.ts';
import { clientIp } from '../http/client-ip.ts';
import { describedRoutes, json, on, refusals } from '../http/described.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { readJson, validate } from '../http/validate.ts';

/** The address, from the path. */
const PinPathSchema = z.object({ email: EmailSchema });
const PinTargetSchema = PinQuerySchema.extend(PinPathSchema.shape);
// pin/grant: the code already knows its purpose (docs/product.md#calls).
const GrantQuerySchema = PinQuerySchema.partial();
const GrantTargetSchema = GrantQuerySchema.extend(PinPathSchema.shape);

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

const checkPin = createRoute({
  method: 'get',
  path: '/auth/{email}/pin/valid',
  tags: ['Sign-in codes'],
  operationId: 'checkPin',
  summary: 'Whether the address has a granted code; otherwise sends one',
  description:
    "Valid while a granted code is still usable. Otherwise a code is e-mailed (at most one a minute: within it, the code just sent stands) and the answer is PIN_ACCESS_REQUIRED; past the hour's allowance, TOO_MANY_REQUESTS, never an answer saying a code was sent when none was. Recovery needs an account.",
  request: { params: PinPathSchema, query: PinQuerySchema },
  responses: {
    200: json(PinValidResponseSchema, 'A granted code is still usable'),
    ...refusals('PIN_ACCESS_REQUIRED', 'FAILED_VALIDATION', 'USER_NOT_FOUND', 'TOO_MANY_REQUESTS'),
  },
});

const requestPin = createRoute({
  method: 'get',
  path: '/auth/{email}/pin/request',
  tags: ['Sign-in codes'],
  operationId: 'requestPin',
  summary: 'E-mails a new code to the address',
  description: "At most one a minute (TOO_MANY_REQUESTS with `Retry-After` within it), within an hourly allowance per e-mail and purpose and per caller's address. Recovery needs an account.",
  request: { params: PinPathSchema, query: PinQuerySchema },
  responses: {
    200: json(PinRequestResponseSchema, 'A code is on its way'),
    ...refusals('FAILED_VALIDATION', 'USER_NOT_FOUND', 'TOO_MANY_REQUESTS'),
  },
});

const grantPin = createRoute({
  method: 'post',
  path: '/auth/{email}/pin/grant',
  tags: ['Sign-in codes'],
  operationId: 'grantPin',
  summary: 'Grants the newest code with its digits',
  description: "Wrong digits spend a try of the code (INVALID_PIN) and count against the caller's address; a code expired or out of tries is PIN_ACCESS_REQUIRED.",
  request: {
    params: PinPathSchema,
    query: GrantQuerySchema,
    body: { ...json(PinGrantRequestSchema, 'The address again, and the digits e-mailed'), required: true },
  },
  responses: {
    200: json(PinGrantResponseSchema, 'The code is granted'),
    ...refusals('FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS', 'INVALID_PIN', 'PIN_ACCESS_REQUIRED'),
  },
});

export function pinRoutes() {
  const routes = describedRoutes();

  // Valid when a granted code is still usable; otherwise a code is on its way (at most one a minute:
  // within it, the code just sent stands). Past the hour's allowance, TOO_MANY_REQUESTS: never an
  // answer saying a code was sent when none was (docs/product.md#rate-limits).
  on(routes, checkPin, async (c) => {
    const { db, mail, clock, pinResendSeconds } = c.get('deps');
    const { email, purpose } = await pinTarget(c);
    const now = clock.now();
    const code = await newestCode(db, email, purpose);
    if (isGranted(code, now)) return c.json({ data: { valid: true } }, 200);
    if (resendWaitSeconds(code, now, pinResendSeconds) === 0) {
      await countAttempt(c, mailKeys(c, email, purpose));
      await sendCode({ db, mail }, c.get('t'), email, purpose, now);
    }
    throw new ApiError('PIN_ACCESS_REQUIRED');
  });

  on(routes, requestPin, async (c) => {
    const { db, mail, clock, pinResendSeconds } = c.get('deps');
    const { email, purpose } = await pinTarget(c);
    const now = clock.now();
    const wait = resendWaitSeconds(await newestCode(db, email, purpose), now, pinResendSeconds);
    if (wait > 0) throw tooManyRequests(c, wait);
    await countAttempt(c, mailKeys(c, email, purpose));
    await sendCode({ db, mail }, c.get('t'), email, purpose, now);
    return c.json({ data: { expires_in_minutes: PIN_VALID_MINUTES } }, 200);
  });

  // Wrong digits spend a try of the code and count against the caller's address.
  on(routes, grantPin, async (c) => {
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
    return c.json({ data: { granted: true } }, 200);
  });

  return routes;
}
