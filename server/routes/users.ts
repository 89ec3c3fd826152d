import { Hono } from 'hono';
import { ChangePasswordRequestSchema, EMAIL_TAKEN_MESSAGES, RegisterRequestSchema } from '../../src/api/contract/auth.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { grantedCode, useCode } from '../auth/pin-codes.ts';
import { accountKeys, countAttempt, countPerCustomer } from '../auth/throttle.ts';
import { users } from '../db/schema.ts';
import { findAccount, normalEmail, passwordHashOf, replacePassword } from '../domain/accounts.ts';
import { keepLanguage } from '../domain/client-language.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { readJson } from '../http/validate.ts';
import { tellPasswordChanged } from '../mail/password-changed.ts';
import { loadClientAndLanguage } from '../serializers/client.ts';
import { loadUser } from '../serializers/user.ts';

export function userRoutes() {
  const routes = new Hono<AppEnv>();

  // The token's query has read the user and whether they have a client already. The portal asks at
  // start and after every change of language: the account's language follows, written only when it differs.
  routes.get('/users/me', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const lang = c.get('lang');
    const { id, email, clientId } = c.get('user');
    const found = clientId === null ? null : await loadClientAndLanguage(db, id, lang, c.get('signer'));
    if (found && found.language !== lang) await keepLanguage(db, id, lang);
    return c.json({ data: { id, email, client: found?.client ?? null } });
  });

  // Sign-up: needs the granted sign-up code and its digits; a taken address keeps its code (the
  // portal then signs in).
  routes.post('/users', async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const lang = c.get('lang');
    const body = await readJson(c, RegisterRequestSchema);
    const email = normalEmail(body.email);
    // Counted before the code is checked, as sign-ins are.
    const attempt = await countAttempt(c, accountKeys(c, c.get('limits').register, email));
    const now = clock.now();
    const code = await grantedCode(db, t, email, 'signup', body.pin, now);
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
    return c.json({ data: await loadUser(db, userId, lang, c.get('signer')) }, 201);
  });

  // Wrong current passwords count per account; the caller's own session stays signed in, the others end.
  routes.post('/users/me/change-password', requireAuth, async (c) => {
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
    return c.json({ data: { changed: true } });
  });

  return routes;
}
