import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Localized } from '../../src/api/contract/envelope.ts';
import type { Recipient } from '../../src/api/contract/recipients.ts';
import type { Db } from '../db/open.ts';
import { cities, countries, recipients, states } from '../db/schema.ts';

// State and city names are proper names, kept once: the same text in both languages.
const same = (name: string): Localized => ({ es: name, en: name });

/** What a recipient's serialization needs; a query selecting them joins the recipient's country, state and city. */
export const recipientColumns = { r: recipients, country: countries, state: states.name, city: cities.name };

export type RecipientRow = { r: typeof recipients.$inferSelect; country: typeof countries.$inferSelect; state: string; city: string };

export const serializeRecipient = ({ r, country, state, city }: RecipientRow): Recipient => ({
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
});

/** The live (not deleted) recipients of a client matching `where`, oldest first. */
export async function loadRecipients(db: Db, clientId: number, where?: SQL): Promise<Recipient[]> {
  const rows = await db
    .select(recipientColumns)
    .from(recipients)
    .innerJoin(countries, eq(countries.id, recipients.country_id))
    .innerJoin(states, eq(states.id, recipients.state_id))
    .innerJoin(cities, eq(cities.id, recipients.city_id))
    .where(and(eq(recipients.client_id, clientId), isNull(recipients.deleted_at), where))
    .orderBy(asc(recipients.id));
  return rows.map(serializeRecipient);
}
