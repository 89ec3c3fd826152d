// The warehouse API (docs/product.md#the-warehouse-api): what the company's warehouse system sends
// the server, beside the customers' API. JSON numbers are numbers, as in every JSON body.
import { z } from 'zod';
import { optionalText } from './client.ts';
import { InstantSchema } from './envelope.ts';
import {
  PIECE_LENGTH_MAX_CM, PIECE_WEIGHT_MAX_KG, PRE_ALERT_CONTENT_MAX, PRE_ALERT_TRACKING_MAX, QUOTE_PIECES_MAX, SHIPMENT_NOTES_MAX, TEXT_MAX,
} from './limits.ts';
import { SHIPMENT_STATUSES } from './shipments.ts';
import { withoutSpaces } from './tracking.ts';

/** The header a retried POST repeats, so it is answered as the first try was and done once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Its longest value; printable ASCII without spaces (a UUID, a job's id). */
export const IDEMPOTENCY_KEY_MAX = 200;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]+$/;

/** A locker code as the company writes it (`CAS-10002`). */
export const LOCKER_MAX = 20;
/** The most lines one invoice of the warehouse may have, and the most one line may charge (USD). */
const INVOICE_LINES_MAX = 50;
const INVOICE_LINE_AMOUNT_MAX = 100_000;
/** A note of a status change or a payment's review, shown to the customer. */
const WAREHOUSE_NOTE_MAX = SHIPMENT_NOTES_MAX;

const measure = (max: number) => z.number().positive().max(max).multipleOf(0.01);
const note = optionalText(z.string().trim().max(WAREHOUSE_NOTE_MAX));

/** POST api/warehouse/packages: a package received in a customer's locker, weighed and measured. */
export const WarehousePackageSchema = z
  .object({
    locker: z.string().trim().toUpperCase().min(1).max(LOCKER_MAX),
    tracking: z.string().overwrite(withoutSpaces).min(1).max(PRE_ALERT_TRACKING_MAX),
    us_courier_id: z.number().int().positive(),
    provider: optionalText(z.string().trim().max(TEXT_MAX)),
    content: optionalText(z.string().trim().max(PRE_ALERT_CONTENT_MAX)),
    weight_kg: measure(PIECE_WEIGHT_MAX_KG),
    length_cm: measure(PIECE_LENGTH_MAX_CM),
    width_cm: measure(PIECE_LENGTH_MAX_CM),
    height_cm: measure(PIECE_LENGTH_MAX_CM),
    /** How many pieces it came in: checked, not kept until packages have a column for it. */
    pieces: z.number().int().positive().max(QUOTE_PIECES_MAX).optional(),
  })
  .strict();
export type WarehousePackage = z.infer<typeof WarehousePackageSchema>;

/** The multipart field of POST api/warehouse/packages/{id}/photos. */
export const WAREHOUSE_PHOTO_FIELD = 'photo';

/** The statuses the warehouse reports: REQUESTED is the customer's request, never an event of the road. */
export const WAREHOUSE_SHIPMENT_STATUSES = SHIPMENT_STATUSES.filter((status) => status !== 'REQUESTED');

/** How far ahead of the server's clock a scan's `occurred_at` may be: scanners' clocks drift. */
export const OCCURRED_AT_AHEAD_MAX_MINUTES = 5;

/**
 * POST api/warehouse/shipments/{id}/events: the shipment's status follows its lifecycle
 * (docs/product.md#lifecycles). `occurred_at` is when the scan happened (now when absent); an event
 * older than the current status's takes its place in the timeline and moves nothing.
 */
export const WarehouseShipmentEventSchema = z
  .object({
    status: z.enum(WAREHOUSE_SHIPMENT_STATUSES),
    note,
    occurred_at: InstantSchema.optional(),
  })
  .strict();

/** What an event did: moved the status, added a note line, changed nothing (the same status again), or took its place in the past. */
const SHIPMENT_EVENT_OUTCOMES = ['MOVED', 'NOTED', 'UNCHANGED', 'LATE', 'CORRECTED'] as const;

/** The answer of an event or a correction: the shipment's status now, and the line it added (the latest line when it added none; null on an empty timeline). */
export const WarehouseShipmentEventResultSchema = z
  .object({
    shipment_id: z.number().int(),
    status: z.enum(SHIPMENT_STATUSES),
    outcome: z.enum(SHIPMENT_EVENT_OUTCOMES),
    event: z
      .object({
        status: z.enum(SHIPMENT_STATUSES),
        occurred_at: InstantSchema,
        recorded_at: InstantSchema,
        note: z.string().nullable(),
        correction_reason: z.string().nullable(),
      })
      .strict()
      .nullable(),
  })
  .strict();
export type WarehouseShipmentEventResult = z.infer<typeof WarehouseShipmentEventResultSchema>;
export const WarehouseShipmentEventResponseSchema = z.object({ data: WarehouseShipmentEventResultSchema }).strict();

/** A correction's reason: why an operator moved the status; kept by the company, never shown to the customer. */
const CORRECTION_REASON_MAX = 500;

/** POST api/warehouse/shipments/{id}/corrections: an operator's mistake undone, to any status (docs/product.md#corrections). */
export const WarehouseShipmentCorrectionSchema = z
  .object({
    status: z.enum(SHIPMENT_STATUSES),
    reason: z.string().trim().min(1).max(CORRECTION_REASON_MAX),
  })
  .strict();

/** POST api/warehouse/invoices: the bill of a shipment, one line per charge (quantity 1). */
export const WarehouseInvoiceSchema = z
  .object({
    shipment_id: z.number().int().positive(),
    lines: z
      .array(
        z
          .object({
            description: z.string().trim().min(1).max(TEXT_MAX),
            amount: z.number().positive().max(INVOICE_LINE_AMOUNT_MAX).multipleOf(0.01),
          })
          .strict(),
      )
      .min(1)
      .max(INVOICE_LINES_MAX),
  })
  .strict();

/** POST api/warehouse/payments/{id}/review: a pending payment approved or rejected; a rejection's note is shown to the customer. */
export const WarehousePaymentReviewSchema = z
  .object({
    approved: z.boolean(),
    note,
  })
  .strict();
