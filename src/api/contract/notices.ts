import { z } from 'zod';
import { CalendarDateSchema, dataOf, InstantSchema, PageQuerySchema, pageOf } from './envelope.ts';
import { knownOr } from './known-or.ts';
import { ShipmentStatusSchema } from './shipments.ts';

/**
 * What a notice tells the customer (docs/product.md#notices): a package received, a shipment's
 * status changed, an invoice issued, a payment approved or rejected, free storage ending in 3 days.
 */
export const NOTICE_KINDS = ['PACKAGE_RECEIVED', 'SHIPMENT_STATUS', 'INVOICE_ISSUED', 'INVOICE_VOID', 'PAYMENT_APPROVED', 'PAYMENT_REJECTED', 'STORAGE_ENDING'] as const;
export const NoticeKindSchema = z.enum(NOTICE_KINDS);
/** STORAGE_ENDING comes this many days before a package's last free day (docs/product.md#free-storage). */
export const STORAGE_ENDING_NOTICE_DAYS = 3;
export type NoticeKind = z.infer<typeof NoticeKindSchema>;

/** What a notice holds beyond the record it links to, as the server keeps it. */
export type NoticeData = {
  /** SHIPMENT_STATUS: the status the shipment reached. */
  status?: z.infer<typeof ShipmentStatusSchema>;
  /** SHIPMENT_STATUS: an operator corrected the status (its reason stays with the company). */
  corrected?: boolean;
  /** PAYMENT_REJECTED: the company's note, shown to the customer. */
  note?: string;
  /** STORAGE_ENDING: the last free day. */
  free_until?: string;
};

/** One notice of GET api/notices: what happened, when, and the record it links to. */
export const NoticeSchema = z.object({
  id: z.number().int(),
  kind: knownOr(NoticeKindSchema),
  created_at: InstantSchema,
  read: z.boolean(),
  package: z.object({ id: z.number().int(), tracking: z.string() }).nullable(),
  shipment: z.object({ id: z.number().int(), tracking: z.string() }).nullable(),
  /** The invoice issued, or the one a reviewed payment was for. */
  invoice: z.object({ id: z.number().int(), friendly_name: z.string() }).nullable(),
  /** SHIPMENT_STATUS: the status reached, translated by the server like every status. */
  status: knownOr(ShipmentStatusSchema).nullable(),
  status_label: z.string().nullable(),
  /** SHIPMENT_STATUS: the status was corrected, not reached: "status corrected". */
  corrected: z.boolean(),
  /** PAYMENT_REJECTED: why. */
  note: z.string().nullable(),
  /** STORAGE_ENDING: the last free day. */
  free_until: CalendarDateSchema.nullable(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** GET api/notices: newest first, paged; `meta.unread` counts every unread notice (the bell's number). */
export const NoticePageSchema = pageOf(NoticeSchema).extend({
  meta: pageOf(NoticeSchema).shape.meta.extend({ unread: z.number().int().nonnegative() }),
});
export const NoticeListQuerySchema = PageQuerySchema;

/** The most notices one POST api/notices/read may name (a page's worth, with room). */
export const NOTICES_READ_MAX = 100;

/** POST api/notices/read: the notices seen on the list, or all of them. */
export const NoticesReadSchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(NOTICES_READ_MAX) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type NoticesRead = z.infer<typeof NoticesReadSchema>;
/** Its answer: what is left unread. */
export const NoticesReadResponseSchema = dataOf(z.object({ unread: z.number().int().nonnegative() }));
