// A shared tracking link's page data (docs/product.md#shared-tracking): no session, counted per
// client address before the lookup; a link that does not work is NOT_FOUND, whatever the reason.
import { Hono } from 'hono';
import { countAttempt } from '../auth/throttle.ts';
import { sharedShipment } from '../domain/shipment-shares.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { serializeSharedTracking } from '../serializers/shared-tracking.ts';

export function trackRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/track/:token', async (c) => {
    // Whoever holds the link may not be whoever it was meant for: no cache keeps it, no engine lists it, no link out names it.
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    c.header('Referrer-Policy', 'no-referrer');
    await countAttempt(c, [{ limit: c.get('limits').track, key: clientIp(c) }]);
    const { db, clock } = c.get('deps');
    const shared = await sharedShipment(db, c.req.param('token'), clock.now());
    if (!shared) throw new ApiError('NOT_FOUND');
    return c.json({ data: serializeSharedTracking(shared, c.get('t'), c.get('lang')) });
  });

  return routes;
}
