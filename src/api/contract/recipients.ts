import { z } from 'zod';
import { dataOf, LocalizedSchema } from './envelope.ts';
import { EmailSchema, filledText, optionalText, PhoneSchema, ZipCodeSchema } from './client.ts';
import { ADDRESS_MAX, DOCUMENT_MAX, NAME_MAX } from './limits.ts';

export const RecipientSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  name: z.string(),
  last_name: z.string(),
  document_id: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  landline_phone: z.string().nullable(),
  address: z.string(),
  address_2: z.string().nullable(),
  country_id: z.number().int(),
  state_id: z.number().int(),
  city_id: z.number().int(),
  country: z.object({ id: z.number().int(), name: LocalizedSchema }),
  state: z.object({ id: z.number().int(), name: LocalizedSchema }),
  city: z.object({ id: z.number().int(), name: LocalizedSchema }),
  zip_code: z.string(),
  type: z.literal('PERSON'),
});
export type Recipient = z.infer<typeof RecipientSchema>;
export const RecipientsResponseSchema = dataOf(z.array(RecipientSchema));
export const RecipientResponseSchema = dataOf(RecipientSchema);

export const RecipientCreateSchema = z.object({
  name: filledText(NAME_MAX),
  last_name: filledText(NAME_MAX),
  document_id: filledText(DOCUMENT_MAX),
  email: optionalText(EmailSchema),
  phone: PhoneSchema,
  landline_phone: optionalText(PhoneSchema),
  address: filledText(ADDRESS_MAX),
  address_2: filledText(ADDRESS_MAX),
  country_id: z.number().int().positive(),
  state_id: z.number().int().positive(),
  city_id: z.number().int().positive(),
  zip_code: ZipCodeSchema,
  type: z.literal('PERSON'),
});
export type RecipientCreate = z.infer<typeof RecipientCreateSchema>;
