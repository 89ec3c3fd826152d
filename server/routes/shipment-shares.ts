// The customer's links to a shipment's tracking (docs/product.md#shared-tracking): POST makes one,
// shown once; DELETE revokes every one still working. Both counted per customer before the work.
import { Hono, type Context, type Next } from 'hono';
import { sharedTrackingPath, type ShipmentShare } from '../../src/api/contract/shared-tracking.ts';
import { countPerCustomer } from '../auth/throttle.ts';
import { shipments } from '../db/schema.ts';
import { ownFilter } from '../domain/own-record.ts';
import { makeShare, revokeShares, SHARE_LINKS_ACTIVE_MAX } from '../domain/shipment-shares.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';

const counted = async (c: Context<AppEnv>, next: Next) => {
  await countPerCustomer(c, c.get('limits').shareLinks);
  await next();
};

/** The portal's address the link opens: PUBLIC_URL, or the one this request came to when none is set. */
const publicUrlOf = (c: Context<AppEnv>) => c.get('deps').publicUrl;

export function shipmentShareRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/shipments/:id{[0-9]+}/share', requireAuth, counted, async (c) => {
    const { db, clock } = c.get('deps');
    // Another customer's shipment: the very NOT_FOUND of a missing one.
    const made = await makeShare(db, ownFilter(c, shipments), clock.now());
    if (!made) throw new ApiError('NOT_FOUND');
    if ('full' in made) {
      const text = c.get('t').validation.shareLinksFull(SHARE_LINKS_ACTIVE_MAX);
      throw new ApiError('FAILED_VALIDATION', { body: [text] }, text);
    }
    const data: ShipmentShare = { url: `${publicUrlOf(c)}${sharedTrackingPath(made.token)}`, expires_at: made.expiresAt.toISOString() };
    return c.json({ data }, 201);
  });

  routes.delete('/shipments/:id{[0-9]+}/share', requireAuth, counted, async (c) => {
    const { db, clock } = c.get('deps');
    if (!(await revokeShares(db, ownFilter(c, shipments), clock.now()))) throw new ApiError('NOT_FOUND');
    return c.body(null, 204);
  });

  return routes;
}
