// The rules of a new pre-alert beyond the shape the contract checks.
import { asc, eq } from 'drizzle-orm';
import type { FieldErrors } from '../../src/api/contract/envelope.ts';
import { ARRIVAL_WINDOW_DAYS, type PreAlertCreateFields } from '../../src/api/contract/pre-alerts.ts';
import type { Db } from '../db/open.ts';
import { usCouriers, warehouses } from '../db/schema.ts';
import { fitsInt4 } from '../foundation/validate.ts';
import type { Messages } from '../i18n/messages.ts';
import { DAY_MS } from '../clock.ts';

/** Days from today (UTC) to a calendar date; negative in the past. */
const daysFromToday = (date: string, now: Date) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) / DAY_MS);

/** A courier that exists, an arrival within a year of today; empty when all is well. */
export async function preAlertErrors(db: Db, t: Messages, fields: PreAlertCreateFields, now: Date): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [courier] = fitsInt4(fields.us_courier_id)
    ? await db.select({ id: usCouriers.id }).from(usCouriers).where(eq(usCouriers.id, fields.us_courier_id)).limit(1)
    : [];
  if (!courier) errors.us_courier_id = [t.validation.invalidValue];
  if (Math.abs(daysFromToday(fields.arriving_at, now)) > ARRIVAL_WINDOW_DAYS) {
    errors.arriving_at = [t.validation.arrivingAt(ARRIVAL_WINDOW_DAYS)];
  }
  return errors;
}

/** Where pre-alerted packages arrive: the company's (first) warehouse. */
export async function receivingWarehouseId(db: Db): Promise<number> {
  const [row] = await db.select({ id: warehouses.id }).from(warehouses).orderBy(asc(warehouses.id)).limit(1);
  if (!row) throw new Error('No warehouse to receive pre-alerted packages');
  return row.id;
}
