// A shared tracking link's page data (docs/product.md#shared-tracking): no session, counted per
// client address before the lookup; a link that does not work is NOT_FOUND, whatever the reason.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { SharedTrackingResponseSchema } from '../../src/api/contract/shared-tracking.ts';
import { countAttempt } from '../auth/throttle.ts';
import { sharedShipment } from '../domain/shipment-shares.ts';
import { clientIp } from '../foundation/client-ip.ts';
import { describedRoutes, json, on, refusals } from '../http/described.ts';
import { ApiError } from '../foundation/errors.ts';
import { serializeSharedTracking } from '../serializers/shared-tracking.ts';

const getSharedTracking = createRoute({
  method: 'get',
  path: '/track/{token}',
  tags: ['Shared tracking'],
  operationId: 'getSharedTracking',
  summary: "A shared link's tracking, without a session",
  description: 'A malformed, unknown, revoked or expired link is NOT_FOUND alike. Counted per client address.',
  request: { params: z.object({ token: z.string().meta({ description: "The link's token, as its URL carries it" }) }) },
  responses: {
    200: json(SharedTrackingResponseSchema, 'What anyone holding the link may see'),
    ...refusals('TOO_MANY_REQUESTS', 'NOT_FOUND'),
  },
});

export function trackRoutes() {
  const routes = describedRoutes();

  on(routes, getSharedTracking, async (c) => {
    // Whoever holds the link may not be whoever it was meant for: no cache keeps it, no engine lists it, no link out names it.
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    c.header('Referrer-Policy', 'no-referrer');
    await countAttempt(c, [{ limit: c.get('limits').track, key: clientIp(c) }]);
    const { db, clock } = c.get('deps');
    const shared = await sharedShipment(db, c.req.param('token'), clock.now());
    if (!shared) throw new ApiError('NOT_FOUND');
    return c.json({ data: serializeSharedTracking(shared, c.get('t'), c.get('lang')) }, 200);
  });

  return routes;
}
