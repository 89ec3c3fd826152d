import { z } from 'zod';
import {
  PAYMENT_REFERENCE_MAX,
  PRE_ALERT_CONTENT_MAX,
  PRE_ALERT_TRACKING_MAX,
  TEXT_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
} from '../api/contract/limits.ts';
import { PaymentCreateFieldsSchema } from '../api/contract/invoices.ts';
import { PreAlertCreateFieldsSchema, type PreAlertCreateFields } from '../api/contract/pre-alerts.ts';
import { withoutSpaces } from '../api/contract/tracking.ts';
import { boundedText, idField, problem, requiredText } from './field-schemas.ts';
import { parseAmount } from './money.ts';
import { parseTypedDate } from './typed-date.ts';

/** The rules of uploaded files (docs/product.md#uploaded-files), and of the pre-alert and payment forms built on them. */

/** The extension a file of an allowed type is sent with. */
const UPLOAD_EXTENSIONS: Record<(typeof UPLOAD_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File && value.size > 0;

/**
 * A required file of one of `types` (checked by its type; the server checks its content) and at
 * most `maxBytes`: three messages, for none, too large and the wrong format.
 */
const uploadField = (maxBytes: number, types: readonly string[]) =>
  z
    .custom<File>(isFile, problem('fileRequired'))
    .refine((file) => file.size <= maxBytes, problem('fileTooLarge'))
    .refine((file) => types.includes(file.type), problem('fileType'));

/** A calendar date typed in `locale`'s order (docs/product.md#dates-and-times), sent as YYYY-MM-DD. */
const typedDateField = (locale: string) =>
  requiredText().transform((typed, ctx) => {
    const date = parseTypedDate(locale, typed);
    if (date) return date;
    ctx.addIssue({ code: 'custom', message: 'date' });
    return z.NEVER;
  });

/**
 * An amount in USD as typed in the language's format (`1.217,50` in Spanish), sent as a number
 * within the contract's limits for it (`schema`).
 */
const amountField = (locale: string, schema: z.ZodType) =>
  requiredText().transform((typed, ctx) => {
    const amount = parseAmount(locale, typed);
    if (amount !== null && schema.safeParse(amount).success) return amount;
    ctx.addIssue({ code: 'custom', message: 'amount' });
    return z.NEVER;
  });

/** The pre-alert form (docs/product.md#pre-alert-form): the contract's fields, with the typed date, the value in `locale`'s format and the bill. */
export const preAlertFormSchema = (locale: string) =>
  z.object({
    us_courier_id: idField(),
    tracking: requiredText().overwrite(withoutSpaces).max(PRE_ALERT_TRACKING_MAX, problem('tooLong')),
    arriving_at: typedDateField(locale),
    provider: boundedText(TEXT_MAX),
    cost: amountField(locale, PreAlertCreateFieldsSchema.shape.cost),
    invoice: uploadField(UPLOAD_MAX_BYTES, UPLOAD_TYPES),
    content: boundedText(PRE_ALERT_CONTENT_MAX),
    recipient: boundedText(TEXT_MAX),
  });

export type PreAlertFormValues = PreAlertCreateFields & { invoice: File };

/** The payment form (docs/product.md#payment-form): the amount in `locale`'s format, the proof of payment, optional comments. */
export const paymentFormSchema = (locale: string) =>
  z.object({
    amount: amountField(locale, PaymentCreateFieldsSchema.shape.amount),
    multimedia: uploadField(UPLOAD_MAX_BYTES, UPLOAD_TYPES),
    reference: z.string().trim().max(PAYMENT_REFERENCE_MAX, problem('tooLong')).optional(),
  });

/** A file as the server keeps it: `${userId}-${uniqueId}.${ext}` (docs/product.md#calls). */
export function renamedUpload(file: File, userId: number, uniqueId: string = crypto.randomUUID()): File {
  const ext = UPLOAD_EXTENSIONS[file.type as keyof typeof UPLOAD_EXTENSIONS] ?? (file.name.split('.').pop() || 'bin');
  return new File([file], `${userId}-${uniqueId}.${ext}`, { type: file.type, lastModified: file.lastModified });
}
