// The warehouse's reads (docs/product.md#the-warehouse-api): what the company's warehouse system
// asks of the server. Every answer is a strict object, so a field the contract does not name is
// refused where it is parsed rather than leaked unnoticed.
import { z } from 'zod';
import { CalendarDateSchema, InstantSchema, LocalizedSchema, MoneySchema } from './envelope.ts';
import { InvoiceStatusSchema, PaymentStatusSchema } from './invoices.ts';
import { PAGE_SIZE_MAX, PRE_ALERT_TRACKING_MAX } from './limits.ts';
import { MediaSchema } from './media.ts';
import { PackageStatusSchema } from './packages.ts';
import { plainDecimal } from './plain-decimal.ts';
import { PreAlertStatusSchema } from './pre-alerts.ts';
import { QUOTE_LINE_CODES, QuoteServiceSchema } from './quotes.ts';
import { ShipmentStatusSchema } from './shipments.ts';
import { trackingKey } from './tracking.ts';
import { LOCKER_MAX } from './warehouse.ts';

/** A page's rows when `limit` is not given, and the most it may ask for. */
const WAREHOUSE_PAGE_DEFAULT = 20;
export const WAREHOUSE_PAGE_MAX = PAGE_SIZE_MAX;
/** A cursor is the server's own text, handed back as it came: base64url, and never long. */
const CURSOR_MAX = 64;

const CursorSchema = z.string().min(1).max(CURSOR_MAX).regex(/^[A-Za-z0-9_-]+$/);

/** Every list: after `cursor` (the previous page's `next_cursor`), oldest first. */
export const WarehousePageQuerySchema = z.object({
  cursor: CursorSchema.optional(),
  limit: plainDecimal(z.number().int().positive().max(WAREHOUSE_PAGE_MAX)).default(WAREHOUSE_PAGE_DEFAULT),
});
export type WarehousePageQuery = z.infer<typeof WarehousePageQuerySchema>;

/** A tracking number looked up as it is compared: `1z te-st` is `1ZTEST`. */
const trackingQuery = z.string().overwrite(trackingKey).min(1).max(PRE_ALERT_TRACKING_MAX);

export const WarehouseShipmentsQuerySchema = WarehousePageQuerySchema.extend({ status: ShipmentStatusSchema.optional() });
export const WarehousePaymentsQuerySchema = WarehousePageQuerySchema.extend({ status: PaymentStatusSchema.optional() });
export const WarehousePackagesQuerySchema = WarehousePageQuerySchema.extend({
  tracking: trackingQuery.optional(),
  locker: z.string().trim().toUpperCase().min(1).max(LOCKER_MAX).optional(),
  status: PackageStatusSchema.optional(),
});
export const WarehousePreAlertsQuerySchema = WarehousePageQuerySchema.extend({ tracking: trackingQuery });
export type WarehouseShipmentsQuery = z.infer<typeof WarehouseShipmentsQuerySchema>;
export type WarehousePaymentsQuery = z.infer<typeof WarehousePaymentsQuerySchema>;
export type WarehousePackagesQuery = z.infer<typeof WarehousePackagesQuerySchema>;
export type WarehousePreAlertsQuery = z.infer<typeof WarehousePreAlertsQuerySchema>;

/** `next_cursor` asks for the page after this one; null on the last. */
const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ next_cursor: CursorSchema.nullable() }).strict() }).strict();
export type CursorPage<T> = { data: T[]; meta: { next_cursor: string | null } };
const strictDataOf = <T extends z.ZodType>(item: T) => z.object({ data: item }).strict();

const id = z.number().int().positive();
/** A file as the customers' API gives it: a signed link, working 15 minutes. */
const FileSchema = MediaSchema.strict();

/** Weights in kg and lb, lengths in cm (docs/product.md#weights-and-measures). */
const measureFields = {
  weight_kg: z.number(),
  weight_lb: z.number(),
  length_cm: z.number(),
  width_cm: z.number(),
  height_cm: z.number(),
};

/** A quote as the shipment keeps it (docs/product.md#the-quote): lines by code, without labels. */
export const StoredQuoteSchema = z
  .object({
    service: QuoteServiceSchema,
    billable_kg: z.number(),
    volumetric_kg: z.number(),
    cubic_feet: z.number(),
    lines: z.array(z.object({ code: z.enum(QUOTE_LINE_CODES), amount: MoneySchema }).strict()),
    total: MoneySchema,
    currency: z.literal('USD'),
    transit_days: z.object({ min: z.number().int(), max: z.number().int() }).strict(),
  })
  .strict();

export const WarehouseShipmentSchema = z
  .object({
    id,
    tracking: z.string(),
    status: ShipmentStatusSchema,
    created_at: InstantSchema,
    customer: z
      .object({ id, locker: z.string(), name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() })
      .strict(),
    recipient: z
      .object({
        name: z.string(),
        last_name: z.string(),
        document_id: z.string(),
        phone: z.string(),
        email: z.string().nullable(),
        address: z.string(),
        address_2: z.string().nullable(),
        country: z.object({ iso_code: z.string().length(2), name: LocalizedSchema.strict() }).strict(),
        state: z.string(),
        city: z.string(),
        zip_code: z.string(),
      })
      .strict(),
    packages: z.array(
      z.object({ id, tracking: z.string(), status: PackageStatusSchema, ...measureFields, photos: z.array(FileSchema) }).strict(),
    ),
    service: QuoteServiceSchema,
    /** Insurance covers the declared value: asked when there is one. */
    options: z
      .object({ insurance: z.boolean(), declared_value: MoneySchema.nullable(), repack: z.boolean(), notes: z.string().nullable() })
      .strict(),
    quote: StoredQuoteSchema.nullable(),
    /** The timeline, in the order its scans happened; `recorded_at` is when the server heard of each. */
    events: z.array(
      z
        .object({
          status: ShipmentStatusSchema,
          occurred_at: InstantSchema,
          recorded_at: InstantSchema,
          note: z.string().nullable(),
          correction_reason: z.string().nullable(),
        })
        .strict(),
    ),
    /** `debt`: what approved payments leave owed (docs/product.md#payment-under-review). */
    invoice: z
      .object({ id, friendly_name: z.string(), status: InvoiceStatusSchema, total: MoneySchema, debt: MoneySchema })
      .strict()
      .nullable(),
  })
  .strict();
export type WarehouseShipment = z.infer<typeof WarehouseShipmentSchema>;
export const WarehouseShipmentPageSchema = cursorPageOf(WarehouseShipmentSchema);
export const WarehouseShipmentResponseSchema = strictDataOf(WarehouseShipmentSchema);

export const WarehousePaymentSchema = z
  .object({
    id,
    status: PaymentStatusSchema,
    invoice: z
      .object({
        id,
        friendly_name: z.string(),
        shipment_id: id.nullable(),
        customer: z.object({ id, locker: z.string() }).strict(),
      })
      .strict(),
    amount: MoneySchema,
    method: z.object({ id, name: z.string(), currency: z.string() }).strict(),
    /** The method's surcharge the payment was made with. */
    recharge_percent: z.number(),
    reference: z.string().nullable(),
    submitted_at: InstantSchema,
    reviewed_at: InstantSchema.nullable(),
    review_note: z.string().nullable(),
    /** The customer's proof of payment. */
    proof: FileSchema.nullable(),
  })
  .strict();
export type WarehousePayment = z.infer<typeof WarehousePaymentSchema>;
export const WarehousePaymentPageSchema = cursorPageOf(WarehousePaymentSchema);
export const WarehousePaymentResponseSchema = strictDataOf(WarehousePaymentSchema);

export const WarehousePackageReadSchema = z
  .object({
    id,
    tracking: z.string(),
    status: PackageStatusSchema,
    customer: z.object({ id, locker: z.string() }).strict(),
    content: z.string(),
    provider: z.string(),
    us_courier: z.object({ id, name: z.string() }).strict(),
    ...measureFields,
    received_on: CalendarDateSchema,
    shipment_id: id.nullable(),
    photos: z.array(FileSchema),
  })
  .strict();
export type WarehousePackageRead = z.infer<typeof WarehousePackageReadSchema>;
export const WarehousePackagePageSchema = cursorPageOf(WarehousePackageReadSchema);
export const WarehousePackageReadResponseSchema = strictDataOf(WarehousePackageReadSchema);

/** A parcel announced by its customer, so the warehouse knows whose locker it is for before it is received. */
export const WarehousePreAlertSchema = z
  .object({
    id,
    tracking: z.string(),
    status: PreAlertStatusSchema,
    customer: z.object({ id, locker: z.string(), name: z.string(), last_name: z.string() }).strict(),
    /** The courier the customer said brings it: the one to expect at the door. */
    us_courier: z.object({ id, name: z.string() }).strict(),
    provider: z.string(),
    content: z.string(),
    cost: MoneySchema,
    arriving_at: CalendarDateSchema,
    created_at: InstantSchema,
  })
  .strict();
export type WarehousePreAlert = z.infer<typeof WarehousePreAlertSchema>;
export const WarehousePreAlertPageSchema = cursorPageOf(WarehousePreAlertSchema);

/** The customers' actions the warehouse is told of (docs/product.md#webhooks). */
const WEBHOOK_TYPES = ['shipment.requested', 'shipment.cancelled', 'payment.submitted', 'pre_alert.created'] as const;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];
/** pending: to be sent (or being sent); delivered: a 2xx came back; failed: given up after 24 h. */
const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
/**
 * @public server/db/schema.ts types the deliveries' status column with it through an inline
 * `import('…').WebhookDeliveryStatus` type, which knip does not follow.
 */
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WebhookDeliveriesQuerySchema = WarehousePageQuerySchema.extend({ status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional() });
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuerySchema>;

/** A webhook's delivery; `next_attempt_at` only while it is pending, `last_status` the receiver's last HTTP status. */
export const WebhookDeliverySchema = z
  .object({
    id,
    webhook_id: z.string(),
    type: z.enum(WEBHOOK_TYPES),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int().nonnegative(),
    next_attempt_at: InstantSchema.nullable(),
    last_error: z.string().nullable(),
    last_status: z.number().int().nullable(),
    created_at: InstantSchema,
    delivered_at: InstantSchema.nullable(),
  })
  .strict();
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryPageSchema = cursorPageOf(WebhookDeliverySchema);
export const WebhookDeliveryResponseSchema = strictDataOf(WebhookDeliverySchema);
