import { z } from 'zod';
import { CalendarDateSchema, dataOf } from './envelope.ts';
import { EMAIL_MAX, PHONE_MIN_DIGITS } from './limits.ts';
import { CountrySchema, StateSchema, CitySchema } from './geo.ts';

export const EmailSchema = z.email().max(EMAIL_MAX);
// E.164 as react-phone-number-input gives it: at most 15 digits, at least the spec's minimum.
export const PhoneSchema = z.string().regex(new RegExp(`^\\+[1-9]\\d{${PHONE_MIN_DIGITS - 1},14}$`));
export const ZipCodeSchema = z.string().regex(/^\d+$/);

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
  name: z.string().trim().min(1),
  last_name: z.string().trim().min(1),
  email: EmailSchema,
  document_id: z.string().trim().min(1),
  phone: PhoneSchema,
  landline_phone: PhoneSchema.nullish(),
  address: z.string().trim().min(1),
  country_id: z.number().int().positive(),
  state_id: z.number().int().positive(),
  city_id: z.number().int().positive(),
  zip_code: ZipCodeSchema.nullish(),
  type: z.literal('PERSON'),
  birth_date: CalendarDateSchema,
  gender: z.string().nullish(),
  referral_source: z.string().trim().min(1),
  terms_accepted: z.literal(true),
});
export type ClientCreate = z.infer<typeof ClientCreateSchema>;

// The profile's update. The name, last name, e-mail and document may be sent again but never
// changed (the server refuses a change with FAILED_VALIDATION on the field); the birth date may be
// changed, under the same minimum age as sign-up; a null landline or postal code clears it.
export const ClientUpdateSchema = ClientCreateSchema.omit({
  referral_source: true,
  terms_accepted: true,
})
  .extend({ email: z.string() })
  .partial({ name: true, last_name: true, email: true, document_id: true, birth_date: true });
export type ClientUpdate = z.infer<typeof ClientUpdateSchema>;

/** The file field of PATCH api/clients/me/profile-picture (multipart). */
export const PROFILE_PICTURE_FIELD = 'profile_picture';

export const ClientResponseSchema = dataOf(ClientSchema);
