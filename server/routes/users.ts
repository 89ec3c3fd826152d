import { Hono } from 'hono';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { loadUser } from '../serializers/user.ts';

export function userRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/users/me', requireAuth, async (c) => {
    const user = await loadUser(c.get('deps').db, c.get('user').id, c.get('lang'), c.get('signer'));
    if (!user) throw new ApiError('AUTHENTICATION_EXCEPTION');
    return c.json({ data: user });
  });

  return routes;
}
