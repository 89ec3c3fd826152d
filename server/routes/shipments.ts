// The customer's shipments: list, detail with its pieces, the pieces paged, and the status history.
import { Hono, type Context } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { shipmentEvents, shipmentItems, shipments } from '../db/schema.ts';
import { ownNewestFirst } from '../domain/own-page.ts';
import { ownerClientId } from '../domain/current-client.ts';
import { ownRecord } from '../domain/own-record.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { pageOfRows } from '../http/paging.ts';
import { idParam } from '../http/validate.ts';
import { labelOf } from '../i18n/format.ts';
import { loadItems, selectShipments, serializeItem, serializeShipments } from '../serializers/shipment.ts';

/** The id of the path's shipment when it is the caller's; NOT_FOUND otherwise, whoever owns it. */
const ownShipmentId = async (c: Context<AppEnv>) => (await ownRecord(c, shipments)).id;

export function shipmentRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/shipments', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const page = await ownNewestFirst(
      c,
      shipments,
      () => selectShipments(db).$dynamic(),
      (rows) => serializeShipments(db, c.get('signer'), c.get('t'), rows),
    );
    return c.json(page);
  });

  routes.get('/shipments/:id{[0-9]+}', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const t = c.get('t');
    const id = idParam(c);
    // The caller's or none: the same NOT_FOUND as a missing id, checked in the same query.
    const own = and(eq(shipments.id, id), eq(shipments.client_id, ownerClientId(c.get('user'))));
    const [rows, items] = await Promise.all([selectShipments(db).where(own), loadItems(db, [id])]);
    if (rows.length === 0) throw new ApiError('NOT_FOUND');
    const [shipment] = await serializeShipments(db, c.get('signer'), t, rows, items);
    if (!shipment) throw new ApiError('NOT_FOUND');
    return c.json({ data: { ...shipment, items: (items.get(id) ?? []).map((item) => serializeItem(item, t)) } });
  });

  routes.get('/shipments/:id{[0-9]+}/items', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const id = await ownShipmentId(c);
    const page = await pageOfRows(
      c,
      {
        table: shipmentItems,
        where: eq(shipmentItems.shipment_id, id),
        select: () => db.select().from(shipmentItems).$dynamic(),
        orderBy: [asc(shipmentItems.id)],
      },
      (rows) => rows.map((row) => serializeItem(row, c.get('t'))),
    );
    return c.json(page);
  });

  // In the order the server stored them: oldest first.
  routes.get('/shipments/:id{[0-9]+}/logs', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const labels = c.get('t').labels.shipmentStatus;
    const id = await ownShipmentId(c);
    const rows = await db
      .select({ key: shipmentEvents.key, created_at: shipmentEvents.created_at })
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipment_id, id))
      .orderBy(asc(shipmentEvents.id));
    return c.json({ data: rows.map((e) => ({ created_at: e.created_at.toISOString(), key: e.key, keyLabel: labelOf(labels, e.key) })) });
  });

  return routes;
}
