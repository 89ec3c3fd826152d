// The header search: the caller's packages, pre-alerts and shipments by tracking number.
import { createRoute } from '@hono/zod-openapi';
import { and, desc, eq, like } from 'drizzle-orm';
import { SEARCH_RESULTS_MAX, SearchQuerySchema, SearchResponseSchema } from '../../src/api/contract/search.ts';
import { trackingKey } from '../../src/api/contract/tracking.ts';
import { packages, preAlerts, shipments } from '../db/schema.ts';
import { freeStorageDaysOf } from '../rules/free-storage.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { describedRoutes, json, on, refusals, SIGNED_IN } from '../http/described.ts';
import { readQuery } from '../foundation/validate.ts';
import { selectPackages, serializePackages } from '../serializers/package.ts';
import { selectPreAlerts, serializePreAlerts } from '../serializers/pre-alert.ts';
import { selectShipments, serializeShipments } from '../serializers/shipment.ts';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const search = createRoute({
  method: 'get',
  path: '/search',
  tags: ['Search'],
  security: SIGNED_IN,
  middleware: requireAuth,
  operationId: 'searchTracking',
  summary: "The customer's packages, pre-alerts and shipments by tracking number",
  description: `\`q\` is compared as tracking numbers are (any case, without spaces or dashes); at most ${SEARCH_RESULTS_MAX} of each kind, newest first.`,
  request: { query: SearchQuerySchema },
  responses: { 200: json(SearchResponseSchema, 'What matched, by kind'), ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION') },
});

export function searchRoutes() {
  const routes = describedRoutes();

  on(routes, search, async (c) => {
    const { db } = c.get('deps');
    const signer = c.get('signer');
    const { q } = readQuery(c, SearchQuerySchema);
    const { clientId } = c.get('user');
    // Compared as tracking numbers are (docs/product.md#tracking-numbers): `cas-a 2000` finds CAS-A-200000.
    const key = trackingKey(q);
    if (clientId === null || key === '') return c.json({ data: { packages: [], pre_alerts: [], shipments: [] } }, 200);
    const pattern = containing(key);

    const [packageRows, preAlertRows, shipmentRows] = await Promise.all([
      selectPackages(db)
        .where(and(eq(packages.client_id, clientId), like(packages.tracking_key, pattern)))
        .orderBy(desc(packages.created_at), desc(packages.id))
        .limit(SEARCH_RESULTS_MAX),
      selectPreAlerts(db)
        .where(and(eq(preAlerts.client_id, clientId), like(preAlerts.tracking_key, pattern)))
        .orderBy(desc(preAlerts.created_at), desc(preAlerts.id))
        .limit(SEARCH_RESULTS_MAX),
      selectShipments(db)
        .where(and(eq(shipments.client_id, clientId), like(shipments.tracking_key, pattern)))
        .orderBy(desc(shipments.created_at), desc(shipments.id))
        .limit(SEARCH_RESULTS_MAX),
    ]);
    const data = {
      packages: serializePackages(signer, packageRows, freeStorageDaysOf(c.get('deps'))),
      pre_alerts: serializePreAlerts(signer, preAlertRows),
      shipments: serializeShipments(signer, c.get('t'), shipmentRows),
    };
    return c.json({ data }, 200);
  });

  return routes;
}
