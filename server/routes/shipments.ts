// The customer's shipments: list, detail with its pieces, the pieces paged, and the status history.
import { Hono, type Context } from 'hono';
import { and, asc, desc, eq } from 'drizzle-orm';
import { PageQuerySchema } from '../../src/api/contract/envelope.ts';
import { shipmentEvents, shipmentItems, shipments } from '../db/schema.ts';
import { ownerClientId } from '../domain/current-client.ts';
import { ownPage } from '../domain/own-page.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { loadPage } from '../http/paging.ts';
import { idParam, readQuery } from '../http/validate.ts';
import { labelOf } from '../i18n/format.ts';
import { loadItems, selectShipments, serializeItem, serializeShipments } from '../serializers/shipment.ts';

/** The id of the path's shipment when it is the caller's; NOT_FOUND otherwise, whoever owns it. */
async function ownShipmentId(c: Context<AppEnv>): Promise<number> {
  const { db } = c.get('deps');
  const id = idParam(c);
  const clientId = await ownerClientId(db, c.get('user').id);
  const [row] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.id, id), eq(shipments.client_id, clientId)))
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND');
  return row.id;
}

export function shipmentRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/shipments', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const own = (clientId: number) => eq(shipments.client_id, clientId);
    const page = await ownPage(c, {
      count: (clientId) => db.$count(shipments, own(clientId)),
      load: async (clientId, limit, offset) =>
        serializeShipments(
          db,
          c.get('signer'),
          c.get('t'),
          await selectShipments(db).where(own(clientId)).orderBy(desc(shipments.created_at), desc(shipments.id)).limit(limit).offset(offset),
        ),
    });
    return c.json(page);
  });

  routes.get('/shipments/:id{[0-9]+}', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const t = c.get('t');
    const id = await ownShipmentId(c);
    const [[shipment], items] = await Promise.all([
      serializeShipments(db, c.get('signer'), t, await selectShipments(db).where(eq(shipments.id, id))),
      loadItems(db, [id]),
    ]);
    if (!shipment) throw new ApiError('NOT_FOUND');
    return c.json({ data: { ...shipment, items: (items.get(id) ?? []).map((item) => serializeItem(item, t)) } });
  });

  routes.get('/shipments/:id{[0-9]+}/items', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const query = readQuery(c, PageQuerySchema);
    const id = await ownShipmentId(c);
    const own = eq(shipmentItems.shipment_id, id);
    const page = await loadPage(await db.$count(shipmentItems, own), query, async (limit, offset) => {
      const rows = await db.select().from(shipmentItems).where(own).orderBy(asc(shipmentItems.id)).limit(limit).offset(offset);
      return rows.map((row) => serializeItem(row, c.get('t')));
    });
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
