import { z } from 'zod';
import { dataOf, InstantSchema, CalendarDateSchema, MoneySchema, pageOf, PageQuerySchema } from './envelope.ts';
import { knownOr } from './known-or.ts';
import { MediaSchema } from './media.ts';

/** Every status a package goes through (docs/product.md#statuses). */
export const PACKAGE_STATUSES = [
  'PRE_ALERTED',
  'RECEIVED',
  'IN_WAREHOUSE',
  'IN_PREPARATION',
  'PENDING_CONFIRMATION',
  'PENDING',
  'SHIPPED',
  'DELIVERED',
  'NEVER_ARRIVED',
  'CANCELLED',
] as const;
export const PackageStatusSchema = z.enum(PACKAGE_STATUSES);
export type PackageStatus = z.infer<typeof PackageStatusSchema>;

const DimensionsSchema = z.object({
  length: z.number(),
  width: z.number(),
  height: z.number(),
  description: z.string().nullable(),
  cubic_feet: z.number(),
  dimensional_weight: z.number(),
  weight: z.number(),
});

export const PackageSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  us_courier: z.object({ name: z.string() }),
  locker: z.string(),
  provider: z.string(),
  tracking: z.string(),
  warehouse: z.object({ name: z.string() }),
  status: knownOr(PackageStatusSchema),
  destination: z.string(),
  /**
   * The value (USD) the customer declared in the pre-alert that announced it; null when none did
   * (the warehouse declares no value, docs/product.md#details).
   */
  cost: MoneySchema.nullable(),
  dimensions: DimensionsSchema,
  date: CalendarDateSchema,
  /** The last day it is stored free, while it is in the warehouse; null otherwise (docs/product.md#free-storage). */
  free_until: CalendarDateSchema.nullable(),
  weight_kg: z.number(),
  volume_kg: z.number(),
  shipment: z
    .object({
      id: z.number().int(),
      tracking: z.string(),
      /** The shipment's bill: its debt, and what pending payments leave still due (docs/product.md#payment-under-review). */
      invoice: z.object({ id: z.number().int(), debt: MoneySchema, still_due: MoneySchema }).nullable(),
    })
    .nullable(),
  /**
   * Its files as the company's backend sends them, the first taken for the bill. The reference
   * server sends the warehouse's photos here, and `bill` and `photos` beside (docs/product.md#details).
   */
  media: z.array(MediaSchema),
  /** The customer's purchase bill: the file of the pre-alert that announced it; null without one. */
  bill: MediaSchema.nullable().optional(),
  /** The warehouse's photos of the package, oldest first. */
  photos: z.array(MediaSchema).optional(),
  created_at: InstantSchema,
  /**
   * It can go into a consolidation request (docs/product.md#consolidation-requests): the server
   * decides, the portal reads it.
   */
  shippable: z.boolean(),
});
export type Package = z.infer<typeof PackageSchema>;
const PackagePageSchema = pageOf(PackageSchema);
export const PackageResponseSchema = dataOf(PackageSchema);
/**
 * The query of GET api/packages: a page, and `shippable=1` keeps only the packages a consolidation
 * request can take (docs/product.md#lists).
 */
export const PackageListQuerySchema = PageQuerySchema.extend({ shippable: z.literal('1').optional() });
export type PackageListQuery = z.input<typeof PackageListQuerySchema>;
/** The answer of GET api/packages also counts what is in the warehouse now, in the list as asked (filtered or not). */
export const PackageListSchema = PackagePageSchema.extend({
  meta: PackagePageSchema.shape.meta.extend({ in_warehouse: z.number().int().nonnegative() }),
});

/** One step of a package's status history (GET api/packages/logs, newest first); keyLabel is the status translated. */
export const PackageLogSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  tracking: z.string(),
  key: knownOr(PackageStatusSchema),
  keyLabel: z.string(),
  created_at: InstantSchema,
});
export type PackageLog = z.infer<typeof PackageLogSchema>;
export const PackageLogPageSchema = pageOf(PackageLogSchema);
