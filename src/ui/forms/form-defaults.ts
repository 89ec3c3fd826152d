import type { Client } from '../../api/contract/client.ts';
import { formatTypedDate } from '../../lib/typed-date.ts';

/**
 * A form's first values from values it sent before (a flow keeps them parsed: numbers, null,
 * true): each as the text its field holds ('' for none, 'on' for a ticked box).
 */
export function asFormTexts(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asFormText(value)]));
}

export const asFormText = (value: unknown): string =>
  value === true ? 'on' : typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A saved client's own data as the texts of its form fields (sign-up data step, my profile). */
export const clientFormTexts = (client: Client) => ({
  name: client.name,
  last_name: client.last_name,
  document_id: client.document_id,
  birth_date: formatTypedDate(client.birth_date),
  address: client.address,
  country_id: String(client.country.id),
  state_id: String(client.state.id),
  city_id: String(client.city.id),
  zip_code: client.zip_code ?? '',
  phone: client.phone,
  landline_phone: client.landline_phone ?? '',
});
