import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Localized } from '../../src/api/contract/envelope.ts';
import type { Recipient } from '../../src/api/contract/recipients.ts';
import type { Db } from '../db/open.ts';
import { cities, countries, recipients, states } from '../db/schema.ts';

// State and city names are proper names, kept once: the same text in both languages.
const same = (name: string): Localized => ({ es: name, en: name });

/** The recipients matching `where`, deleted ones included, oldest first. */
export async function selectRecipients(db: Db, where: SQL | undefined): Promise<Recipient[]> {
  const rows = await db
    .select({ r: recipients, country: countries, state: states.name, city: cities.name })
    .from(recipients)
    .innerJoin(countries, eq(countries.id, recipients.country_id))
    .innerJoin(states, eq(states.id, recipients.state_id))
    .innerJoin(cities, eq(cities.id, recipients.city_id))
    .where(where)
    .orderBy(asc(recipients.id));
  return rows.map(({ r, country, state, city }) => ({
    id: r.id,
    display_name: `${r.name} ${r.last_name}`.trim(),
    name: r.name,
    last_name: r.last_name,
    document_id: r.document_id,
    email: r.email,
    phone: r.phone,
    landline_phone: r.landline_phone,
    address: r.address,
    address_2: r.address_2,
    country_id: r.country_id,
    state_id: r.state_id,
    city_id: r.city_id,
    country: { id: country.id, name: { es: country.name_es, en: country.name_en } },
    state: { id: r.state_id, name: same(state) },
    city: { id: r.city_id, name: same(city) },
    zip_code: r.zip_code,
    type: 'PERSON',
  }));
}

/** The live (not deleted) recipients of a client matching `where`, oldest first. */
export const loadRecipients = (db: Db, clientId: number, where?: SQL): Promise<Recipient[]> =>
  selectRecipients(db, and(eq(recipients.client_id, clientId), isNull(recipients.deleted_at), where));
