// The customer's invoices: list, detail, lines and payments paged, the checkout summary of a
// payment method, and a new payment with its proof (pending until the company reviews it).
import { createRoute } from '@hono/zod-openapi';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PageQuerySchema } from '../../src/api/contract/envelope.ts';
import {
  InvoiceItemPageSchema,
  InvoicePageSchema,
  InvoiceResponseSchema,
  OrderSummaryResponseSchema,
  PAYMENT_FILE_FIELD,
  PaymentCreateFieldsSchema,
  PaymentPageSchema,
  PaymentResponseSchema,
} from '../../src/api/contract/invoices.ts';
import { UPLOAD_ORIGINAL_NAME_FIELD } from '../../src/api/contract/media.ts';
import { invoiceItems, invoices, media, paymentMethods, payments } from '../db/schema.ts';
import { preparedFor } from '../db/prepared.ts';
import { qualified } from '../db/subquery-columns.ts';
import { refuseErrors } from '../domain/input.ts';
import { invoicePaidSql, invoicePendingSql, invoiceRowId, invoiceTotalSql, invoiceTotalsOf } from '../rules/invoice-totals.ts';
import { ownChildPage } from '../domain/own-children.ts';
import { callersNewestFirst, callersNewestFirstPage } from '../domain/own-page.ts';
import { ownById, ownFilter, ownIdValues, ownRecord } from '../domain/own-record.ts';
import { findPaymentMethod, orderSummary, paymentErrors } from '../domain/payments.ts';
import { callerOfToken } from '../auth/tokens.ts';
import { requireAuth, requireAuthInQuery } from '../http/auth-middleware.ts';
import { describedRoutes, idParams, json, on, refusals, SIGNED_IN } from '../http/described.ts';
import { ApiError } from '../foundation/errors.ts';
import { totalOver } from '../foundation/paging.ts';
import { keepUpload, readUploadForm, uploadedMedia } from '../http/upload.ts';
import { idParam } from '../foundation/validate.ts';
import { DOCUMENT_UPLOAD } from '../media/file-types.ts';
import { takesPayments } from '../domain/lifecycles/invoice-moves.ts';
import { selectInvoices, selectPayments, serializeInvoiceItem, serializeInvoices, serializePayment } from '../serializers/invoice.ts';
import { recordWebhook } from '../webhooks/record.ts';


const invoicesPage = preparedFor((db) =>
  callersNewestFirstPage(invoices, selectInvoices(db, { total: totalOver(), ...callerOfToken.columns() }).$dynamic()).prepare('list_invoices'),
);
const ownInvoice = preparedFor((db) => ownById(invoices, selectInvoices(db).$dynamic()).prepare('invoice'));

const signedIn = { tags: ['Invoices'], security: SIGNED_IN, middleware: requireAuth };

const listInvoices = createRoute({
  ...signedIn,
  middleware: requireAuthInQuery,
  method: 'get',
  path: '/invoices',
  operationId: 'listInvoices',
  summary: "The customer's invoices, newest first",
  request: { query: PageQuerySchema },
  responses: { 200: json(InvoicePageSchema, 'A page of invoices'), ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION') },
});

const readInvoice = createRoute({
  ...signedIn,
  method: 'get',
  path: '/invoices/{id}',
  operationId: 'readInvoice',
  summary: 'An invoice of the customer',
  request: { params: idParams('id') },
  responses: { 200: json(InvoiceResponseSchema, 'The invoice'), ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND') },
});

const listInvoiceItems = createRoute({
  ...signedIn,
  method: 'get',
  path: '/invoices/{id}/items',
  operationId: 'listInvoiceItems',
  summary: "An invoice's lines, in their stored order",
  request: { params: idParams('id'), query: PageQuerySchema },
  responses: { 200: json(InvoiceItemPageSchema, 'A page of lines'), ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'FAILED_VALIDATION') },
});

const listInvoicePayments = createRoute({
  ...signedIn,
  method: 'get',
  path: '/invoices/{id}/payments',
  operationId: 'listInvoicePayments',
  summary: "An invoice's payments, newest first, whatever their status",
  request: { params: idParams('id'), query: PageQuerySchema },
  responses: { 200: json(PaymentPageSchema, 'A page of payments'), ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'FAILED_VALIDATION') },
});

const readCheckoutSummary = createRoute({
  ...signedIn,
  method: 'get',
  path: '/invoices/{id}/checkout-summary/{methodId}',
  operationId: 'readCheckoutSummary',
  summary: "What paying an invoice's still due with one payment method comes to",
  description: "What is still due is the debt less pending payments; the summary gives it in the method's currency and in USD.",
  request: { params: idParams('id', 'methodId') },
  responses: { 200: json(OrderSummaryResponseSchema, 'The checkout summary'), ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND') },
});

/** The payment's form, as the document shows it: the handler reads it with readUploadForm. */
const PaymentFormSchema = PaymentCreateFieldsSchema.extend({
  [PAYMENT_FILE_FIELD]: z.string().meta({ format: 'binary', description: 'The proof of payment: a JPEG, a PNG or a PDF' }),
  [UPLOAD_ORIGINAL_NAME_FIELD]: z.string().optional().meta({ description: "The file's own name, when the portal sends it renamed" }),
});

const addPayment = createRoute({
  ...signedIn,
  method: 'post',
  path: '/invoices/{id}/payments',
  operationId: 'addInvoicePayment',
  summary: 'Pays an invoice, with a proof of payment',
  description: 'The payment stays PENDING until the company reviews its proof. A paid or void invoice takes no payment.',
  request: {
    params: idParams('id'),
    body: { description: 'The payment and its proof', required: true, content: { 'multipart/form-data': { schema: PaymentFormSchema } } },
  },
  responses: {
    201: json(PaymentResponseSchema, 'The payment, pending'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND', 'FAILED_VALIDATION', 'UNSUPPORTED_MEDIA', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'),
  },
});

export function invoiceRoutes() {
  const routes = describedRoutes();

  on(routes, listInvoices, async (c) => {
    const { db } = c.get('deps');
    const page = await callersNewestFirst(c, invoices, invoicesPage(db), (rows) => serializeInvoices(c.get('signer'), c.get('t'), rows));
    return c.json(page, 200);
  });

  on(routes, readInvoice, async (c) => {
    const { db } = c.get('deps');
    const rows = await ownInvoice(db).execute(ownIdValues(c));
    const [data] = serializeInvoices(c.get('signer'), c.get('t'), rows);
    if (!data) throw new ApiError('NOT_FOUND');
    return c.json({ data }, 200);
  });

  // The lines in their stored order.
  on(routes, listInvoiceItems, async (c) => {
    const { db } = c.get('deps');
    const page = await ownChildPage(
      c,
      invoices,
      { table: invoiceItems, parentId: invoiceItems.invoice_id },
      (own, limit, offset) =>
        db
          .select({ item: invoiceItems, total: totalOver() })
          .from(invoiceItems)
          .innerJoin(invoices, eq(invoices.id, invoiceItems.invoice_id))
          .where(own)
          .orderBy(asc(invoiceItems.id))
          .limit(limit)
          .offset(offset),
      (rows) => rows.map(({ item }) => serializeInvoiceItem(item)),
    );
    return c.json(page, 200);
  });

  // Newest first, whatever their status.
  on(routes, listInvoicePayments, async (c) => {
    const { db } = c.get('deps');
    const page = await ownChildPage(
      c,
      invoices,
      { table: payments, parentId: payments.invoice_id },
      (own, limit, offset) =>
        selectPayments(db, { total: totalOver() })
          .innerJoin(invoices, eq(invoices.id, payments.invoice_id))
          .where(own)
          .orderBy(desc(payments.created_at), desc(payments.id))
          .limit(limit)
          .offset(offset),
      (rows) => rows.map((row) => serializePayment(row, c.get('t'))),
    );
    return c.json(page, 200);
  });

  // What paying what is still due (the debt less pending payments) with one method comes to, in that
  // method's currency and in USD.
  on(routes, readCheckoutSummary, async (c) => {
    const { db } = c.get('deps');
    const own = ownFilter(c, invoices);
    const [[invoice], method] = await Promise.all([
      db
        .select({
          status: invoices.status,
          amount: invoiceTotalSql(invoiceRowId),
          paid: invoicePaidSql(invoiceRowId),
          pending: invoicePendingSql(invoiceRowId),
          itemsCount: sql<number>`(select count(*) from ${invoiceItems} where ${qualified(invoiceItems.invoice_id)} = ${invoiceRowId})::int`,
        })
        .from(invoices)
        .where(own),
      findPaymentMethod(db, idParam(c, 'methodId')),
    ]);
    if (!invoice || !method) throw new ApiError('NOT_FOUND');
    const { stillDue } = invoiceTotalsOf(invoice.status, invoice.amount, invoice.paid, invoice.pending);
    return c.json({ data: orderSummary(method, stillDue, invoice.itemsCount) }, 200);
  });

  on(routes, addPayment, async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const invoice = await ownRecord(c, invoices);
    const { fields, file } = await readUploadForm(c, PaymentCreateFieldsSchema, { field: PAYMENT_FILE_FIELD, ...DOCUMENT_UPLOAD });
    const id = await keepUpload(file, () =>
      db.transaction(async (tx) => {
        // One payment of an invoice at a time: what is still due, which it is checked against, cannot move meanwhile.
        const [locked] = await tx.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id)).for('update');
        // A paid or void invoice takes no payment (docs/product.md#lifecycles).
        if (locked && !takesPayments(locked.status)) {
          const why = locked.status === 'VOID' ? t.validation.invoiceVoid : t.validation.invoicePaid;
          throw new ApiError('FAILED_VALIDATION', { amount: [why] }, why);
        }
        refuseErrors(await paymentErrors(tx, t, invoice.id, fields));
        const now = clock.now();
        const [created] = await tx
          .insert(payments)
          .values({
            invoice_id: invoice.id,
            payment_method_id: fields.payment_method_id,
            amount: fields.amount,
            // The surcharge it was priced with stays with it (server/rules/invoice-totals.ts).
            recharge_percent: sql<number>`(select ${paymentMethods.recharge_percent} from ${paymentMethods} where ${paymentMethods.id} = ${fields.payment_method_id})`,
            reference: fields.reference?.trim() || null,
            payment_status: 'PENDING',
            created_at: now,
          })
          .returning({ id: payments.id });
        if (!created) throw new Error('The new payment was not stored');
        await tx.insert(media).values(uploadedMedia(file, { client_id: invoice.clientId, owner_type: 'payment', owner_id: created.id }, now));
        await recordWebhook(tx, c.var, { type: 'payment.submitted', id: created.id });
        return created.id;
      }),
    );
    c.get('deps').sendWebhooks?.();
    const [row] = await selectPayments(db).where(eq(payments.id, id));
    if (!row) throw new Error('The new payment was not found');
    return c.json({ data: serializePayment(row, t) }, 201);
  });

  return routes;
}
