// The customer's shipments: list, detail with its pieces, the pieces paged, and the status history.
import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
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
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { totalOver } from '../http/paging.ts';
import { idParam } from '../http/validate.ts';
import { labelOf } from '../i18n/format.ts';
import { selectShipments, serializeItem, serializeShipments } from '../serializers/shipment.ts';

const listShipments = preparedFor((db) =>
  callersNewestFirstPage(shipments, selectShipments(db, { total: totalOver(), ...callerOfToken.columns() }).$dynamic()).prepare('list_shipments'),
);
const ownShipment = preparedFor((db) => ownById(shipments, selectShipments(db, { shared_until: sharedUntilColumn() }).$dynamic()).prepare('shipment'));

export function shipmentRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/shipments', requireAuthInQuery, async (c) => {
    const { db } = c.get('deps');
    const page = await callersNewestFirst(c, shipments, listShipments(db), (rows) => serializeShipments(c.get('signer'), c.get('t'), rows));
    return c.json(page);
  });

  routes.get('/shipments/:id{[0-9]+}', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const t = c.get('t');
    // The caller's or none: the same NOT_FOUND as a missing id, checked in the same query.
    const [row] = await ownShipment(db).execute({ ...ownIdValues(c), now: c.get('deps').clock.now().toISOString() });
    if (!row) throw new ApiError('NOT_FOUND');
    const [shipment] = serializeShipments(c.get('signer'), t, [row]);
    const items = row.items.map((item) => serializeItem(item, t));
    return c.json({ data: { ...shipment, items, shared_until: row.shared_until?.toISOString() ?? null } });
  });

  routes.get('/shipments/:id{[0-9]+}/items', requireAuth, async (c) => {
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
    return c.json(page);
  });

  // In the order they happened, a correction in place of what it undid (docs/product.md#corrections).
  routes.get('/shipments/:id{[0-9]+}/logs', requireAuth, async (c) => {
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
    return c.json({
      data: customerTimeline(rows).map((e) => ({
        created_at: e.occurred_at.toISOString(),
        key: e.key,
        keyLabel: labelOf(labels, e.key),
        note: e.note,
        // The reason stays with the company: the customer learns only that it was corrected.
        corrected: e.correction_reason !== null,
      })),
    });
  });

  return routes;
}
