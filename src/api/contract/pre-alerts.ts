import { z } from 'zod';
import { CalendarDateSchema, dataOf, InstantSchema, MoneySchema, pageOf } from './envelope.ts';
import { knownOr } from './known-or.ts';
import { MediaSchema } from './media.ts';
import { PRE_ALERT_CONTENT_MAX, PRE_ALERT_TRACKING_MAX, TEXT_MAX } from './limits.ts';
import { plainDecimal } from './plain-decimal.ts';
import { withoutSpaces } from './tracking.ts';

/**
 * A pre-alert's statuses (docs/product.md#statuses): PENDING when created; RECEIVED or
 * NEVER_ARRIVED once the warehouse knows; CANCELLED by the company.
 */
export const PRE_ALERT_STATUSES = ['PENDING', 'RECEIVED', 'NEVER_ARRIVED', 'CANCELLED'] as const;
export const PreAlertStatusSchema = z.enum(PRE_ALERT_STATUSES);
export type PreAlertStatus = z.infer<typeof PreAlertStatusSchema>;

export const PreAlertSchema = z.object({
  id: z.number().int(),
  arriving_at: CalendarDateSchema,
  us_courier: z.object({ name: z.string() }),
  us_courier_id: z.number().int(),
  tracking: z.string(),
  provider: z.string(),
  cost: MoneySchema,
  content: z.string(),
  recipient: z.string(),
  /** media[0] is the bill (the store's invoice). */
  media: z.array(MediaSchema),
  warehouse: z.object({ name: z.string() }),
  status: knownOr(PreAlertStatusSchema),
  created_at: InstantSchema,
});
export type PreAlert = z.infer<typeof PreAlertSchema>;
export const PreAlertPageSchema = pageOf(PreAlertSchema);
export const PreAlertResponseSchema = dataOf(PreAlertSchema);

/** The highest declared value (USD); the texts' limits are in limits.ts. */
export const PRE_ALERT_COST_MAX = 1_000_000;
/** An expected arrival at most this many days before or after today (checked by the server). */
export const ARRIVAL_WINDOW_DAYS = 365;

/** The text fields of the multipart POST api/pre-alerts; the file travels as `invoice`. */
export const PreAlertCreateFieldsSchema = z.object({
  us_courier_id: plainDecimal(z.number().int().positive()),
  provider: z.string().trim().min(1).max(TEXT_MAX),
  tracking: z.string().overwrite(withoutSpaces).min(1).max(PRE_ALERT_TRACKING_MAX),
  cost: plainDecimal(z.number().positive().max(PRE_ALERT_COST_MAX).multipleOf(0.01)),
  content: z.string().trim().min(1).max(PRE_ALERT_CONTENT_MAX),
  arriving_at: CalendarDateSchema,
  recipient: z.string().trim().min(1).max(TEXT_MAX),
});
export type PreAlertCreateFields = z.infer<typeof PreAlertCreateFieldsSchema>;
/** The file field of POST api/pre-alerts. */
export const PRE_ALERT_FILE_FIELD = 'invoice';
