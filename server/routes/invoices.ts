// The customer's invoices: list, detail, lines and payments paged, the checkout summary of a
// payment method, and a new payment with its proof (pending until the company reviews it).
import { Hono, type Context } from 'hono';
import { asc, desc, eq } from 'drizzle-orm';
import { PAYMENT_FILE_FIELD, PaymentCreateFieldsSchema } from '../../src/api/contract/invoices.ts';
import { invoiceItems, invoices, media, payments } from '../db/schema.ts';
import { refuseErrors } from '../domain/input.ts';
import { invoiceTotals } from '../domain/invoice-totals.ts';
import { ownNewestFirst } from '../domain/own-page.ts';
import { ownRecord } from '../domain/own-record.ts';
import { findPaymentMethod, orderSummary, paymentErrors } from '../domain/payments.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { pageOfRows } from '../http/paging.ts';
import { keepUpload, readUploadForm, uploadedMedia } from '../http/upload.ts';
import { idParam } from '../http/validate.ts';
import { DOCUMENT_UPLOAD } from '../media/file-types.ts';
import { selectPayments, serializeInvoiceItem, serializeInvoices, serializePayment } from '../serializers/invoice.ts';

const ownInvoice = (c: Context<AppEnv>) => ownRecord(c, invoices);

export function invoiceRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/invoices', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const page = await ownNewestFirst(
      c,
      invoices,
      () => db.select().from(invoices).$dynamic(),
      (rows) => serializeInvoices(db, c.get('signer'), c.get('t'), rows),
    );
    return c.json(page);
  });

  routes.get('/invoices/:id{[0-9]+}', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const { id } = await ownInvoice(c);
    const [data] = await serializeInvoices(db, c.get('signer'), c.get('t'), await db.select().from(invoices).where(eq(invoices.id, id)));
    if (!data) throw new ApiError('NOT_FOUND');
    return c.json({ data });
  });

  // The lines in their stored order.
  routes.get('/invoices/:id{[0-9]+}/items', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const { id } = await ownInvoice(c);
    const page = await pageOfRows(
      c,
      {
        table: invoiceItems,
        where: eq(invoiceItems.invoice_id, id),
        select: () => db.select().from(invoiceItems).$dynamic(),
        orderBy: [asc(invoiceItems.id)],
      },
      (rows) => rows.map(serializeInvoiceItem),
    );
    return c.json(page);
  });

  // Newest first, whatever their status.
  routes.get('/invoices/:id{[0-9]+}/payments', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const { id } = await ownInvoice(c);
    const page = await pageOfRows(
      c,
      {
        table: payments,
        where: eq(payments.invoice_id, id),
        select: () => selectPayments(db).$dynamic(),
        orderBy: [desc(payments.created_at), desc(payments.id)],
      },
      (rows) => rows.map((row) => serializePayment(row, c.get('t'))),
    );
    return c.json(page);
  });

  // What paying the invoice's debt with one method comes to, in that method's currency.
  routes.get('/invoices/:id{[0-9]+}/checkout-summary/:methodId{[0-9]+}', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const { id } = await ownInvoice(c);
    const method = await findPaymentMethod(db, idParam(c, 'methodId'));
    if (!method) throw new ApiError('NOT_FOUND');
    const [totals, itemsCount] = await Promise.all([invoiceTotals(db, [id]), db.$count(invoiceItems, eq(invoiceItems.invoice_id, id))]);
    return c.json({ data: orderSummary(method, totals.get(id)?.debt ?? 0, itemsCount) });
  });

  // multipart/form-data: the text fields of PaymentCreateFieldsSchema and the proof as `multimedia`.
  routes.post('/invoices/:id{[0-9]+}/payments', requireAuth, async (c) => {
    const { db, clock } = c.get('deps');
    const t = c.get('t');
    const invoice = await ownInvoice(c);
    const { fields, file } = await readUploadForm(c, PaymentCreateFieldsSchema, { field: PAYMENT_FILE_FIELD, ...DOCUMENT_UPLOAD });
    const id = await keepUpload(file, () =>
      db.transaction(async (tx) => {
        // One payment of an invoice at a time: the debt it is checked against cannot move meanwhile.
        await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoice.id)).for('update');
        refuseErrors(await paymentErrors(tx, t, invoice.id, fields));
        const now = clock.now();
        const [created] = await tx
          .insert(payments)
          .values({
            invoice_id: invoice.id,
            payment_method_id: fields.payment_method_id,
            amount: fields.amount,
            reference: fields.reference?.trim() || null,
            payment_status: 'PENDING',
            created_at: now,
          })
          .returning({ id: payments.id });
        if (!created) throw new Error('The new payment was not stored');
        await tx.insert(media).values(uploadedMedia(file, { client_id: invoice.clientId, owner_type: 'payment', owner_id: created.id }, now));
        return created.id;
      }),
    );
    const [row] = await selectPayments(db).where(eq(payments.id, id));
    if (!row) throw new Error('The new payment was not found');
    return c.json({ data: serializePayment(row, t) }, 201);
  });

  return routes;
}
