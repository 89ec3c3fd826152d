// The e-mailed codes of sign-up and recovery: check, send again, and grant with the digits.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  PinGrantRequestSchema, PinGrantResponseSchema, PinQuerySchema, PinRequestResponseSchema, PinValidResponseSchema, type PinPurpose,
} from '../../src/api/contract/auth.ts';
import { EmailSchema } from '../../src/api/contract/client.ts';
import type { PinSent } from '../../src/api/contract/envelope.ts';
import {
  PIN_MAX_TRIES, PIN_RESEND_SECONDS, PIN_VALID_MINUTES, RECOVERY_PIN_TRIES, RECOVERY_PIN_TRIES_PER_ADDRESS,
} from '../../src/api/contract/limits.ts';
import { grantCode, isGranted, newestCode, pinLapsed, resendWaitSeconds, sendCode, type PinCode } from '../auth/pin-codes.ts';
import { spentByMany } from '../auth/pin-tries.ts';
import { consumeIfLeft, countAttempt, tooManyRequests, type Counted } from '../auth/throttle.ts';
import { recoveryAccount } from '../domain/accounts.ts';
import { normalEmail } from '../rules/email.ts';
import { clientIp } from '../foundation/client-ip.ts';
import { describedRoutes, json, on, refusals } from '../http/described.ts';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';
import { readJson, validate } from '../foundation/validate.ts';

/** The address, from the path. */
const PinPathSchema = z.object({ email: EmailSchema });
const PinTargetSchema = PinQuerySchema.extend(PinPathSchema.shape);
// pin/grant: the code already knows its purpose (docs/product.md#calls).
const GrantQuerySchema = PinQuerySchema.partial();
const GrantTargetSchema = GrantQuerySchema.extend(PinPathSchema.shape);

/**
 * What a code e-mail counts under: its e-mail and purpose (sign-up codes never spend the recovery
 * allowance, so nobody can block a customer's recovery by asking for sign-up codes), and the
 * caller's address (made-up e-mails cost mail too); `renewal` stands in for the e-mail's count once
 * strangers spent the newest code (below).
 */
const mailKeys = (c: Context<AppEnv>, email: string, purpose: PinPurpose) => {
  const { pinMail } = c.get('limits');
  return {
    perEmail: { limit: pinMail.email, key: `${purpose}:${email}` },
    perAddress: { limit: pinMail.address, key: clientIp(c) },
    renewal: { limit: pinMail.renewal, key: `${purpose}:${email}` },
  } satisfies Record<string, Counted>;
};

/**
 * Counts a code e-mail before it is sent. When strangers spent the newest code at its cap over
 * every address, the next request is let past the hourly cap per e-mail, once an hour
 * (`pinMail.renewal`), so guessing cannot lock the owner out of recovery; the caller's address
 * still counts (docs/product.md#rate-limits).
 */
async function countCodeMail(c: Context<AppEnv>, email: string, purpose: PinPurpose, newest: PinCode | undefined): Promise<void> {
  const { perEmail, perAddress, renewal } = mailKeys(c, email, purpose);
  const renewing = !!newest && spentByMany(newest) && (await consumeIfLeft(renewal));
  try {
    await countAttempt(c, renewing ? [perAddress] : [perEmail, perAddress]);
  } catch (refusal) {
    if (renewing) await renewal.limit.reward(renewal.key);
    throw refusal;
  }
}

/** PIN_ACCESS_REQUIRED for `pin/valid`, saying how the code left and when another may be asked for. */
const codeRequired = (sent: PinSent, resendInSeconds: number) =>
  new ApiError('PIN_ACCESS_REQUIRED', undefined, undefined, undefined, { sent, resend_in_seconds: resendInSeconds });

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
    "Valid while a granted code is still usable. Otherwise a code is e-mailed (at most one a minute: within it, the code just sent stands) and the answer is PIN_ACCESS_REQUIRED, whose `meta` says how: `sent` is `now` (e-mailed), `queued` (the mail server did not take it at once: it is retried, and the code is valid meanwhile) or `earlier` (none sent: the one sent less than a minute ago stands), and `resend_in_seconds` when another may be asked for. Past the hour's allowance, TOO_MANY_REQUESTS, never an answer saying a code was sent when none was. Recovery needs an account.",
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
  description: "At most one a minute (TOO_MANY_REQUESTS with `Retry-After` within it), within an hourly allowance per e-mail and purpose and per caller's address; once a recovery code is spent by wrong tries from many addresses, the next request is let past the allowance per e-mail, once an hour. `sent` says whether the mail left at once or is on its way (retried while the mail server does not answer). Recovery needs an account.",
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
  description:
    `Wrong digits spend a try of the code from the caller's address (INVALID_PIN, whose \`meta.tries_left\` says how many that address has left) and count against the address over every e-mail. A sign-up code takes ${PIN_MAX_TRIES} wrong tries; a recovery code ${RECOVERY_PIN_TRIES_PER_ADDRESS} from each address and ${RECOVERY_PIN_TRIES} from all of them, so a stranger cannot spend the owner's code. A code expired, or out of tries for the caller, is PIN_ACCESS_REQUIRED.`,
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
    const deps = c.get('deps');
    const { db, clock } = deps;
    const resendSeconds = deps.pinResendSeconds ?? PIN_RESEND_SECONDS;
    const { email, purpose } = await pinTarget(c);
    const now = clock.now();
    const code = await newestCode(db, email, purpose);
    if (isGranted(code, now)) return c.json({ data: { valid: true } }, 200);
    const wait = resendWaitSeconds(code, now, resendSeconds);
    if (wait > 0) throw codeRequired('earlier', wait);
    await countCodeMail(c, email, purpose, code);
    throw codeRequired(await sendCode(deps, c.get('lang'), email, purpose, now), resendSeconds);
  });

  on(routes, requestPin, async (c) => {
    const deps = c.get('deps');
    const { db, clock, pinResendSeconds } = deps;
    const { email, purpose } = await pinTarget(c);
    const now = clock.now();
    const code = await newestCode(db, email, purpose);
    const wait = resendWaitSeconds(code, now, pinResendSeconds);
    if (wait > 0) throw tooManyRequests(c, wait);
    await countCodeMail(c, email, purpose, code);
    const sent = await sendCode(deps, c.get('lang'), email, purpose, now);
    return c.json({ data: { expires_in_minutes: PIN_VALID_MINUTES, sent } }, 200);
  });

  // Wrong digits spend a try of the code from the caller's address, and count against that address
  // over every e-mail (docs/product.md#rate-limits).
  on(routes, grantPin, async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const { email: typed, purpose } = validate(c, GrantTargetSchema, { ...c.req.query(), email: c.req.param('email') });
    const email = normalEmail(typed);
    const body = await readJson(c, PinGrantRequestSchema);
    if (normalEmail(body.email) !== email) throw new ApiError('FAILED_VALIDATION', { email: [t.validation.pinEmail] });
    // Counted before the digits are checked: parallel guesses cannot slip past the limit.
    const address = clientIp(c);
    const attempt = await countAttempt(c, [{ limit: c.get('limits').pinGrant, key: address }]);
    const result = await grantCode(db, email, purpose, body.pin, clock.now(), address);
    if (result.outcome === 'invalid') throw new ApiError('INVALID_PIN', undefined, undefined, undefined, { tries_left: result.triesLeft });
    await attempt.succeeded();
    if (result.outcome === 'unavailable') throw pinLapsed(t);
    return c.json({ data: { granted: true } }, 200);
  });

  return routes;
}
