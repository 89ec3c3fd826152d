// A shipment's status moved only through its lifecycle (docs/product.md#lifecycles): the record
// locked, its facts read, the machine asked, and each action it answers applied in the same
// transaction (timeline line, notice, packages, invoice). Also where a late scan takes its place.
import { and, desc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import { shipmentLifecycle, type ShipmentLifecycleEvent, type ShipmentLifecycleStatus, type ShipmentFacts } from '../../../machines/lifecycles/shipment.ts';
import { WAREHOUSE_SHIPMENT_STATUSES } from '../../../src/api/contract/warehouse.ts';
import type { Db } from '../../db/open.ts';
import { invoices, packages, payments, shipmentEvents, shipmentItems, shipments } from '../../db/schema.ts';
import { addNotice } from '../notices.ts';
import { allowedFrom, decide, snapshotOf, type LifecycleAction } from './decide.ts';
import { ApiError } from '../../foundation/errors.ts';
import { followsNothing, lineAfter, statusAt } from './late-events.ts';
import { correctPackages, freePackages, movePackages } from './package-moves.ts';
import { voidShipmentInvoice } from './invoice-moves.ts';

/** The warehouse's reports, one per status: what INVALID_TRANSITION says may come next. */
const REPORTS: ShipmentLifecycleEvent[] = WAREHOUSE_SHIPMENT_STATUSES.map((type) => ({ type }) as ShipmentLifecycleEvent);

export type LockedShipment = { id: number; clientId: number; status: ShipmentLifecycleStatus; createdAt: Date };

/** The shipment `id` locked for the event's transaction, or null (scoped to `clientId` when given). */
export async function lockShipment(tx: Db, id: number, clientId?: number): Promise<LockedShipment | null> {
  const [row] = await tx
    .select({ id: shipments.id, clientId: shipments.client_id, status: shipments.status, createdAt: shipments.created_at })
    .from(shipments)
    .where(clientId === undefined ? eq(shipments.id, id) : and(eq(shipments.id, id), eq(shipments.client_id, clientId)))
    .for('update');
  return row ?? null;
}

/** What the lifecycle's guards need of the shipment's neighbours, read in one query. */
async function shipmentFacts(tx: Db, shipment: LockedShipment): Promise<ShipmentFacts> {
  const invoiceOf = tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.shipment_id, shipment.id));
  const held = tx.select({ id: shipmentItems.package_id }).from(shipmentItems).where(eq(shipmentItems.shipment_id, shipment.id));
  const [row] = await tx
    .select({
      paymentInPlay: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(payments)
        .where(and(inArray(payments.invoice_id, invoiceOf), inArray(payments.payment_status, ['APPROVED', 'PENDING'])))})`,
      packagesTakenElsewhere: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(packages)
        .where(and(inArray(packages.id, held), isNotNull(packages.shipment_id), ne(packages.shipment_id, shipment.id)))}) or exists (${tx
        .select({ one: sql`1` })
        .from(packages)
        .where(
          and(
            inArray(packages.tracking_key, tx.select({ key: packages.tracking_key }).from(packages).where(inArray(packages.id, held))),
            notInArray(packages.id, held),
            notInArray(packages.status, ['PRE_ALERTED', 'NEVER_ARRIVED']),
          ),
        )})`,
    })
    .from(sql`(values (1)) as one`);
  // Only a shipment that let its packages go (cancelled, or lost) can find them taken.
  const letGo = shipment.status === 'CANCELLED' || shipment.status === 'NEVER_ARRIVED';
  return { paymentInPlay: row?.paymentInPlay === true, packagesTakenElsewhere: letGo && row?.packagesTakenElsewhere === true };
}

/** A line of the timeline, as the warehouse's answer shows it. */
export type RecordedLine = typeof shipmentEvents.$inferSelect;

type MoveOutcome = 'MOVED' | 'NOTED' | 'UNCHANGED' | 'LATE' | 'CORRECTED';
export type MoveResult = { status: ShipmentLifecycleStatus; outcome: MoveOutcome; line: RecordedLine | null };

export type MoveDetails = {
  now: Date;
  /** When the scan happened; `now` when the warehouse did not say. */
  occurredAt?: Date;
  /** The company's words to the customer, on the timeline and in the notice. */
  note?: string | null;
};

async function addLine(tx: Db, values: typeof shipmentEvents.$inferInsert): Promise<RecordedLine> {
  const [line] = await tx.insert(shipmentEvents).values(values).returning();
  if (!line) throw new Error('The timeline line was not stored');
  return line;
}

/**
 * Applies `event` to the locked `shipment` through its lifecycle, in `tx`. A refusal throws
 * INVALID_TRANSITION ({current, allowed}); a report older than the current status's line takes its
 * place in the timeline only, when the lifecycle allowed it from the status of that moment.
 */
export async function moveShipment(tx: Db, shipment: LockedShipment, event: ShipmentLifecycleEvent, details: MoveDetails): Promise<MoveResult> {
  const { now } = details;
  const occurredAt = details.occurredAt ?? now;
  const note = details.note ?? null;
  const facts = await shipmentFacts(tx, shipment);

  const then = details.occurredAt ? await statusAt(tx, shipment.id, occurredAt) : null;
  if (then) {
    // A late scan: allowed from the status of its moment, it moves nothing and tells no one.
    const late = decide(shipmentLifecycle, then, facts, event, REPORTS);
    if (followsNothing(late, then, note)) return { status: shipment.status, outcome: 'UNCHANGED', line: null };
    // It must fit between its neighbours: what came next must be allowed from it (an operator's correction excepted),
    // so a final status never lies in the past of a shipment that moved on.
    const next = await lineAfter(tx, shipment.id, occurredAt);
    const fits = !next || next.corrected || next.key === late.status || snapshotOf(shipmentLifecycle, late.status, facts).can({ type: next.key });
    if (late.status !== then && !fits) {
      throw new ApiError('INVALID_TRANSITION', undefined, undefined, { current: then, allowed: allowedFrom(shipmentLifecycle, then, facts, REPORTS) });
    }
    const line = await addLine(tx, { shipment_id: shipment.id, key: late.status as ShipmentLifecycleStatus, occurred_at: occurredAt, note, created_at: now });
    return { status: shipment.status, outcome: 'LATE', line };
  }

  const decision = decide(shipmentLifecycle, shipment.status, facts, event, REPORTS);
  const status = decision.status as ShipmentLifecycleStatus;
  let line: RecordedLine | null = null;
  let outcome: MoveOutcome = status === shipment.status ? 'UNCHANGED' : 'MOVED';
  const apply: Record<string, (action: LifecycleAction) => Promise<void>> = {
    recordEvent: async () => {
      line = await addLine(tx, { shipment_id: shipment.id, key: status, occurred_at: occurredAt, note, created_at: now });
    },
    recordRepeat: async () => {
      // The same status again: a note is a line for the customer, with no notice; without one, nothing.
      if (note === null) return;
      line = await addLine(tx, { shipment_id: shipment.id, key: status, occurred_at: occurredAt, note, created_at: now });
      outcome = 'NOTED';
    },
    recordCorrection: async () => {
      const reason = event.type === 'CORRECT' ? event.reason : '';
      line = await addLine(tx, { shipment_id: shipment.id, key: status, occurred_at: now, correction_reason: reason, created_at: now });
      outcome = 'CORRECTED';
    },
    notifyStatus: async () => {
      await addNotice(tx, { client_id: shipment.clientId, kind: 'SHIPMENT_STATUS', shipment_id: shipment.id, data: note ? { status, note } : { status }, created_at: now });
    },
    notifyCorrected: async () => {
      await addNotice(tx, { client_id: shipment.clientId, kind: 'SHIPMENT_STATUS', shipment_id: shipment.id, data: { status, corrected: true }, created_at: now });
    },
    preparePackages: () => movePackages(tx, shipment.id, 'PREPARE', now),
    shipPackages: () => movePackages(tx, shipment.id, 'SHIP', now),
    deliverPackages: () => movePackages(tx, shipment.id, 'DELIVER', now),
    losePackages: () => movePackages(tx, shipment.id, 'LOSE', now),
    freePackages: () => freePackages(tx, shipment.id, now),
    correctPackages: (action) => correctPackages(tx, shipment.id, action.params?.status as ShipmentLifecycleStatus, now),
    voidInvoice: () => voidShipmentInvoice(tx, shipment.id, now),
    issueInvoice: async () => {},
  };
  for (const action of decision.actions) {
    const run = apply[action.type];
    if (!run) throw new Error(`The shipment lifecycle's action ${action.type} has no server side`);
    await run(action);
  }
  if (status !== shipment.status) await tx.update(shipments).set({ status }).where(eq(shipments.id, shipment.id));
  return { status, outcome, line };
}

/** The shipment's latest line, for an answer that added none. */
export async function latestLine(tx: Db, shipmentId: number): Promise<RecordedLine | null> {
  const [line] = await tx
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipment_id, shipmentId))
    .orderBy(desc(shipmentEvents.occurred_at), desc(shipmentEvents.id))
    .limit(1);
  return line ?? null;
}
