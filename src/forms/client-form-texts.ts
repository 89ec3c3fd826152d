import type { Client } from '../api/contract/client.ts';
import { formatTypedDate } from '../lib/typed-date.ts';

/** A saved client's own data as the texts of its form fields (sign-up data step, my profile), the birth date in `locale`'s order. */
export const clientFormTexts = (client: Client, locale: string) => ({
  name: client.name,
  last_name: client.last_name,
  document_id: client.document_id,
  birth_date: formatTypedDate(locale, client.birth_date),
  address: client.address,
  country_id: String(client.country.id),
  state_id: String(client.state.id),
  city_id: String(client.city.id),
  zip_code: client.zip_code ?? '',
  phone: client.phone,
  landline_phone: client.landline_phone ?? '',
});
