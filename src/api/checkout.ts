import type { Http } from './http.ts';
import {
  InvoiceResponseSchema,
  OrderSummaryResponseSchema,
  PAYMENT_FILE_FIELD,
  PaymentMethodsResponseSchema,
  PaymentResponseSchema,
  type PaymentCreateFields,
} from './contract/invoices.ts';
import { multipartBody, type UploadProgress } from './upload.ts';

export type PaymentUpload = {
  invoiceId: number;
  fields: PaymentCreateFields;
  /** The proof, already renamed as the server keeps it (`${userId}-${uniqueId}.${ext}`). */
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** The form data of POST api/invoices/{id}/payments: the text fields, then the proof as `multimedia`. */
const paymentFormData = (fields: PaymentCreateFields, file: File): FormData => multipartBody(fields, PAYMENT_FILE_FIELD, file);

/** The calls of the payment checkout (docs/product.md#calls). */
export const checkoutApi = (http: Http) => ({
  /** The invoice being paid; NOT_FOUND when it is not the customer's. */
  invoice: async (id: number) => (await http.request(InvoiceResponseSchema, `api/invoices/${id}`)).data,
  methods: async () => (await http.request(PaymentMethodsResponseSchema, 'api/payment-methods')).data,
  /** What paying `invoiceId` with `methodId` comes to: recharge, total, currency, current debt. */
  summary: async (invoiceId: number, methodId: number) =>
    (await http.request(OrderSummaryResponseSchema, `api/invoices/${invoiceId}/checkout-summary/${methodId}`)).data,
  pay: async ({ invoiceId, fields, file, onProgress, signal }: PaymentUpload) =>
    (await http.upload(PaymentResponseSchema, `api/invoices/${invoiceId}/payments`, paymentFormData(fields, file), { onProgress, signal })).data,
});
export type CheckoutApi = ReturnType<typeof checkoutApi>;
