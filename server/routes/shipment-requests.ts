// Consolidation requests (docs/product.md#consolidation-requests), when the company switched them on (SHIPMENT_CREATION=1;
// off, these routes do not exist). POST api/shipments groups packages in the warehouse into one
// REQUESTED shipment, with its quote; DELETE cancels it through its lifecycle while it is still
// REQUESTED (docs/product.md#lifecycles): kept and listed as CANCELLED, its packages free again.
// Both run in one transaction that locks the packages, so parallel requests cannot share one.
import { createRoute } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REQUESTED_STATUS, ShipmentCreateSchema, ShipmentResponseSchema } from '../../src/api/contract/shipments.ts';
import { countPerCustomer } from '../auth/throttle.ts';
import type { Db } from '../db/open.ts';
import { cities, countries, packages, recipients, shipmentEvents, shipmentItems, shipments, shipmentShares, states } from '../db/schema.ts';
import { distinctIds, insuredValue, packageErrors, pieceOf, rateFor } from '../domain/consolidation.ts';
import { creatorClientId, ownerClientId } from '../domain/current-client.ts';
import { readStoredJson, refuseErrors } from '../domain/input.ts';
import { lockShipment, moveShipment } from '../domain/lifecycles/shipment-moves.ts';
import { quote } from '../domain/quote.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { describedRoutes, idParams, json, noContent, on, refusals, SIGNED_IN } from '../http/described.ts';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';
import { fitsInt4, idParam } from '../foundation/validate.ts';
import { selectShipments, serializeItem, serializeShipments } from '../serializers/shipment.ts';
import { recordWebhook } from '../webhooks/record.ts';

const TRACKING_PREFIX = { AIR: 'CAS-A', OCEAN: 'CAS-M' } as const;

/** The switch: off, the calls answer as if they did not exist. */
const switchedOn = async (c: Context<AppEnv>, next: Next) => {
  if (!c.get('deps').shipmentCreation) throw new ApiError('NOT_FOUND');
  await next();
};

/** Counted per customer before any work: requests and cancellations alike. */
const counted = async (c: Context<AppEnv>, next: Next) => {
  await countPerCustomer(c, c.get('limits').shipmentRequests);
  await next();
};

async function ownRecipient(db: Db, clientId: number, id: number) {
  if (!fitsInt4(id)) return undefined;
  const [row] = await db
    .select({ recipient: recipients, country: countries.name_es, state: states.name, city: cities.name })
    .from(recipients)
    .innerJoin(countries, eq(countries.id, recipients.country_id))
    .innerJoin(states, eq(states.id, recipients.state_id))
    .innerJoin(cities, eq(cities.id, recipients.city_id))
    .where(and(eq(recipients.id, id), eq(recipients.client_id, clientId), isNull(recipients.deleted_at)));
  return row;
}

async function shipmentDetail(c: Context<AppEnv>, id: number, clientId: number) {
  const [row] = await selectShipments(c.get('deps').db).where(and(eq(shipments.id, id), eq(shipments.client_id, clientId)));
  if (!row) throw new Error('The new shipment could not be read back');
  const t = c.get('t');
  const [shipment] = serializeShipments(c.get('signer'), t, [row]);
  if (!shipment) throw new Error('The new shipment was not serialized');
  // Just made: nobody has a link to it yet.
  return { ...shipment, items: row.items.map((item) => serializeItem(item, t)), shared_until: null };
}

const requested = { tags: ['Shipments'], security: SIGNED_IN, middleware: [switchedOn, requireAuth, counted] };

const requestShipment = createRoute({
  ...requested,
  method: 'post',
  path: '/shipments',
  operationId: 'requestShipment',
  summary: 'Requests a shipment of packages in the warehouse, consolidated for one recipient',
  description: 'Only when the company switched consolidation requests on (NOT_FOUND otherwise). The shipment is REQUESTED, with its quote.',
  request: { body: { ...json(ShipmentCreateSchema, 'The packages, the recipient and the service'), required: true } },
  responses: {
    201: json(ShipmentResponseSchema, 'The shipment requested'),
    ...refusals('NOT_FOUND', 'AUTHENTICATION_EXCEPTION', 'TOO_MANY_REQUESTS', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE'),
  },
});

const cancelShipmentRequest = createRoute({
  ...requested,
  method: 'delete',
  path: '/shipments/{id}',
  operationId: 'cancelShipmentRequest',
  summary: 'Cancels a requested shipment',
  description:
    'Only while it is REQUESTED (FAILED_VALIDATION on `status` past it); one cancelled already answers as the first time. Its packages are free again and its shared links revoked.',
  request: { params: idParams('id') },
  responses: {
    204: noContent('Cancelled'),
    ...refusals('NOT_FOUND', 'AUTHENTICATION_EXCEPTION', 'TOO_MANY_REQUESTS', 'FAILED_VALIDATION'),
  },
});

export function shipmentRequestRoutes() {
  const routes = describedRoutes();

  on(routes, requestShipment, async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const body = await readStoredJson(c, ShipmentCreateSchema);
    const clientId = creatorClientId(t, c.get('user'));

    const found = await ownRecipient(db, clientId, body.recipient_id);
    if (!found) throw new ApiError('FAILED_VALIDATION', { recipient_id: [t.validation.invalidValue] });
    const { recipient } = found;
    const rate = await rateFor(db, recipient.country_id, body.service);
    if (!rate) throw new ApiError('FAILED_VALIDATION', { service: [t.validation.noRates] });

    const ids = distinctIds(body.package_ids);
    const created = await db.transaction(async (tx) => {
      // Locked until the end: a parallel request for one of them waits, then finds it taken.
      const rows = await tx
        .select()
        .from(packages)
        .where(and(eq(packages.client_id, clientId), inArray(packages.id, ids.filter(fitsInt4))))
        .orderBy(packages.id)
        .for('update');
      refuseErrors(packageErrors(ids, rows, t, { toShip: true }));

      const priced = quote({ service: body.service, pieces: rows.map(pieceOf), declared_value: insuredValue(body), repack: body.repack ?? false }, rate);
      // The sequence of db/schema.ts's shipmentTrackingNumbers.
      const [next] = await tx.select({ n: sql<string>`nextval('shipment_tracking_numbers')` }).from(sql`(values (1)) as one`);
      const now = clock.now();
      const [shipment] = await tx
        .insert(shipments)
        .values({
          client_id: clientId,
          tracking: `${TRACKING_PREFIX[body.service]}-${next?.n}`,
          recipient_id: recipient.id,
          shipment_type: body.service === 'AIR' ? 'air' : 'ocean',
          repack: body.repack ?? false,
          status: REQUESTED_STATUS,
          // As the warehouse writes them (the seeded shipments).
          destination: `${found.city}, ${found.country}`,
          delivery_address: [recipient.address, recipient.address_2, found.city, found.state, recipient.zip_code].filter(Boolean).join(', '),
          quote: priced,
          declared_value: insuredValue(body),
          notes: body.notes ?? null,
          created_at: now,
        })
        .returning({ id: shipments.id });
      if (!shipment) throw new Error('The shipment was not inserted');
      await tx.insert(shipmentItems).values(
        rows.map((p) => ({
          shipment_id: shipment.id,
          package_id: p.id,
          package_number: p.tracking,
          content: p.content,
          length_cm: p.length_cm,
          width_cm: p.width_cm,
          height_cm: p.height_cm,
          weight_lb: p.weight_lb,
          item_type: 'BOX',
          declared_cost: p.cost,
          total_price: 0,
        })),
      );
      await tx.update(packages).set({ shipment_id: shipment.id }).where(inArray(packages.id, rows.map((p) => p.id)));
      await tx.insert(shipmentEvents).values({ shipment_id: shipment.id, key: REQUESTED_STATUS, occurred_at: now, created_at: now });
      await recordWebhook(tx, c.var, { type: 'shipment.requested', id: shipment.id });
      return shipment;
    });
    c.get('deps').sendWebhooks?.();
    return c.json({ data: await shipmentDetail(c, created.id, clientId) }, 201);
  });

  on(routes, cancelShipmentRequest, async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const id = idParam(c);
    const clientId = ownerClientId(c.get('user'));
    await db.transaction(async (tx) => {
      const shipment = await lockShipment(tx, id, clientId);
      if (!shipment) throw new ApiError('NOT_FOUND');
      // Cancelled already (a retry, a second tap): done, as the first time.
      if (shipment.status === 'CANCELLED') return;
      // Past REQUESTED the warehouse is on it: the portal's contract refuses on `status`, never with a 500.
      const refused = () => new ApiError('FAILED_VALIDATION', { status: [t.validation.notCancellable] }, t.validation.notCancellable);
      if (shipment.status !== REQUESTED_STATUS) throw refused();
      try {
        await moveShipment(tx, shipment, { type: 'CANCEL_REQUEST' }, { now: clock.now() });
        // A request cancelled takes its shared tracking links with it (docs/product.md#shared-tracking).
        await tx.update(shipmentShares).set({ revoked_at: clock.now() }).where(and(eq(shipmentShares.shipment_id, id), isNull(shipmentShares.revoked_at)));
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INVALID_TRANSITION') throw refused();
        throw error;
      }
      await recordWebhook(tx, c.var, { type: 'shipment.cancelled', id });
    });
    c.get('deps').sendWebhooks?.();
    return c.body(null, 204);
  });

  return routes;
}
