// The customer's shipments: list, detail with its pieces, the pieces paged, and the status history.
import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { PageQuerySchema } from '../../src/api/contract/envelope.ts';
import {
  ShipmentItemPageSchema,
  ShipmentLogsResponseSchema,
  ShipmentPageSchema,
  ShipmentResponseSchema,
} from '../../src/api/contract/shipments.ts';
import { preparedFor } from '../db/prepared.ts';
import { shipmentEvents, shipmentItems, shipments } from '../db/schema.ts';
import { ownerClientId } from '../domain/current-client.ts';
import { ownChildPage } from '../domain/own-children.ts';
import { callersNewestFirst, callersNewestFirstPage } from '../domain/own-page.ts';
import { ownById, ownIdValues, ownRecord } from '../domain/own-record.ts';
import { sharedUntilColumn } from '../domain/shipment-shares.ts';
import { customerTimeline, timelineColumns } from '../domain/shipment-timeline.ts';
import { callerOfToken } from '../auth/tokens.ts';
import { requireAuth, requireAuthInQuery } from '../http/auth-middleware.ts';
import { describedRoutes, idParams, json, on, refusals, SIGNED_IN } from '../http/described.ts';
import { ApiError } from '../foundation/errors.ts';
import { totalOver } from '../foundation/paging.ts';
import { idParam } from '../foundation/validate.ts';
import { labelOf } from '../i18n/format.ts';
import { selectShipments, serializeItem, serializeShipments } from '../serializers/shipment.ts';

const listShipments = preparedFor((db) =>
  callersNewestFirstPage(shipments, selectShipments(db, { total: totalOver(), ...callerOfToken.columns() }).$dynamic()).prepare('list_shipments'),
);
const ownShipment = preparedFor((db) => ownById(shipments, selectShipments(db, { shared_until: sharedUntilColumn() }).$dynamic()).prepare('shipment'));

const signedIn = { tags: ['Shipments'], security: SIGNED_IN };

const listShipmentsRoute = createRoute({
  ...signedIn,
  middleware: requireAuthInQuery,
  method: 'get',
  path: '/shipments',
  operationId: 'listShipments',
  summary: "The customer's shipments, newest first",
  request: { query: PageQuerySchema },
  responses: { 200: json(ShipmentPageSchema, 'A page of the shipments'), ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION') },
});

const getShipmentRoute = createRoute({
  ...signedIn,
  middleware: requireAuth,
  method: 'get',
  path: '/shipments/{id}',
  operationId: 'getShipment',
  summary: "One of the customer's shipments, with every piece",
  request: { params: idParams('id') },
  responses: { 200: json(ShipmentResponseSchema, 'The shipment'), ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND') },
});

const listShipmentItemsRoute = createRoute({
  ...signedIn,
  middleware: requireAuth,
  method: 'get',
  path: '/shipments/{id}/items',
  operationId: 'listShipmentItems',
  summary: "A shipment's pieces, paged",
  request: { params: idParams('id'), query: PageQuerySchema },
  responses: {
    200: json(ShipmentItemPageSchema, 'A page of the pieces'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'FAILED_VALIDATION'),
  },
});

const listShipmentLogsRoute = createRoute({
  ...signedIn,
  middleware: requireAuth,
  method: 'get',
  path: '/shipments/{id}/logs',
  operationId: 'listShipmentLogs',
  summary: "A shipment's status history",
  description: 'In the order they happened, a correction in place of what it undid; the reason of a correction stays with the company.',
  request: { params: idParams('id') },
  responses: { 200: json(ShipmentLogsResponseSchema, 'The status timeline'), ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND') },
});

export function shipmentRoutes() {
  const routes = describedRoutes();

  on(routes, listShipmentsRoute, async (c) => {
    const { db } = c.get('deps');
    const page = await callersNewestFirst(c, shipments, listShipments(db), (rows) => serializeShipments(c.get('signer'), c.get('t'), rows));
    return c.json(page, 200);
  });

  on(routes, getShipmentRoute, async (c) => {
    const { db } = c.get('deps');
    const t = c.get('t');
    // The caller's or none: the same NOT_FOUND as a missing id, checked in the same query.
    const [row] = await ownShipment(db).execute({ ...ownIdValues(c), now: c.get('deps').clock.now().toISOString() });
    if (!row) throw new ApiError('NOT_FOUND');
    const [shipment] = serializeShipments(c.get('signer'), t, [row]);
    if (!shipment) throw new Error('The shipment read was not serialized');
    const items = row.items.map((item) => serializeItem(item, t));
    return c.json({ data: { ...shipment, items, shared_until: row.shared_until?.toISOString() ?? null } }, 200);
  });

  on(routes, listShipmentItemsRoute, async (c) => {
    const { db } = c.get('deps');
    const page = await ownChildPage(
      c,
      shipments,
      { table: shipmentItems, parentId: shipmentItems.shipment_id },
      (own, limit, offset) =>
        db
          .select({ item: shipmentItems, total: totalOver() })
          .from(shipmentItems)
          .innerJoin(shipments, eq(shipments.id, shipmentItems.shipment_id))
          .where(own)
          .orderBy(asc(shipmentItems.id))
          .limit(limit)
          .offset(offset),
      (rows) => rows.map(({ item }) => serializeItem(item, c.get('t'))),
    );
    return c.json(page, 200);
  });

  // In the order they happened, a correction in place of what it undid (docs/product.md#corrections).
  on(routes, listShipmentLogsRoute, async (c) => {
    const { db } = c.get('deps');
    const labels = c.get('t').labels.shipmentStatus;
    const own = and(eq(shipments.id, idParam(c)), eq(shipments.client_id, ownerClientId(c.get('user'))));
    const rows = await db
      .select(timelineColumns)
      .from(shipmentEvents)
      .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipment_id))
      .where(own);
    // No event: a shipment with none yet, or not the caller's (NOT_FOUND, as a missing one).
    if (rows.length === 0) await ownRecord(c, shipments);
    const data = customerTimeline(rows).map((e) => ({
      created_at: e.occurred_at.toISOString(),
      key: e.key,
      keyLabel: labelOf(labels, e.key),
      note: e.note,
      // The reason stays with the company: the customer learns only that it was corrected.
      corrected: e.correction_reason !== null,
    }));
    return c.json({ data }, 200);
  });

  return routes;
}
