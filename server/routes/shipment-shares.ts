// The customer's links to a shipment's tracking (docs/product.md#shared-tracking): POST makes one,
// shown once; DELETE revokes every one still working. Both counted per customer before the work.
import { createRoute } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import { sharedTrackingPath, ShipmentShareResponseSchema, type ShipmentShare } from '../../src/api/contract/shared-tracking.ts';
import { countPerCustomer } from '../auth/throttle.ts';
import { shipments } from '../db/schema.ts';
import { ownFilter } from '../domain/own-record.ts';
import { makeShare, revokeShares, SHARE_LINKS_ACTIVE_MAX } from '../domain/shipment-shares.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { describedRoutes, idParams, json, noContent, on, refusals, SIGNED_IN } from '../http/described.ts';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';

const counted = async (c: Context<AppEnv>, next: Next) => {
  await countPerCustomer(c, c.get('limits').shareLinks);
  await next();
};

/** The portal's address the link opens: PUBLIC_URL, or the one this request came to when none is set. */
const publicUrlOf = (c: Context<AppEnv>) => c.get('deps').publicUrl;

const sharing = { tags: ['Shared tracking'], security: SIGNED_IN, middleware: [requireAuth, counted] };

const shareShipment = createRoute({
  ...sharing,
  method: 'post',
  path: '/shipments/{id}/share',
  operationId: 'shareShipment',
  summary: "Makes a link to a shipment's tracking",
  description: `The link is shown once; a shipment has at most ${SHARE_LINKS_ACTIVE_MAX} working at a time (FAILED_VALIDATION past them).`,
  request: { params: idParams('id') },
  responses: {
    201: json(ShipmentShareResponseSchema, 'The new link and when it stops working'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'TOO_MANY_REQUESTS', 'NOT_FOUND', 'FAILED_VALIDATION'),
  },
});

const revokeShipmentShares = createRoute({
  ...sharing,
  method: 'delete',
  path: '/shipments/{id}/share',
  operationId: 'revokeShipmentShares',
  summary: "Revokes every working link to a shipment's tracking",
  request: { params: idParams('id') },
  responses: { 204: noContent('Revoked'), ...refusals('AUTHENTICATION_EXCEPTION', 'TOO_MANY_REQUESTS', 'NOT_FOUND') },
});

export function shipmentShareRoutes() {
  const routes = describedRoutes();

  on(routes, shareShipment, async (c) => {
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

  on(routes, revokeShipmentShares, async (c) => {
    const { db, clock } = c.get('deps');
    if (!(await revokeShares(db, ownFilter(c, shipments), clock.now()))) throw new ApiError('NOT_FOUND');
    return c.body(null, 204);
  });

  return routes;
}
