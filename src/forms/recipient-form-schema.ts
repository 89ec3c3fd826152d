import { z } from 'zod';
import type { RecipientCreate } from '../api/contract/recipients.ts';
import { ADDRESS_MAX, DOCUMENT_MAX, NAME_MAX } from '../api/contract/limits.ts';
import {
  boundedText,
  digitsField,
  idField,
  optionalEmailField,
  optionalPhoneField,
  phoneField,
} from '../lib/field-schemas.ts';
import { asFormTexts } from '../ui/forms/form-defaults.ts';

/**
 * A recipient (docs/product.md#recipient-rules): the e-mail and the landline optional, the second address
 * line and the postal code (digits) required. Its names are the contract's, so the server's field
 * errors land on the right fields; its output is a RecipientCreate without `type`.
 */
export const recipientFormSchema = () =>
  z.object({
    name: boundedText(NAME_MAX),
    last_name: boundedText(NAME_MAX),
    document_id: boundedText(DOCUMENT_MAX),
    email: optionalEmailField(),
    phone: phoneField(),
    landline_phone: optionalPhoneField(),
    address: boundedText(ADDRESS_MAX),
    address_2: boundedText(ADDRESS_MAX),
    country_id: idField(),
    state_id: idField(),
    city_id: idField(),
    zip_code: digitsField(),
  });

export type RecipientFormValues = Omit<RecipientCreate, 'type'>;

/** The form's first values: those sent last (parsed, as a flow keeps them), or none. */
export const recipientFormDefaults = (sent: Record<string, unknown> | null | undefined): Record<string, string> =>
  sent ? asFormTexts(sent) : {};
