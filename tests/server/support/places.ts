// Real ids from the seeded geography, for bodies that name a country, a state and a city.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/open.ts';
import { cities, countries, states } from '../../../server/db/schema.ts';

export type Place = { country_id: number; state_id: number; city_id: number };

/** A consistent place in a country, plus a state of another country and a city of another state. */
export async function placesIn(db: Db, iso = 'VE'): Promise<{ place: Place; foreignState: number; otherStateCity: number }> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso_code, iso));
  const [other] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso_code, iso === 'CO' ? 'VE' : 'CO'));
  if (!country || !other) throw new Error(`no country ${iso}`);
  const statesOf = (id: number) => db.select({ id: states.id }).from(states).where(eq(states.country_id, id)).orderBy(asc(states.id));
  const firstCity = async (stateId: number) => {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.state_id, stateId)).orderBy(asc(cities.id)).limit(1);
    if (!city) throw new Error(`no city in state ${stateId}`);
    return city.id;
  };
  const [first, second] = await statesOf(country.id);
  const [foreign] = await statesOf(other.id);
  if (!first || !second || !foreign) throw new Error(`not enough states in ${iso}`);
  return {
    place: { country_id: country.id, state_id: first.id, city_id: await firstCity(first.id) },
    foreignState: foreign.id,
    otherStateCity: await firstCity(second.id),
  };
}

/** A recipient as POST api/recipients takes it, living at `place`. */
export const recipientAt = (place: Place, over: Record<string, unknown> = {}) => ({
  name: 'Carmen',
  last_name: 'Rodríguez',
  document_id: 'V-9876543',
  email: null,
  phone: '+584141234567',
  landline_phone: null,
  address: 'Calle Real de Sabana Grande',
  address_2: 'Edificio Miramar, piso 4',
  ...place,
  zip_code: '1050',
  type: 'PERSON',
  ...over,
});
