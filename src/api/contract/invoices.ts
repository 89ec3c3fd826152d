import { z } from 'zod';
import { dataOf, InstantSchema, MoneySchema, pageOf } from './envelope.ts';
import { knownOr } from './known-or.ts';
import { MediaSchema } from './media.ts';
import { PAYMENT_REFERENCE_MAX } from './limits.ts';
import { plainDecimal } from './plain-decimal.ts';

/**
 * An invoice's statuses, from its approved payments (docs/product.md#statuses); VOID when its
 * shipment was cancelled before any payment was approved: nothing is owed, nothing can be paid.
 */
export const INVOICE_STATUSES = ['UNPAID', 'PARTIAL', 'PAID', 'VOID'] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/** A payment's statuses: PENDING until the company approves or rejects its proof (docs/product.md#payment-under-review). */
const PAYMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const InvoiceSchema = z.object({
  id: z.number().int(),
  friendly_name: z.string(),
  bill_to_name: z.string(),
  paid_at: InstantSchema.nullable(),
  total: MoneySchema,
  /** The balance due: the total minus what approved payments paid of it. */
  debt: MoneySchema,
  /** What pending payments (proofs under review) would pay of the debt, their surcharges left out. */
  pending_amount: MoneySchema,
  /** The debt minus what is pending, never below 0: what a new payment may pay (docs/product.md#payment-under-review). */
  still_due: MoneySchema,
  status: knownOr(InvoiceStatusSchema),
  statusLabel: z.string(),
  invoice_url: z.string().nullable(),
  media: z.array(MediaSchema),
  created_at: InstantSchema,
  shipment_id: z.number().int().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoicePageSchema = pageOf(InvoiceSchema);
export const InvoiceResponseSchema = dataOf(InvoiceSchema);

export const InvoiceItemSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  quantity: z.number(),
  unit_price: MoneySchema,
  total_price: MoneySchema,
});
export type InvoiceItem = z.infer<typeof InvoiceItemSchema>;
export const InvoiceItemPageSchema = pageOf(InvoiceItemSchema);

export const PaymentSchema = z.object({
  id: z.number().int(),
  paymentMethod: z.object({ id: z.number().int(), name: z.string() }),
  amount: MoneySchema,
  reference: z.string().nullable(),
  /** The status translated (a PaymentStatus's label), shown as it comes. */
  payment_status: z.string(),
  /** The status's code (APPROVED, REJECTED, PENDING), for a caller that decides by it. */
  status: knownOr(PaymentStatusSchema),
  /** The company's note when it reviewed the payment (a rejection's reason), shown to the customer. */
  review_note: z.string().nullable(),
  paid_at: InstantSchema.nullable(),
  created_at: InstantSchema,
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentPageSchema = pageOf(PaymentSchema);
export const PaymentResponseSchema = dataOf(PaymentSchema);

export const PaymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  currency: z.string(),
  symbol: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PaymentMethodsResponseSchema = dataOf(z.array(PaymentMethodSchema));

/**
 * What paying what is still due with one method comes to (docs/product.md#checkout): `recharge` and
 * `totalInvoice` in the method's currency, `currentDebt` (what is still due) and `totalUsd` (the
 * total, surcharge included, as the payment's `amount` says it) in USD.
 */
export const OrderSummarySchema = z.object({
  label: z.string(),
  itemsCount: z.number().int(),
  recharge: MoneySchema,
  totalInvoice: MoneySchema,
  currency: z.string(),
  symbol: z.string(),
  currentDebt: MoneySchema,
  totalUsd: MoneySchema,
  /** The method's currency per US$, for a method whose currency is not USD; null for USD. */
  rate: z.number().positive().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderSummaryResponseSchema = dataOf(OrderSummarySchema);

/** The text fields of the multipart POST api/invoices/{id}/payments; the file travels as `multimedia`. */
export const PaymentCreateFieldsSchema = z.object({
  payment_method_id: plainDecimal(z.number().int().positive()),
  /**
   * USD, in cents at most (the contract's money rule); the server also caps it at what is still due
   * plus the method's surcharge on it (docs/product.md#payment-under-review).
   */
  amount: plainDecimal(z.number().positive().multipleOf(0.01)),
  reference: z.string().max(PAYMENT_REFERENCE_MAX).optional(),
});
export type PaymentCreateFields = z.infer<typeof PaymentCreateFieldsSchema>;
/** The file field of POST api/invoices/{id}/payments: the proof of payment. */
export const PAYMENT_FILE_FIELD = 'multimedia';
