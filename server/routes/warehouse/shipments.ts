// A shipment's status reported or corrected by the warehouse (docs/product.md#lifecycles): moved
// only through its lifecycle, with its timeline line, its packages', its invoice's and its
// customer's notice in one transaction.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ShipmentLifecycleEvent } from '../../../machines/lifecycles/shipment.ts';
import {
  OCCURRED_AT_AHEAD_MAX_MINUTES, WarehouseShipmentCorrectionSchema, WarehouseShipmentEventResponseSchema, WarehouseShipmentEventSchema,
  type WarehouseShipmentEventResult,
} from '../../../src/api/contract/warehouse.ts';
import { MINUTE_MS } from '../../clock.ts';
import type { Db } from '../../db/open.ts';
import { readStoredJson } from '../../domain/input.ts';
import { latestLine, lockShipment, moveShipment, type LockedShipment, type MoveResult } from '../../domain/lifecycles/shipment-moves.ts';
import { describedRoutes, idParams, json, on, refusals, WAREHOUSE_KEY } from '../../http/described.ts';
import type { AppEnv } from '../../foundation/env.ts';
import { ApiError } from '../../foundation/errors.ts';
import { IDEMPOTENT, once } from '../../http/idempotency.ts';
import { idParam } from '../../foundation/validate.ts';

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

const moves = { tags: ['Shipments'], security: WAREHOUSE_KEY };

const reportEvent = createRoute({
  ...moves,
  method: 'post',
  path: '/shipments/{id}/events',
  operationId: 'reportShipmentEvent',
  summary: "Reports a shipment's status",
  description:
    'The status moves only through its lifecycle (INVALID_TRANSITION `{current, allowed}` otherwise). The same status again adds a line with a note, '
    + 'and changes nothing without one. A scan older than the latest line takes its place in the timeline and moves nothing.',
  request: {
    params: idParams('id'),
    headers: IDEMPOTENT,
    body: { ...json(WarehouseShipmentEventSchema, 'The status reported, its note and when the scan happened'), required: true },
  },
  responses: {
    200: json(WarehouseShipmentEventResponseSchema, 'Nothing changed: the same status again, without a note'),
    201: json(WarehouseShipmentEventResponseSchema, 'A line was added: a move, a note or a late scan'),
    ...refusals(
      'AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE', 'INVALID_TRANSITION', 'IDEMPOTENCY_IN_PROGRESS', 'TOO_MANY_REQUESTS',
    ),
  },
});

const correctStatus = createRoute({
  ...moves,
  method: 'post',
  path: '/shipments/{id}/corrections',
  operationId: 'correctShipmentStatus',
  summary: "Corrects a shipment's status, an operator's mistake undone",
  description: 'Moves the shipment to any other status; its reason stays with the company. To its own status it is INVALID_TRANSITION.',
  request: {
    params: idParams('id'),
    headers: IDEMPOTENT,
    body: { ...json(WarehouseShipmentCorrectionSchema, 'The corrected status and why'), required: true },
  },
  responses: {
    201: json(WarehouseShipmentEventResponseSchema, "The correction's line"),
    ...refusals(
      'AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE', 'INVALID_TRANSITION', 'IDEMPOTENCY_IN_PROGRESS', 'TOO_MANY_REQUESTS',
    ),
  },
});

export function warehouseShipmentRoutes() {
  const routes = describedRoutes();

  // 201 when a line was added (a move, a note, a late scan); 200 when nothing changed (the same status again, without a note).
  on(routes, reportEvent, async (c) => {
    const { clock } = c.get('deps');
    const id = idParam(c);
    const body = await readStoredJson(c, WarehouseShipmentEventSchema);
    const call = await once(c, reportEvent, body);
    if (call.kept) return call.kept;
    return call.run(async (tx) => {
      const shipment = await lockShipment(tx, id);
      if (!shipment) throw new ApiError('NOT_FOUND');
      const now = clock.now();
      const occurredAt = checkedOccurredAt(c, shipment, body.occurred_at, now);
      const moved = await moveShipment(tx, shipment, { type: body.status, note: body.note } as ShipmentLifecycleEvent, { now, occurredAt, note: body.note });
      const answer = { data: await resultOf(tx, id, moved) };
      return moved.line ? c.json(answer, 201) : c.json(answer, 200);
    });
  });

  // An operator's mistake undone: 201 with the correction's line; its reason stays with the company.
  on(routes, correctStatus, async (c) => {
    const { clock } = c.get('deps');
    const id = idParam(c);
    const body = await readStoredJson(c, WarehouseShipmentCorrectionSchema);
    const call = await once(c, correctStatus, body);
    if (call.kept) return call.kept;
    return call.run(async (tx) => {
      const shipment = await lockShipment(tx, id);
      if (!shipment) throw new ApiError('NOT_FOUND');
      const moved = await moveShipment(tx, shipment, { type: 'CORRECT', status: body.status, reason: body.reason }, { now: clock.now() });
      return c.json({ data: await resultOf(tx, id, moved) }, 201);
    });
  });

  return routes;
}
