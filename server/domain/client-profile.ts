// The rules of a customer's profile (the `clients` row) beyond the shape the contract checks.
import { sql } from 'drizzle-orm';
import { isOldEnough } from '../../src/api/contract/birth-date.ts';
import type { FieldErrors } from '../../src/api/contract/envelope.ts';
import { MINIMUM_AGE_YEARS } from '../../src/api/contract/limits.ts';
import type { Db } from '../db/open.ts';
import { clients } from '../db/schema.ts';
import type { Messages } from '../i18n/messages.ts';
import { normalEmail } from './accounts.ts';
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
  if (body.birth_date < EARLIEST_BIRTH_DATE) errors.birth_date = [t.validation.date];
  else if (!isOldEnough(body.birth_date, now)) errors.birth_date = [t.validation.minimumAge(MINIMUM_AGE_YEARS)];
  return errors;
}

const FIXED_FIELDS = ['name', 'last_name', 'document_id'] as const;
type Fixed = Record<(typeof FIXED_FIELDS)[number], string>;

/** An update may repeat the name, last name and document, never change them. */
export function fixedFieldErrors(t: Messages, stored: Fixed, sent: Partial<Fixed>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIXED_FIELDS) {
    const value = sent[field];
    if (value !== undefined && value !== stored[field]) errors[field] = [t.validation.cannotChange];
  }
  return errors;
}
