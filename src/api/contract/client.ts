import { z } from 'zod';
import { CalendarDateSchema, dataOf } from './envelope.ts';
import { ADDRESS_MAX, DOCUMENT_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX, PHONE_MIN_DIGITS, POSTAL_CODE_MAX, TEXT_MAX } from './limits.ts';
import { CountrySchema, StateSchema, CitySchema } from './geo.ts';

export const EmailSchema = z.email().max(EMAIL_MAX);
// E.164 as react-phone-number-input gives it: at most 15 digits, at least the minimum of docs/product.md#sign-up-data.
export const PhoneSchema = z.string().max(PHONE_MAX).regex(new RegExp(`^\\+[1-9]\\d{${PHONE_MIN_DIGITS - 1},14}$`));
export const ZipCodeSchema = z.string().max(POSTAL_CODE_MAX).regex(/^\d+$/);

/** A required text of at most `max` characters, trimmed. */
export const filledText = (max: number) => z.string().trim().min(1).max(max);

/**
 * An optional field: absent, null, or blank text (as a form sends an empty field) is null;
 * anything else must pass `schema`.
 */
export const optionalText = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullish());

export const ClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  email: z.string(),
  document_id: z.string(),
  phone: z.string(),
  landline_phone: z.string().nullable(),
  address: z.string(),
  birth_date: CalendarDateSchema,
  gender: z.string().nullable(),
  zip_code: z.string().nullable(),
  type: z.literal('PERSON'),
  locker: z.string(),
  profile_image: z.string().nullable(),
  country: CountrySchema,
  state: StateSchema,
  city: CitySchema,
});
export type Client = z.infer<typeof ClientSchema>;

export const ClientCreateSchema = z.object({
  name: filledText(NAME_MAX),
  last_name: filledText(NAME_MAX),
  email: EmailSchema,
  document_id: filledText(DOCUMENT_MAX),
  phone: PhoneSchema,
  landline_phone: optionalText(PhoneSchema),
  address: filledText(ADDRESS_MAX),
  country_id: z.number().int().positive(),
  state_id: z.number().int().positive(),
  city_id: z.number().int().positive(),
  zip_code: optionalText(ZipCodeSchema),
  type: z.literal('PERSON'),
  birth_date: CalendarDateSchema,
  gender: optionalText(z.string().trim().max(TEXT_MAX)),
  referral_source: filledText(TEXT_MAX),
  terms_accepted: z.literal(true),
});
export type ClientCreate = z.infer<typeof ClientCreateSchema>;

// The profile's update. The name, last name, e-mail and document may be sent again but never
// changed (the server refuses a change with FAILED_VALIDATION on the field); the birth date may be
// changed, under the same minimum age as sign-up; a null or blank landline or postal code clears it.
export const ClientUpdateSchema = ClientCreateSchema.omit({
  referral_source: true,
  terms_accepted: true,
})
  .extend({ email: z.string().max(EMAIL_MAX) })
  .partial({ name: true, last_name: true, email: true, document_id: true, birth_date: true });
export type ClientUpdate = z.infer<typeof ClientUpdateSchema>;

/** The file field of PATCH api/clients/me/profile-picture (multipart). */
export const PROFILE_PICTURE_FIELD = 'profile_picture';

export const ClientResponseSchema = dataOf(ClientSchema);
