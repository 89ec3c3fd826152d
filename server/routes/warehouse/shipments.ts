// A shipment's status reported or corrected by the warehouse (docs/product.md#lifecycles): moved
// only through its lifecycle, with its timeline line, its packages', its invoice's and its
// customer's notice in one transaction.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ShipmentLifecycleEvent } from '../../../machines/lifecycles/shipment.ts';
import {
  OCCURRED_AT_AHEAD_MAX_MINUTES, WarehouseShipmentCorrectionSchema, WarehouseShipmentEventSchema, type WarehouseShipmentEventResult,
} from '../../../src/api/contract/warehouse.ts';
import { MINUTE_MS } from '../../clock.ts';
import type { Db } from '../../db/open.ts';
import { readStoredJson } from '../../domain/input.ts';
import { latestLine, lockShipment, moveShipment, type LockedShipment, type MoveResult } from '../../domain/lifecycles/shipment-moves.ts';
import type { AppEnv } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { once } from '../../http/idempotency.ts';
import { idParam } from '../../http/validate.ts';

/** The answer: the shipment's status now and the line the call added (the latest one when it added none). */
async function resultOf(tx: Db, shipmentId: number, moved: MoveResult): Promise<WarehouseShipmentEventResult> {
  const line = moved.line ?? (await latestLine(tx, shipmentId));
  return {
    shipment_id: shipmentId,
    status: moved.status,
    outcome: moved.outcome,
    event: line && {
      status: line.key,
      occurred_at: line.occurred_at.toISOString(),
      recorded_at: line.created_at.toISOString(),
      note: line.note,
      correction_reason: line.correction_reason,
    },
  };
}

/** When the scan happened: never further ahead than scanners drift, never before the request. */
function checkedOccurredAt(c: Context<AppEnv>, shipment: LockedShipment, occurredAt: string | undefined, now: Date): Date | undefined {
  if (occurredAt === undefined) return undefined;
  const t = c.get('t');
  const at = new Date(occurredAt);
  if (at.getTime() > now.getTime() + OCCURRED_AT_AHEAD_MAX_MINUTES * MINUTE_MS) {
    throw new ApiError('FAILED_VALIDATION', { occurred_at: [t.validation.occurredAtAhead(OCCURRED_AT_AHEAD_MAX_MINUTES)] });
  }
  if (at.getTime() < shipment.createdAt.getTime()) throw new ApiError('FAILED_VALIDATION', { occurred_at: [t.validation.occurredAtBeforeRequest] });
  return at;
}

export function warehouseShipmentRoutes() {
  const routes = new Hono<AppEnv>();

  // 201 when a line was added (a move, a note, a late scan); 200 when nothing changed (the same status again, without a note).
  routes.post('/shipments/:id{[0-9]+}/events', async (c) => {
    const { clock } = c.get('deps');
    const id = idParam(c);
    const body = await readStoredJson(c, WarehouseShipmentEventSchema);
    const call = await once(c, body);
    if (call.kept) return call.kept;
    return call.run(async (tx) => {
      const shipment = await lockShipment(tx, id);
      if (!shipment) throw new ApiError('NOT_FOUND');
      const now = clock.now();
      const occurredAt = checkedOccurredAt(c, shipment, body.occurred_at, now);
      const moved = await moveShipment(tx, shipment, { type: body.status, note: body.note } as ShipmentLifecycleEvent, { now, occurredAt, note: body.note });
      return { status: moved.line ? 201 : 200, body: { data: await resultOf(tx, id, moved) } };
    });
  });

  // An operator's mistake undone: 201 with the correction's line; its reason stays with the company.
  routes.post('/shipments/:id{[0-9]+}/corrections', async (c) => {
    const { clock } = c.get('deps');
    const id = idParam(c);
    const body = await readStoredJson(c, WarehouseShipmentCorrectionSchema);
    const call = await once(c, body);
    if (call.kept) return call.kept;
    return call.run(async (tx) => {
      const shipment = await lockShipment(tx, id);
      if (!shipment) throw new ApiError('NOT_FOUND');
      const moved = await moveShipment(tx, shipment, { type: 'CORRECT', status: body.status, reason: body.reason }, { now: clock.now() });
      return { status: 201, body: { data: await resultOf(tx, id, moved) } };
    });
  });

  return routes;
}
