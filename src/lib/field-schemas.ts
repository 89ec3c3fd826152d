import { z } from 'zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isOldEnough } from '../api/contract/birth-date.ts';
import { EmailSchema, PhoneSchema, ZipCodeSchema } from '../api/contract/client.ts';
import { PasswordSchema } from '../api/contract/auth.ts';
import { plainDecimal } from '../api/contract/plain-decimal.ts';
import { EMAIL_MAX, PASSWORD_MIN, PHONE_MIN_DIGITS, POSTAL_CODE_MAX, TEXT_MAX, UPLOAD_MAX_BYTES } from '../api/contract/limits.ts';
import { isPossiblePhone } from './possible-phone.ts';
import { parseTypedDate } from './typed-date.ts';

/**
 * The forms' rules, built on the contract's schemas. A rule's message is a key of
 * FIELD_MESSAGES, translated when shown (so a language switch translates errors already shown).
 */
export const FIELD_MESSAGES = {
  required: msg`This field is required.`,
  email: msg`Please enter a valid email address.`,
  emailTooLong: msg`The e-mail can have at most ${EMAIL_MAX} characters.`,
  passwordTooShort: msg`The password must have at least ${PASSWORD_MIN} characters.`,
  passwordMismatch: msg`The passwords do not match.`,
  phone: msg`Enter a phone number with at least ${PHONE_MIN_DIGITS} digits.`,
  phoneLength: msg`This number has too few or too many digits for its country.`,
  digits: msg`Only digits, please.`,
  date: msg({ comment: 'In the order the language writes dates, as in the date field placeholder: Spanish DD-MM-AAAA.', message: 'The date is not valid (MM-DD-YYYY).' }),
  underAge: msg`You must be at least 18 years old.`,
  terms: msg`You must accept the terms and conditions.`,
  tooLong: msg`This text is too long.`,
  amount: msg`Enter an amount in USD greater than 0, with at most 2 decimals (e.g. 1,217.50).`,
  fileRequired: msg`Attach the file (JPEG, PNG or PDF).`,
  fileTooLarge: msg`The file must be at most ${UPLOAD_MAX_BYTES / 1_000_000} MB.`,
  fileType: msg`Unsupported file format: use JPEG, PNG or PDF.`,
} satisfies Record<string, MessageDescriptor>;
export type FieldMessage = keyof typeof FIELD_MESSAGES;
/** A new password's rules, under the field from the start (docs/product.md#sign-up), not learnt from a refusal. */
export const PASSWORD_RULES = msg`At least ${PASSWORD_MIN} characters.`;

/** A rule's refusal: the key of its message in FIELD_MESSAGES, translated when shown. */
export const problem = (key: FieldMessage) => ({ error: key });

/** A text field that must not be blank (the value is trimmed). */
export const requiredText = () => z.string(problem('required')).trim().min(1, problem('required'));
/** A required text of at most `max` characters (the contract's limit for the field). */
export const boundedText = (max: number) => requiredText().max(max, problem('tooLong'));

/** A required field that must also pass one of the contract's schemas. */
const matching = (schema: z.ZodType, key: FieldMessage) =>
  requiredText().refine((value) => schema.safeParse(value).success, problem(key));

export const emailField = () => requiredText().max(EMAIL_MAX, problem('emailTooLong')).pipe(matching(EmailSchema, 'email'));
export const passwordField = () =>
  z
    .string(problem('required'))
    .min(1, problem('required'))
    .max(TEXT_MAX, problem('tooLong'))
    .refine((v) => PasswordSchema.safeParse(v).success, problem('passwordTooShort'));
/**
 * E.164 as the phone field gives it (the contract's rule, the server's too), and then a possible
 * number for its country: a length its numbering plan allows (possible-phone.ts).
 */
export const phoneField = () =>
  matching(PhoneSchema, 'phone').refine(isPossiblePhone, { ...problem('phoneLength'), when: ({ issues }) => issues.length === 0 });
export const digitsField = () => requiredText().max(POSTAL_CODE_MAX, problem('tooLong')).pipe(matching(ZipCodeSchema, 'digits'));

/**
 * An optional field: empty (Conform turns '' into undefined) gives null, so the API clears the
 * value; anything typed must pass `field`.
 */
const orNull = <T>(field: z.ZodType<T>) => field.optional().transform((value): T | null => value ?? null);
/** An optional phone: null when empty, else a phone as phoneField says. */
export const optionalPhoneField = () => orNull(phoneField());
/** An optional number of digits only (a postal code): null when empty. */
const optionalDigitsField = () => orNull(digitsField());
/** An optional e-mail: null when empty, else a valid one. */
export const optionalEmailField = () => orNull(emailField());

/** One of a fixed list of keys (a select's options). */
export const choiceField = <const T extends readonly [string, ...string[]]>(keys: T) => z.enum(keys, problem('required'));

/** A checkbox that must be ticked (Conform gives 'on' as true); `key` says what it means. */
export const checkedField = (key: FieldMessage) => z.literal(true, problem(key));

/** A select holding an id, read by the contract's rule for numbers sent as text. */
export const idField = () => plainDecimal(z.number().int().positive(problem('required')), { error: 'required' });

/** A birth date typed in `locale`'s order, turned into the contract's YYYY-MM-DD; `today` applies the age rule. */
export const birthDateField = (today: Date, locale: string) =>
  z
    .string(problem('required'))
    .trim()
    .min(1, problem('required'))
    .transform((typed, ctx) => {
      const date = parseTypedDate(locale, typed);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: 'date' });
        return z.NEVER;
      }
      if (!isOldEnough(date, today)) {
        ctx.addIssue({ code: 'custom', message: 'underAge' });
        return z.NEVER;
      }
      return date;
    });

/** A field that must not be empty, taken as typed (a password is never trimmed). */
export const filledField = () => z.string(problem('required')).min(1, problem('required'));

/** A new password and its confirmation, which must match. */
export const newPasswordSchema = () =>
  z
    .object({ password: passwordField(), password_confirmation: filledField() })
    .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'passwordMismatch' });

/** The place and phones of a customer's own data (sign-up data step, my profile): the address cascade and two phones. */
export const contactFields = () => ({
  country_id: idField(),
  state_id: idField(),
  city_id: idField(),
  zip_code: optionalDigitsField(),
  phone: phoneField(),
  landline_phone: optionalPhoneField(),
});
