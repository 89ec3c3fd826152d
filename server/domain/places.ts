// A country, one of its states and one of that state's cities: what profiles and recipients name.
import { eq } from 'drizzle-orm';
import type { FieldErrors } from '../../src/api/contract/envelope.ts';
import type { Db } from '../db/open.ts';
import { cities, countries, states } from '../db/schema.ts';
import { fitsInt4 } from '../foundation/validate.ts';
import type { Messages } from '../i18n/messages.ts';

export type PlaceIds = { country_id: number; state_id: number; city_id: number };

const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

/** Field errors for ids that do not exist or do not belong together; empty when all is well. */
export async function placeErrors(db: Db, { country_id, state_id, city_id }: PlaceIds, t: Messages): Promise<FieldErrors> {
  const [country, state, city] = await Promise.all([
    fitsInt4(country_id) ? one(db.select({ id: countries.id }).from(countries).where(eq(countries.id, country_id))) : undefined,
    fitsInt4(state_id) ? one(db.select({ country_id: states.country_id }).from(states).where(eq(states.id, state_id))) : undefined,
    fitsInt4(city_id) ? one(db.select({ state_id: cities.state_id }).from(cities).where(eq(cities.id, city_id))) : undefined,
  ]);
  const errors: FieldErrors = {};
  const invalid = [t.validation.invalidValue];
  if (!country) errors.country_id = invalid;
  if (state?.country_id !== country_id) errors.state_id = invalid;
  if (city?.state_id !== state_id) errors.city_id = invalid;
  return errors;
}
