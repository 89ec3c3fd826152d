import { z } from 'zod';
import { dataOf, InstantSchema, MoneySchema, pageOf } from './envelope.ts';
import { optionalText } from './client.ts';
import { InvoiceStatusSchema } from './invoices.ts';
import { knownOr } from './known-or.ts';
import { SHIPMENT_NOTES_MAX } from './limits.ts';
import { MediaSchema } from './media.ts';
import { insuranceRule, PackageIdsSchema, QuoteOptionsSchema, quoteRulesCheck, QuoteSchema, QuoteServiceSchema } from './quotes.ts';
import { RecipientSchema } from './recipients.ts';

/**
 * The statuses of a shipment (docs/product.md#statuses): REQUESTED, a consolidation request the
 * warehouse has not started on (docs/product.md#consolidation-requests), then its journey.
 */
export const SHIPMENT_STATUSES = [
  'REQUESTED',
  'PENDING',
  'RECEIVED',
  'IN_TRANSIT',
  'IN_CUSTOMS',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'NEVER_ARRIVED',
  'CANCELLED',
] as const;
export const ShipmentStatusSchema = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof ShipmentStatusSchema>;

/** Sums over the pieces: weights in lb, volume in cubic feet; boxesCount is the number of pieces. */
const ShipmentStatsSchema = z.object({
  weightSum: z.number(),
  boxesCount: z.number().int(),
  cubicFeetSum: z.number(),
  dimensionalWeightSum: z.number(),
});
export type ShipmentStats = z.infer<typeof ShipmentStatsSchema>;

/** A piece: lengths in cm, dimensional and chargeable weight in lb (chargeable: the greater of actual and dimensional). */
export const ShipmentItemSchema = z.object({
  id: z.number().int(),
  package_number: z.string(),
  content: z.string(),
  dimension: z.object({
    length: z.number(),
    width: z.number(),
    height: z.number(),
    dimensional_weight: z.number(),
    cubic_feet: z.number(),
  }),
  /** `name` is translated (Box, Envelope, Pallet). */
  shipment_item_type: z.object({ name: z.string() }),
  declared_cost: MoneySchema,
  total_price: MoneySchema,
  chargeable_weight: z.number(),
});
export type ShipmentItem = z.infer<typeof ShipmentItemSchema>;
export const ShipmentItemPageSchema = pageOf(ShipmentItemSchema);

export const ShipmentSchema = z.object({
  id: z.number().int(),
  created_at: InstantSchema,
  tracking: z.string(),
  /** The recipient as it was chosen, even if the customer deleted it since. */
  recipient: RecipientSchema,
  /**
   * The shipment's bill, once issued: its total (what its lines come to, in USD) is the shipment's
   * price, but a VOID one's (docs/product.md#details). The company's backend may leave out
   * the total and the status: the pieces' prices stand, as an estimate.
   */
  invoice: z
    .object({ id: z.number().int(), friendly_name: z.string(), total: MoneySchema.optional(), status: knownOr(InvoiceStatusSchema).optional() })
    .nullable(),
  invoice_name: z.string().nullable(),
  /** The invoice's status, translated. */
  invoice_status_label: z.string().nullable(),
  departure_at: InstantSchema.nullable(),
  destination: z.string(),
  /** Sum of the pieces' weights and volumetric weights, in kg. */
  weight: z.number(),
  volume: z.number(),
  status: knownOr(ShipmentStatusSchema),
  delivery_address: z.string(),
  shipment_type: z.enum(['air', 'ocean']),
  /** The type, translated (Air / Ocean). */
  shipment_type_label: z.string(),
  repack: z.boolean(),
  /** The name of the payment method the invoice was paid with. */
  payment_method: z.string().nullable(),
  stats: ShipmentStatsSchema,
  /** Photos of the pieces. */
  media: z.array(MediaSchema),
  /** The invoice's document (a signed media URL), when the shipment has an invoice. */
  invoice_url: z.string().nullable(),
  /** A requested shipment's quote (docs/product.md#consolidation-requests): an estimate until the warehouse issues its invoice. */
  quote: QuoteSchema.nullable(),
  /** The value insured, when the customer asked for insurance. */
  declared_value: MoneySchema.nullable(),
  notes: z.string().nullable(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;
export const ShipmentPageSchema = pageOf(ShipmentSchema);

/**
 * GET api/shipments/{id} also carries every piece (the paged api/shipments/{id}/items lists the same),
 * and `shared_until`: the latest expiry of its working shared links, null when none (docs/product.md#shared-tracking).
 */
export const ShipmentDetailSchema = ShipmentSchema.extend({ items: z.array(ShipmentItemSchema), shared_until: InstantSchema.nullable() });
export type ShipmentDetail = z.infer<typeof ShipmentDetailSchema>;
export const ShipmentResponseSchema = dataOf(ShipmentDetailSchema);

/**
 * One line of a shipment's timeline: `created_at` is when it happened (the warehouse's scan),
 * `keyLabel` the status translated; `note` the company's words to the customer; `corrected` marks a
 * status an operator corrected (docs/product.md#corrections).
 */
export const TimelineEventSchema = z.object({
  created_at: InstantSchema,
  key: knownOr(ShipmentStatusSchema),
  keyLabel: z.string(),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;
export const StatusEventSchema = TimelineEventSchema.extend({
  note: z.string().nullable(),
  corrected: z.boolean(),
});
export type StatusEvent = z.infer<typeof StatusEventSchema>;
/** GET api/shipments/{id}/logs: in the order they happened, a correction in place of the lines it undid. */
export const ShipmentLogsResponseSchema = dataOf(z.array(StatusEventSchema));

/** A requested shipment's status, until the warehouse starts preparing it (only then can it be cancelled). */
export const REQUESTED_STATUS = 'REQUESTED' satisfies ShipmentStatus;

const ShipmentCreateFieldsSchema = QuoteOptionsSchema.extend({
  package_ids: PackageIdsSchema,
  recipient_id: z.number().int().positive(),
  service: QuoteServiceSchema,
  notes: optionalText(z.string().max(SHIPMENT_NOTES_MAX)),
}).strict();

/** POST api/shipments (docs/product.md#consolidation-requests): packages in the warehouse, consolidated for one recipient. */
export const ShipmentCreateSchema = ShipmentCreateFieldsSchema.check(
  quoteRulesCheck((request: z.infer<typeof ShipmentCreateFieldsSchema>) => [['declared_value', insuranceRule(request)]]),
);
export type ShipmentCreate = z.infer<typeof ShipmentCreateSchema>;
