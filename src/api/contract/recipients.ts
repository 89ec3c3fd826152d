import { z } from 'zod';
import { dataOf, LocalizedSchema } from './envelope.ts';
import { EmailSchema, PhoneSchema, ZipCodeSchema } from './client.ts';

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
  name: z.string().trim().min(1),
  last_name: z.string().trim().min(1),
  document_id: z.string().trim().min(1),
  email: EmailSchema.nullish(),
  phone: PhoneSchema,
  landline_phone: PhoneSchema.nullish(),
  address: z.string().trim().min(1),
  address_2: z.string().trim().min(1),
  country_id: z.number().int().positive(),
  state_id: z.number().int().positive(),
  city_id: z.number().int().positive(),
  zip_code: ZipCodeSchema,
  type: z.literal('PERSON'),
});
export type RecipientCreate = z.infer<typeof RecipientCreateSchema>;
