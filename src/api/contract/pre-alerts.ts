import { z } from 'zod';
import { CalendarDateSchema, dataOf, MoneySchema, pageOf } from './envelope.ts';
import { MediaSchema } from './media.ts';

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
  media: z.array(MediaSchema),
  warehouse: z.object({ name: z.string() }),
  status: z.string(),
  created_at: z.string(),
});
export type PreAlert = z.infer<typeof PreAlertSchema>;
export const PreAlertPageSchema = pageOf(PreAlertSchema);
export const PreAlertResponseSchema = dataOf(PreAlertSchema);

/** The text fields of the multipart POST api/pre-alerts; the file travels as `invoice`. */
export const PreAlertCreateFieldsSchema = z.object({
  us_courier_id: z.coerce.number().int().positive(),
  provider: z.string().trim().min(1),
  tracking: z.string().trim().min(1),
  cost: z.coerce.number().positive().multipleOf(0.01),
  content: z.string().trim().min(1),
  arriving_at: CalendarDateSchema,
  recipient: z.string().trim().min(1),
});
export type PreAlertCreateFields = z.infer<typeof PreAlertCreateFieldsSchema>;
