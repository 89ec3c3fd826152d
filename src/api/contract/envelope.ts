import { z } from 'zod';
import { PAGE_SIZE_MAX } from './limits.ts';
import { plainDecimal } from './plain-decimal.ts';

const ERROR_CODES = [
  'AUTHENTICATION_EXCEPTION',
  'FAILED_VALIDATION',
  'PIN_ACCESS_REQUIRED',
  'INVALID_PIN',
  'USER_NOT_FOUND',
  'INVALID_PASSWORD',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'TOO_MANY_REQUESTS',
  'SERVER_ERROR',
  /** A record's lifecycle refuses the event from its status (docs/product.md#lifecycles): `{current, allowed}` say where it stands. */
  'INVALID_TRANSITION',
  /** A retry with an `Idempotency-Key` whose first try is still running: try again after `Retry-After`. */
  'IDEMPOTENCY_IN_PROGRESS',
  /** The database or the file store does not answer for now (docs/product.md#production): try again after `Retry-After`. */
  'SERVICE_UNAVAILABLE',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  AUTHENTICATION_EXCEPTION: 401,
  FAILED_VALIDATION: 422,
  PIN_ACCESS_REQUIRED: 403,
  INVALID_PIN: 422,
  USER_NOT_FOUND: 404,
  INVALID_PASSWORD: 422,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 422,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  INVALID_TRANSITION: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  SERVICE_UNAVAILABLE: 503,
};

const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/**
 * How PIN_ACCESS_REQUIRED's code left (docs/product.md#codes): `now` it was e-mailed; `queued` the
 * e-mail could not leave at once and the server keeps trying (the code is valid meanwhile);
 * `earlier` none was sent, the one sent less than a minute ago stands.
 */
const PIN_SENT = ['now', 'queued', 'earlier'] as const;
export const PinSentSchema = z.enum(PIN_SENT);
export type PinSent = z.infer<typeof PinSentSchema>;

/** What PIN_ACCESS_REQUIRED says of the code `pin/valid` sent; each field optional: the company's backend may leave it out. */
const PinAccessMetaSchema = z.object({
  sent: PinSentSchema.optional(),
  /** Seconds until another code may be asked for. */
  resend_in_seconds: z.number().int().nonnegative().optional(),
});
/** What INVALID_PIN says: the wrong tries the caller has left on this code (a recovery code's: its own address's). */
const InvalidPinMetaSchema = z.object({ tries_left: z.number().int().nonnegative().optional() });
/** An error's `meta`: PIN_ACCESS_REQUIRED's or INVALID_PIN's fields (docs/product.md#responses). */
export const ErrorMetaSchema = z.object({ ...PinAccessMetaSchema.shape, ...InvalidPinMetaSchema.shape });
export type ErrorMeta = z.infer<typeof ErrorMetaSchema>;

export const ErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  errors: FieldErrorsSchema.optional(),
  /** INVALID_TRANSITION's: the record's status now, and the statuses its lifecycle allows from it. */
  current: z.string().optional(),
  allowed: z.array(z.string()).optional(),
  meta: ErrorMetaSchema.optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const PageMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  last_page: z.number().int().positive(),
  current_page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: PageMetaSchema });
export type Page<T> = { data: T[]; meta: PageMeta };

export const PageQuerySchema = z.object({
  page: plainDecimal(z.number().int().positive()).default(1),
  page_size: plainDecimal(z.number().int().positive().max(PAGE_SIZE_MAX)).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

// Calendar dates travel as YYYY-MM-DD, instants as ISO 8601 with a zone.
export const CalendarDateSchema = z.iso.date();
export const InstantSchema = z.iso.datetime({ offset: true });
export const MoneySchema = z.number();

/** A name in each language, as the server keeps translated labels. */
export const LocalizedSchema = z.object({ es: z.string(), en: z.string() });
export type Localized = z.infer<typeof LocalizedSchema>;
