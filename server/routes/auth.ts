import { createRoute } from '@hono/zod-openapi';
import { LoginRequestSchema, LoginResponseSchema, ResetPasswordRequestSchema, ResetPasswordResponseSchema } from '../../src/api/contract/auth.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { grantedCode, useCode } from '../auth/pin-codes.ts';
import { accountKeys, countAttempt, emailKey } from '../auth/throttle.ts';
import { issueToken, revokeToken } from '../auth/tokens.ts';
import { findAccount, recoveryAccount, replacePassword } from '../domain/accounts.ts';
import { normalEmail } from '../rules/email.ts';
import { keepLanguage } from '../domain/client-language.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { clientIp } from '../foundation/client-ip.ts';
import { describedRoutes, json, noContent, on, refusals, SIGNED_IN } from '../http/described.ts';
import { ApiError } from '../foundation/errors.ts';
import { readJson } from '../foundation/validate.ts';
import { loadUser } from '../serializers/user.ts';
import { tellPasswordChanged } from '../mail/password-changed.ts';

// Checked when the e-mail is unknown, so both failures take as long as each other: the hash of a
// random password nobody kept (a constant, so it never waits in the hashing queue to be made).
const DECOY_HASH =
  'scrypt$a4b49445f8570ec243813250da3d54e3$6f4ffad1279406a948384a5fee7505738b670dc9f961582fa39dae14a967f2c829ee089e68b86c62b497702d22bc1d6f8b22a17f2b6abdc2b554d1e1db219a13';

const signIn = createRoute({
  method: 'post',
  path: '/auth/token',
  tags: ['Sessions'],
  operationId: 'signIn',
  summary: 'Signs in with an e-mail and a password',
  description: "Counted per e-mail and per address before the password is checked. The account's e-mails follow the language it signs in with.",
  request: { body: { ...json(LoginRequestSchema, "The account's e-mail and password"), required: true } },
  responses: {
    200: json(LoginResponseSchema, 'A new token, and the user it signs in'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'),
  },
});

const signOut = createRoute({
  method: 'get',
  path: '/auth/logout',
  tags: ['Sessions'],
  security: SIGNED_IN,
  middleware: requireAuth,
  operationId: 'signOut',
  summary: 'Signs out: the token sent no longer works',
  responses: { 204: noContent('Signed out'), ...refusals('AUTHENTICATION_EXCEPTION') },
});

const resetPassword = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  tags: ['Sessions'],
  operationId: 'resetPassword',
  summary: 'Sets a new password with the granted recovery code',
  description: "Needs the granted recovery code and its digits. Ends every session of the account and lifts its e-mail's sign-in limit; the owner is told by e-mail.",
  request: { body: { ...json(ResetPasswordRequestSchema, "The e-mail, the code's digits and the new password"), required: true } },
  responses: {
    200: json(ResetPasswordResponseSchema, 'The password was replaced'),
    ...refusals('FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS', 'USER_NOT_FOUND', 'PIN_ACCESS_REQUIRED'),
  },
});

export function authRoutes() {
  const routes = describedRoutes();

  on(routes, signIn, async (c) => {
    const { db, clock } = c.get('deps');
    const { email, password } = await readJson(c, LoginRequestSchema);
    // Counted before the password is checked: parallel guesses cannot all slip past the limit.
    const attempt = await countAttempt(c, accountKeys(c, c.get('limits').login, email));

    const user = await findAccount(db, email);
    const ok = user
      ? await verifyPassword(password, user.hash)
      : ((await verifyPassword(password, DECOY_HASH)) && false);
    if (!user || !ok) throw new ApiError('AUTHENTICATION_EXCEPTION');
    await attempt.succeeded();
    const token = await issueToken(db, user.id, clock.now());
    // The e-mails follow the language the customer signs in with (docs/product.md#notices).
    await keepLanguage(db, user.id, c.get('lang'));
    const body = await loadUser(db, user.id, c.get('lang'), c.get('signer'));
    if (!body) throw new Error('The signed-in user could not be read back');
    return c.json({ data: { token, user: body } }, 200);
  });

  on(routes, signOut, async (c) => {
    const { db, clock } = c.get('deps');
    await revokeToken(db, c.get('user').tokenId, clock.now());
    return c.body(null, 204);
  });

  // Needs the granted recovery code and its digits; ends every session of the account and lifts its
  // e-mail's sign-in limit; the owner is told by e-mail, whoever it was.
  on(routes, resetPassword, async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const body = await readJson(c, ResetPasswordRequestSchema);
    // Counted before the code is checked, as sign-ins are.
    const limits = c.get('limits');
    const attempt = await countAttempt(c, accountKeys(c, limits.resetPassword, body.email));
    const user = await recoveryAccount(db, t, body.email);
    const now = clock.now();
    const code = await grantedCode(db, t, normalEmail(body.email), 'recovery', body.pin, now, clientIp(c));
    const hash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await useCode(tx, t, code, now);
      await replacePassword(tx, user.id, hash, now);
    });
    await attempt.succeeded();
    // Proved by the e-mailed code: the owner may sign in at once. Only the account's own key: an
    // address's limit stays, or resetting accounts of one's own would lift it (docs/product.md#rate-limits).
    const { limit, key } = emailKey(limits.login, body.email);
    await limit.delete(key);
    await tellPasswordChanged(c, normalEmail(body.email));
    return c.json({ data: { reset: true } }, 200);
  });

  return routes;
}
