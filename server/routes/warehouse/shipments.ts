// A shipment's status reported by the warehouse (docs/product.md#the-warehouse-api): its event,
// its status, its packages' and its customer's notice, in one transaction.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { WarehouseShipmentEventSchema } from '../../../src/api/contract/warehouse.ts';
import { shipmentEvents, shipments } from '../../db/schema.ts';
import { readStoredJson } from '../../domain/input.ts';
import { addNotice } from '../../domain/notices.ts';
import { movePackagesWith } from '../../domain/shipment-packages.ts';
import type { AppEnv } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { once } from '../../http/idempotency.ts';
import { idParam } from '../../http/validate.ts';
import { labelOf } from '../../i18n/format.ts';

export function warehouseShipmentRoutes() {
  const routes = new Hono<AppEnv>();

  // 201 {data: the event}, as GET api/shipments/{id}/logs shows it.
  routes.post('/shipments/:id{[0-9]+}/events', async (c) => {
    const { clock } = c.get('deps');
    const id = idParam(c);
    const body = await readStoredJson(c, WarehouseShipmentEventSchema);
    const call = await once(c, body);
    if (call.kept) return call.kept;
    return call.run(async (tx) => {
      const [shipment] = await tx.select({ clientId: shipments.client_id }).from(shipments).where(eq(shipments.id, id)).for('update');
      if (!shipment) throw new ApiError('NOT_FOUND');
      const now = clock.now();
      await tx.update(shipments).set({ status: body.status }).where(eq(shipments.id, id));
      await tx.insert(shipmentEvents).values({ shipment_id: id, key: body.status, created_at: now });
      await movePackagesWith(tx, id, body.status, now);
      await addNotice(tx, {
        client_id: shipment.clientId,
        kind: 'SHIPMENT_STATUS',
        shipment_id: id,
        data: body.note ? { status: body.status, note: body.note } : { status: body.status },
        created_at: now,
      });
      const keyLabel = labelOf(c.get('t').labels.shipmentStatus, body.status);
      return { status: 201, body: { data: { created_at: now.toISOString(), key: body.status, keyLabel } } };
    });
  });

  return routes;
}
