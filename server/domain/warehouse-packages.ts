// A package the warehouse received (docs/product.md#the-warehouse-api): IN_WAREHOUSE in its
// locker's account from today, its free storage counting down (docs/product.md#free-storage). A
// package or a pre-alert the customer announced with the same tracking becomes this one.
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { FieldErrors } from '../../src/api/contract/envelope.ts';
import { KG_PER_LB } from '../../src/api/contract/limits.ts';
import type { PackageStatus } from '../../src/api/contract/packages.ts';
import { trackingKey } from '../../src/api/contract/tracking.ts';
import type { WarehousePackage } from '../../src/api/contract/warehouse.ts';
import { packageLifecycle } from '../../machines/lifecycles/package.ts';
import { decide } from './lifecycles/decide.ts';
import type { Db } from '../db/open.ts';
import { cities, clients, countries, packageEvents, packages, preAlerts, usCouriers } from '../db/schema.ts';
import { fitsInt4 } from '../foundation/validate.ts';
import type { Messages } from '../i18n/messages.ts';
import { addNotice } from './notices.ts';
import { receivingWarehouseId } from './pre-alerts.ts';
import { refuseErrors } from './input.ts';
import { round2 } from '../rules/round.ts';

/** A package that has not reached the warehouse: announced, or given up on. Any other status was received. */
const NOT_RECEIVED: PackageStatus[] = ['PRE_ALERTED', 'NEVER_ARRIVED'];

/** Pounds, as packages are stored (docs/product.md#weights-and-measures), to the hundredth. */
const poundsOf = (kg: number) => round2(kg / KG_PER_LB);

/** The account of a locker code, with the place its packages go to unless a shipment says otherwise. */
async function lockerAccount(tx: Db, locker: string) {
  const [row] = await tx
    .select({ id: clients.id, city: cities.name, country: countries.name_es })
    .from(clients)
    .innerJoin(cities, eq(cities.id, clients.city_id))
    .innerJoin(countries, eq(countries.id, clients.country_id))
    .where(eq(clients.locker, locker));
  return row;
}

async function receptionErrors(tx: Db, t: Messages, body: WarehousePackage, account: unknown): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (!account) errors.locker = [t.validation.invalidValue];
  const [courier] = fitsInt4(body.us_courier_id)
    ? await tx.select({ id: usCouriers.id }).from(usCouriers).where(eq(usCouriers.id, body.us_courier_id))
    : [];
  if (!courier) errors.us_courier_id = [t.validation.invalidValue];
  const [received] = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.tracking_key, trackingKey(body.tracking)), notInArray(packages.status, NOT_RECEIVED)))
    .limit(1);
  if (received) errors.tracking = [t.validation.trackingReceived];
  return errors;
}

/**
 * Receives `body` with `tx`, the transaction its notice is written by: the package (a new one, or
 * the account's pre-alerted one of that tracking), its event, its pending pre-alerts RECEIVED, and
 * the PACKAGE_RECEIVED notice. FAILED_VALIDATION on an unknown locker or courier, or a tracking
 * received before in any account. The package's id.
 */
export async function receivePackage(tx: Db, t: Messages, body: WarehousePackage, now: Date): Promise<number> {
  // Two receptions of one tracking in parallel (however each writes it): the second waits, then finds it received.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`warehouse-package:${trackingKey(body.tracking)}`}))`);
  const account = await lockerAccount(tx, body.locker);
  refuseErrors(await receptionErrors(tx, t, body, account));
  const clientId = account!.id;

  const ofAccount = (table: typeof packages | typeof preAlerts) => and(eq(table.client_id, clientId), eq(table.tracking_key, trackingKey(body.tracking)));
  const [announced] = await tx
    .select({ provider: preAlerts.provider, content: preAlerts.content, cost: preAlerts.cost })
    .from(preAlerts)
    .where(ofAccount(preAlerts))
    .orderBy(desc(preAlerts.created_at))
    .limit(1);
  await tx
    .update(preAlerts)
    .set({ status: 'RECEIVED' })
    .where(and(ofAccount(preAlerts), eq(preAlerts.status, 'PENDING')));

  const [preAlerted] = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(and(ofAccount(packages), eq(packages.status, 'PRE_ALERTED')))
    .orderBy(desc(packages.id))
    .limit(1)
    .for('update');
  const fields = {
    us_courier_id: body.us_courier_id,
    provider: body.provider ?? announced?.provider ?? '',
    content: body.content ?? announced?.content ?? '',
    warehouse_id: await receivingWarehouseId(tx),
    // A new package starts where the package lifecycle starts; an announced one moves by its RECEIVE (docs/product.md#lifecycles).
    status: (preAlerted ? decide(packageLifecycle, 'PRE_ALERTED', {}, { type: 'RECEIVE' }, []).status : packageLifecycle.config.initial) as PackageStatus,
    length_cm: body.length_cm,
    width_cm: body.width_cm,
    height_cm: body.height_cm,
    weight_lb: poundsOf(body.weight_kg),
    received_on: now.toISOString().slice(0, 10),
  };
  const [row] = preAlerted
    ? await tx.update(packages).set(fields).where(eq(packages.id, preAlerted.id)).returning({ id: packages.id })
    : await tx
        .insert(packages)
        .values({
          ...fields,
          client_id: clientId,
          tracking: body.tracking,
          destination: `${account!.city}, ${account!.country}`,
          cost: announced?.cost ?? 0,
          created_at: now,
        })
        .returning({ id: packages.id });
  if (!row) throw new Error('The received package was not stored');
  await tx.insert(packageEvents).values({ package_id: row.id, key: fields.status, created_at: now });
  await addNotice(tx, { client_id: clientId, kind: 'PACKAGE_RECEIVED', package_id: row.id, created_at: now });
  return row.id;
}
