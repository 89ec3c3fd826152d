import { z } from 'zod';
import { dataOf, InstantSchema, MoneySchema, pageOf } from './envelope.ts';
import { MediaSchema } from './media.ts';
import { RecipientSchema } from './recipients.ts';

export const ShipmentStatsSchema = z.object({
  weightSum: z.number(),
  boxesCount: z.number().int(),
  cubicFeetSum: z.number(),
  dimensionalWeightSum: z.number(),
});

export const ShipmentSchema = z.object({
  id: z.number().int(),
  created_at: InstantSchema,
  tracking: z.string(),
  recipient: RecipientSchema,
  invoice: z.object({ id: z.number().int(), friendly_name: z.string() }).nullable(),
  invoice_name: z.string().nullable(),
  invoice_status_label: z.string().nullable(),
  departure_at: InstantSchema.nullable(),
  destination: z.string(),
  weight: z.number(),
  volume: z.number(),
  status: z.string(),
  delivery_address: z.string(),
  shipment_type: z.enum(['air', 'ocean']),
  shipment_type_label: z.string(),
  repack: z.boolean(),
  payment_method: z.string().nullable(),
  stats: ShipmentStatsSchema,
  media: z.array(MediaSchema),
  invoice_url: z.string().nullable(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;
export const ShipmentPageSchema = pageOf(ShipmentSchema);
export const ShipmentResponseSchema = dataOf(ShipmentSchema);

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
  shipment_item_type: z.object({ name: z.string() }),
  declared_cost: MoneySchema,
  total_price: MoneySchema,
  chargeable_weight: z.number(),
});
export type ShipmentItem = z.infer<typeof ShipmentItemSchema>;
export const ShipmentItemPageSchema = pageOf(ShipmentItemSchema);

export const StatusEventSchema = z.object({ created_at: InstantSchema, key: z.string(), keyLabel: z.string() });
export type StatusEvent = z.infer<typeof StatusEventSchema>;
export const ShipmentLogsResponseSchema = dataOf(z.array(StatusEventSchema));
