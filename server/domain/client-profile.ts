// The rules of a customer's profile (the `clients` row) beyond the shape the contract checks.
import { sql } from 'drizzle-orm';
import { isOldEnough } from '../../src/api/contract/birth-date.ts';
import type { FieldErrors } from '../../src/api/contract/envelope.ts';
import { MINIMUM_AGE_YEARS } from '../../src/api/contract/limits.ts';
import type { Db } from '../db/open.ts';
import { clients } from '../db/schema.ts';
import type { Messages } from '../i18n/messages.ts';
import { normalEmail } from '../rules/email.ts';
import { placeErrors, type PlaceIds } from './places.ts';

/** The locker codes as the seed issues them: CAS-10001, CAS-10002, … */
const LOCKER_PREFIX = 'CAS-';
const FIRST_LOCKER = 10_001;
// Nobody alive was born earlier; also keeps year 0000 (valid ISO, not a PostgreSQL date) out.
const EARLIEST_BIRTH_DATE = '1900-01-01';

/** The next free locker code: one past the highest issued. */
export async function nextLocker(db: Db): Promise<string> {
  const [row] = await db
    .select({ highest: sql<number | null>`max(replace(${clients.locker}, ${LOCKER_PREFIX}, '')::int)` })
    .from(clients)
    .where(sql`${clients.locker} ~ ${`^${LOCKER_PREFIX}[0-9]{1,9}$`}`);
  return `${LOCKER_PREFIX}${Math.max(FIRST_LOCKER, Number(row?.highest ?? 0) + 1)}`;
}

type NewProfile = PlaceIds & { email: string; birth_date: string };

/** What a new profile must satisfy: the account's e-mail, the minimum age, a consistent place. */
export async function newProfileErrors(db: Db, t: Messages, accountEmail: string, body: NewProfile, now: Date): Promise<FieldErrors> {
  const errors = await placeErrors(db, body, t);
  if (normalEmail(body.email) !== normalEmail(accountEmail)) errors.email = [t.validation.accountEmail];
  return { ...errors, ...birthDateErrors(t, body.birth_date, now) };
}

/** A birth date that is a real one (not before 1900) of someone old enough today (sign-up and update alike). */
export function birthDateErrors(t: Messages, birthDate: string | undefined, now: Date): FieldErrors {
  if (birthDate === undefined) return {};
  if (birthDate < EARLIEST_BIRTH_DATE) return { birth_date: [t.validation.date] };
  if (!isOldEnough(birthDate, now)) return { birth_date: [t.validation.minimumAge(MINIMUM_AGE_YEARS)] };
  return {};
}

type FixedField = 'name' | 'last_name' | 'email' | 'document_id';
const exact = (sent: string, stored: string) => sent === stored;

/** The fields an update may repeat but never change, and when a sent value is the stored one. */
const FIXED_FIELDS: Record<FixedField, (sent: string, stored: string) => boolean> = {
  name: exact,
  last_name: exact,
  email: (sent, stored) => normalEmail(sent) === normalEmail(stored),
  document_id: exact,
};

/** An update may repeat the name, last name, e-mail and document, never change them. */
export function fixedFieldErrors(t: Messages, stored: Record<FixedField, string>, sent: Partial<Record<FixedField, string>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, same] of Object.entries(FIXED_FIELDS) as [FixedField, (typeof FIXED_FIELDS)[FixedField]][]) {
    const value = sent[field];
    if (value !== undefined && !same(value, stored[field])) errors[field] = [t.validation.cannotChange];
  }
  return errors;
}
