import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { LoginRequestSchema } from '../../src/api/contract/auth.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { issueToken, revokeToken } from '../auth/tokens.ts';
import { users } from '../db/schema.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { readJson } from '../http/validate.ts';
import { loadUser } from '../serializers/user.ts';

// Checked when the e-mail is unknown, so both failures take as long as each other.
let decoyHash: Promise<string> | undefined;

export function authRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/auth/token', async (c) => {
    const { db, clock } = c.get('deps');
    const limiter = c.get('limits').login;
    const { email, password } = await readJson(c, LoginRequestSchema);
    const key = `${clientIp(c)}|${email.toLowerCase()}`;
    if (limiter.isLimited(key)) {
      c.header('Retry-After', String(limiter.retryAfterSeconds(key)));
      throw new ApiError('TOO_MANY_REQUESTS');
    }

    const [user] = await db
      .select({ id: users.id, hash: users.password_hash })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    const ok = user
      ? await verifyPassword(password, user.hash)
      : ((await verifyPassword(password, await (decoyHash ??= hashPassword('decoy-password')))) && false);
    if (!user || !ok) {
      limiter.hit(key);
      throw new ApiError('AUTHENTICATION_EXCEPTION');
    }
    limiter.reset(key);
    const token = await issueToken(db, user.id, clock.now());
    const body = await loadUser(db, user.id, c.get('lang'), c.get('signer'));
    return c.json({ data: { token, user: body } });
  });

  routes.get('/auth/logout', requireAuth, async (c) => {
    const { db, clock } = c.get('deps');
    await revokeToken(db, c.get('user').tokenId, clock.now());
    return c.body(null, 204);
  });

  return routes;
}
