import { z } from 'zod';
import type { RecipientCreate } from '../../api/contract/recipients.ts';
import {
  digitsField,
  idField,
  optionalEmailField,
  optionalPhoneField,
  phoneField,
  requiredText,
} from '../../lib/field-schemas.ts';
import { asFormTexts } from './form-defaults.ts';

/**
 * A recipient (spec §5, decisions §1): the e-mail and the landline optional, the second address
 * line and the postal code (digits) required. Its names are the contract's, so the server's field
 * errors land on the right fields; its output is a RecipientCreate without `type`.
 */
export const recipientFormSchema = () =>
  z.object({
    name: requiredText(),
    last_name: requiredText(),
    document_id: requiredText(),
    email: optionalEmailField(),
    phone: phoneField(),
    landline_phone: optionalPhoneField(),
    address: requiredText(),
    address_2: requiredText(),
    country_id: idField(),
    state_id: idField(),
    city_id: idField(),
    zip_code: digitsField(),
  });

export type RecipientFormValues = Omit<RecipientCreate, 'type'>;

/** The form's first values: those sent last (parsed, as a flow keeps them), or none. */
export const recipientFormDefaults = (sent: Record<string, unknown> | null | undefined): Record<string, string> =>
  sent ? asFormTexts(sent) : {};
