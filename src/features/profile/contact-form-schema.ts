import { z } from 'zod';
import type { Client, ClientUpdate } from '../../api/contract/client.ts';
import { ADDRESS_MAX } from '../../api/contract/limits.ts';
import { birthDateField, boundedText, contactFields } from '../../lib/field-schemas.ts';
import { clientFormTexts } from '../../forms/client-form-texts.ts';

/**
 * My profile's contact information (docs/product.md#profile-rules): the phones, the place, the postal code
 * and the birth date change; the address is sent back as it is (read-only here). Name, last name,
 * e-mail and document are shown disabled and never sent.
 */
export const contactFormSchema = (today: Date, locale: string) =>
  z.object({
    address: boundedText(ADDRESS_MAX),
    birth_date: birthDateField(today, locale),
    ...contactFields(),
  });

export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;

/** What PATCH api/clients/{id} receives. */
export const asClientUpdate = (values: ContactFormValues): ClientUpdate => ({ ...values, type: 'PERSON' });

/** The form's first values: the saved client (the fields it shows disabled are not the form's). */
export function contactFormDefaults(client: Client, locale: string): Record<keyof ContactFormValues, string> {
  const { address, birth_date, country_id, state_id, city_id, zip_code, phone, landline_phone } = clientFormTexts(client, locale);
  return { address, birth_date, country_id, state_id, city_id, zip_code, phone, landline_phone };
}
