import { eq, sql } from 'drizzle-orm';
import type { Client } from '../../src/api/contract/client.ts';
import type { Language } from '../../src/api/contract/limits.ts';
import type { Db } from '../db/open.ts';
import { preparedFor } from '../db/prepared.ts';
import { cities, clients, countries, states } from '../db/schema.ts';
import type { MediaSigner } from '../media/sign.ts';
import { serializeCountry } from './geo.ts';
import { mediaUrl } from './media.ts';

// users/me runs it on every signed-in load: prepared (building a select of four tables' columns
// was most of that request's time on PostgreSQL).
const clientOfUserQuery = preparedFor((db) =>
  db
    .select({ client: clients, country: countries, state: states, city: cities })
    .from(clients)
    .innerJoin(countries, eq(countries.id, clients.country_id))
    .innerJoin(states, eq(states.id, clients.state_id))
    .innerJoin(cities, eq(cities.id, clients.city_id))
    .where(eq(clients.user_id, sql.placeholder('userId')))
    .limit(1)
    .prepare('client_of_user'),
);

/** The client of a user, as the contract shows it; null when the user has none yet. */
export async function loadClientOfUser(db: Db, userId: number, lang: Language, signer: MediaSigner): Promise<Client | null> {
  return (await loadClientAndLanguage(db, userId, lang, signer))?.client ?? null;
}

/** The same, with the language the client's e-mails are written in (docs/product.md#notices). */
export async function loadClientAndLanguage(
  db: Db,
  userId: number,
  lang: Language,
  signer: MediaSigner,
): Promise<{ client: Client; language: string } | null> {
  const [row] = await clientOfUserQuery(db).execute({ userId });
  if (!row) return null;
  return { client: serializeClientRow(row, lang, signer), language: row.client.language };
}

type ClientRow = Awaited<ReturnType<ReturnType<typeof clientOfUserQuery>['execute']>>[number];

function serializeClientRow({ client, country, state, city }: ClientRow, lang: Language, signer: MediaSigner): Client {
  return {
    id: client.id,
    name: client.name,
    last_name: client.last_name,
    display_name: `${client.name} ${client.last_name}`.trim(),
    email: client.email,
    document_id: client.document_id,
    phone: client.phone,
    landline_phone: client.landline_phone,
    address: client.address,
    birth_date: client.birth_date,
    gender: client.gender,
    zip_code: client.zip_code,
    type: 'PERSON',
    locker: client.locker,
    profile_image: mediaUrl(client.profile_image_media_id, signer),
    country: serializeCountry(country, lang),
    state: { id: state.id, name: state.name },
    city: { id: city.id, name: city.name },
  };
}
