// The customer's invoices: list, detail, lines and payments paged, the checkout summary of a
// payment method, and a new payment with its proof (pending until the company reviews it).
import { Hono } from 'hono';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { PAYMENT_FILE_FIELD, PaymentCreateFieldsSchema } from '../../src/api/contract/invoices.ts';
import { invoiceItems, invoices, media, paymentMethods, payments } from '../db/schema.ts';
import { preparedFor } from '../db/prepared.ts';
import { outerColumn, qualified } from '../db/subquery-columns.ts';
import { refuseErrors } from '../domain/input.ts';
import { invoicePaidSql, invoicePendingSql, invoiceTotalSql, invoiceTotalsOf } from '../domain/invoice-totals.ts';
import { ownChildPage } from '../domain/own-children.ts';
import { callersNewestFirst, callersNewestFirstPage } from '../domain/own-page.ts';
import { ownById, ownFilter, ownIdValues, ownRecord } from '../domain/own-record.ts';
import { findPaymentMethod, orderSummary, paymentErrors } from '../domain/payments.ts';
import { callerOfToken } from '../auth/tokens.ts';
import { requireAuth, requireAuthInQuery } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { totalOver } from '../http/paging.ts';
import { keepUpload, readUploadForm, uploadedMedia } from '../http/upload.ts';
import { idParam } from '../http/validate.ts';
import { DOCUMENT_UPLOAD } from '../media/file-types.ts';
import { takesPayments } from '../domain/lifecycles/invoice-moves.ts';
import { selectInvoices, selectPayments, serializeInvoiceItem, serializeInvoices, serializePayment } from '../serializers/invoice.ts';
import { recordWebhook } from '../webhooks/record.ts';

const invoiceId = outerColumn(invoices, invoices.id);

const listInvoices = preparedFor((db) =>
  callersNewestFirstPage(invoices, selectInvoices(db, { total: totalOver(), ...callerOfToken.columns() }).$dynamic()).prepare('list_invoices'),
);
const ownInvoice = preparedFor((db) => ownById(invoices, selectInvoices(db).$dynamic()).prepare('invoice'));

export function invoiceRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/invoices', requireAuthInQuery, async (c) => {
    const { db } = c.get('deps');
    const page = await callersNewestFirst(c, invoices, listInvoices(db), (rows) => serializeInvoices(c.get('signer'), c.get('t'), rows));
    return c.json(page);
  });

  routes.get('/invoices/:id{[0-9]+}', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const rows = await ownInvoice(db).execute(ownIdValues(c));
    const [data] = serializeInvoices(c.get('signer'), c.get('t'), rows);
    if (!data) throw new ApiError('NOT_FOUND');
    return c.json({ data });
  });

  // The lines in their stored order.
  routes.get('/invoices/:id{[0-9]+}/items', requireAuth, async (c) => {
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
    return c.json(page);
  });

  // Newest first, whatever their status.
  routes.get('/invoices/:id{[0-9]+}/payments', requireAuth, async (c) => {
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
    return c.json(page);
  });

  // What paying what is still due (the debt less pending payments) with one method comes to, in that
  // method's currency and in USD.
  routes.get('/invoices/:id{[0-9]+}/checkout-summary/:methodId{[0-9]+}', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const own = ownFilter(c, invoices);
    const [[invoice], method] = await Promise.all([
      db
        .select({
          status: invoices.status,
          amount: invoiceTotalSql(invoiceId),
          paid: invoicePaidSql(invoiceId),
          pending: invoicePendingSql(invoiceId),
          itemsCount: sql<number>`(select count(*) from ${invoiceItems} where ${qualified(invoiceItems.invoice_id)} = ${invoiceId})::int`,
        })
        .from(invoices)
        .where(own),
      findPaymentMethod(db, idParam(c, 'methodId')),
    ]);
    if (!invoice || !method) throw new ApiError('NOT_FOUND');
    const { stillDue } = invoiceTotalsOf(invoice.status, invoice.amount, invoice.paid, invoice.pending);
    return c.json({ data: orderSummary(method, stillDue, invoice.itemsCount) });
  });

  // multipart/form-data: the text fields of PaymentCreateFieldsSchema and the proof as `multimedia`.
  routes.post('/invoices/:id{[0-9]+}/payments', requireAuth, async (c) => {
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
            // The surcharge it was priced with stays with it (server/domain/invoice-totals.ts).
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
