import { createRoute } from '@hono/zod-openapi';
import {
  ChangePasswordRequestSchema, ChangePasswordResponseSchema, EMAIL_TAKEN_MESSAGES, RegisterRequestSchema, UserResponseSchema,
} from '../../src/api/contract/auth.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { grantedCode, useCode } from '../auth/pin-codes.ts';
import { accountKeys, countAttempt, countPerCustomer } from '../auth/throttle.ts';
import { users } from '../db/schema.ts';
import { findAccount, passwordHashOf, replacePassword } from '../domain/accounts.ts';
import { normalEmail } from '../rules/email.ts';
import { keepLanguage } from '../domain/client-language.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { clientIp } from '../foundation/client-ip.ts';
import { describedRoutes, json, on, refusals, SIGNED_IN } from '../http/described.ts';
import { ApiError } from '../foundation/errors.ts';
import { readJson } from '../foundation/validate.ts';
import { tellPasswordChanged } from '../mail/password-changed.ts';
import { loadClientAndLanguage } from '../serializers/client.ts';
import { loadUser } from '../serializers/user.ts';

const readMe = createRoute({
  method: 'get',
  path: '/users/me',
  tags: ['Users'],
  security: SIGNED_IN,
  middleware: requireAuth,
  operationId: 'readMe',
  summary: 'The signed-in user, with their customer profile once made',
  description: "The account's language follows the request's: the portal asks at start and after every change of language.",
  responses: { 200: json(UserResponseSchema, 'The user'), ...refusals('AUTHENTICATION_EXCEPTION') },
});

const signUp = createRoute({
  method: 'post',
  path: '/users',
  tags: ['Users'],
  operationId: 'signUp',
  summary: 'Creates an account with the granted sign-up code',
  description: 'Needs the granted sign-up code and its digits. A taken address is FAILED_VALIDATION on `email` and keeps its code (the portal then signs in).',
  request: { body: { ...json(RegisterRequestSchema, "The e-mail, the code's digits and the password"), required: true } },
  responses: {
    201: json(UserResponseSchema, 'The account made, without a customer profile yet'),
    ...refusals('FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS', 'PIN_ACCESS_REQUIRED'),
  },
});

const changePassword = createRoute({
  method: 'post',
  path: '/users/me/change-password',
  tags: ['Users'],
  security: SIGNED_IN,
  middleware: requireAuth,
  operationId: 'changePassword',
  summary: 'Changes the password, with the current one',
  description: "Wrong current passwords are counted per account. The caller's own session stays signed in; the others end.",
  request: { body: { ...json(ChangePasswordRequestSchema, 'The current password and the new one'), required: true } },
  responses: {
    200: json(ChangePasswordResponseSchema, 'The new password works from now on'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS', 'INVALID_PASSWORD'),
  },
});

export function userRoutes() {
  const routes = describedRoutes();

  // The token's query has read the user and whether they have a client already. The portal asks at
  // start and after every change of language: the account's language follows, written only when it differs.
  on(routes, readMe, async (c) => {
    const { db } = c.get('deps');
    const lang = c.get('lang');
    const { id, email, clientId } = c.get('user');
    const found = clientId === null ? null : await loadClientAndLanguage(db, id, lang, c.get('signer'));
    if (found && found.language !== lang) await keepLanguage(db, id, lang);
    return c.json({ data: { id, email, client: found?.client ?? null } }, 200);
  });

  // Sign-up: needs the granted sign-up code and its digits; a taken address keeps its code (the
  // portal then signs in).
  on(routes, signUp, async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const lang = c.get('lang');
    const body = await readJson(c, RegisterRequestSchema);
    const email = normalEmail(body.email);
    // Counted before the code is checked, as sign-ins are.
    const attempt = await countAttempt(c, accountKeys(c, c.get('limits').register, email));
    const now = clock.now();
    const code = await grantedCode(db, t, email, 'signup', body.pin, now, clientIp(c));
    const taken = () => new ApiError('FAILED_VALIDATION', { email: [EMAIL_TAKEN_MESSAGES[lang]] }, EMAIL_TAKEN_MESSAGES[lang]);
    if (await findAccount(db, email)) throw taken();
    const hash = await hashPassword(body.password);
    const userId = await db.transaction(async (tx) => {
      await useCode(tx, t, code, now);
      const [user] = await tx
        .insert(users)
        .values({ email, password_hash: hash, created_at: now })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) throw taken();
      return user.id;
    });
    await attempt.succeeded();
    const data = await loadUser(db, userId, lang, c.get('signer'));
    if (!data) throw new Error('The new user could not be read back');
    return c.json({ data }, 201);
  });

  // Wrong current passwords count per account; the caller's own session stays signed in, the others end.
  on(routes, changePassword, async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const user = c.get('user');
    const body = await readJson(c, ChangePasswordRequestSchema);
    // Counted before the password is checked: parallel guesses cannot slip past the limit.
    const attempt = await countPerCustomer(c, c.get('limits').changePassword);
    const hash = await passwordHashOf(db, user.id);
    if (!hash || !(await verifyPassword(body.current_password, hash))) {
      const text = t.errors.INVALID_PASSWORD;
      throw new ApiError('INVALID_PASSWORD', { current_password: [text] }, text);
    }
    await attempt.clear();
    await replacePassword(db, user.id, await hashPassword(body.password), clock.now(), user.tokenId);
    await tellPasswordChanged(c, user.email);
    return c.json({ data: { changed: true } }, 200);
  });

  return routes;
}
