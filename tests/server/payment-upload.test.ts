// POST api/invoices/{id}/payments: a multipart form with the proof streamed to disk, size and type
// enforced, the amount (USD) capped at what is still due plus the method's surcharge on it; stored
// pending review, which leaves less still due (docs/product.md#payment-under-review).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import {
  InvoiceResponseSchema, OrderSummaryResponseSchema, PAYMENT_FILE_FIELD, PaymentPageSchema, PaymentResponseSchema,
} from '../../src/api/contract/invoices.ts';
import { PAYMENT_REFERENCE_MAX, UPLOAD_MAX_BYTES } from '../../src/api/contract/limits.ts';
import { invoices, media, paymentMethods, payments } from '../../server/db/schema.ts';
import { FORM_OVERHEAD_BYTES } from '../../server/http/upload.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import {
  BOUNDARY, form, jpegFile, pdfFile, pngFile, refusedUpload, streamedForm, streamedParts, textAsPdf, type TestFile,
} from './support/uploads.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

// Room for this file's uploads, more than a customer may send in an hour (tests/server/upload-limit.test.ts
// has the limit).
const t = useTestApp({ rateLimits: { UPLOADS_PER_HOUR: 1000 } });

type Invoice = { id: number; debt: number; pending_amount: number; still_due: number };
/** The unpaid invoice with the most still due: every test that expects a 201 pays a little of it. */
let unpaid: Invoice;
/** Another with something still due, for the payments that cover it. */
let spare: Invoice;
/** A third, for the payments sent at once. */
let third: Invoice;
let paid: Invoice;
let methodIds: { zelle: number; pagoMovil: number; paypal: number };

async function invoiceOf(id: number, email = DEMO, lang?: string) {
  const res = await t.request(`/api/invoices/${id}`, { token: await t.tokenFor(email), lang });
  expect(res.status).toBe(200);
  return InvoiceResponseSchema.parse(await res.json()).data;
}

beforeAll(async () => {
  const own = await t.db
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.client_id, await clientIdOf(t.db, DEMO)))
    .orderBy(asc(invoices.id));
  const details = await Promise.all(own.map((i) => invoiceOf(i.id)));
  [unpaid, spare, third] = details.filter((i) => i.still_due > 0).sort((a, b) => b.still_due - a.still_due) as Invoice[] as [Invoice, Invoice, Invoice];
  paid = details.find((i) => i.status === 'PAID')!;
  expect(unpaid.still_due).toBeGreaterThan(100);
  expect(third?.still_due).toBeGreaterThan(50);
  expect(paid.debt).toBe(0);
  const methods = await t.db.select().from(paymentMethods);
  const id = (name: string) => methods.find((m) => m.name === name)!.id;
  methodIds = { zelle: id('Zelle'), pagoMovil: id('Pago Móvil'), paypal: id('PayPal') };
});

const fields = (over: Record<string, string> = {}) => ({
  payment_method_id: String(methodIds.zelle),
  amount: '10.00',
  reference: 'Zelle conf. 4KQ9ZT2M',
  ...over,
});
/** The form with a proof (a PNG unless told), or with none when `file` is null. */
const proof = (over: Record<string, string> = {}, file: TestFile | null = pngFile()) => form(fields(over), file ?? undefined, PAYMENT_FILE_FIELD);

type PostOptions = { invoice?: number; lang?: string; email?: string; headers?: Record<string, string> };
async function post(body: BodyInit, { invoice = unpaid.id, lang, email = DEMO, headers }: PostOptions = {}) {
  return t.request(`/api/invoices/${invoice}/payments`, { method: 'POST', token: await t.tokenFor(email), body, lang, headers });
}

async function paymentsOf(invoiceId: number, lang?: string) {
  const res = await t.request(`/api/invoices/${invoiceId}/payments?page_size=100`, { token: await t.tokenFor(DEMO), lang });
  expect(res.status).toBe(200);
  return PaymentPageSchema.parse(await res.json());
}

/** To the cent, as the server rounds. */
const cents = (n: number) => Math.round(n * 100) / 100;

const paymentCount = async () => (await t.db.select({ n: count() }).from(payments))[0]!.n;

/** Runs a refused upload and checks that it stored nothing: no payment, no file. */
const refusedWithoutTrace = (send: () => Promise<Response>) => refusedUpload(t.uploadsDir, paymentCount, send);

describe('POST api/invoices/{id}/payments: accepted', () => {
  it('stores the payment pending review with its proof, answers 201 with it, and lists it first', async () => {
    const file = pngFile('Comprobante Zelle.png');
    const res = await post(proof({ reference: '  Zelle conf. 4KQ9ZT2M  ' }, file), { lang: 'en' });
    expect(res.status).toBe(201);
    const { data } = PaymentResponseSchema.parse(await res.json());
    expect(data).toMatchObject({
      paymentMethod: { id: methodIds.zelle, name: 'Zelle' },
      amount: 10,
      reference: 'Zelle conf. 4KQ9ZT2M',
      payment_status: 'Pending review',
      paid_at: null,
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, data.id));
    expect(row).toMatchObject({ invoice_id: unpaid.id, payment_status: 'PENDING', amount: 10 });

    // The proof is kept under a random name, owned by the payment and the customer.
    const [file0] = await t.db.select().from(media).where(and(eq(media.owner_type, 'payment'), eq(media.owner_id, data.id)));
    expect(file0).toMatchObject({ client_id: await clientIdOf(t.db, DEMO), mime_type: 'image/png', name: 'Comprobante Zelle.png', size: file.data.length });
    expect(file0!.storage_name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(readFileSync(join(t.uploadsDir, file0!.storage_name)).equals(Buffer.from(file.data))).toBe(true);

    const en = await paymentsOf(unpaid.id, 'en');
    expect(en.data[0]).toEqual(data);
    expect((await paymentsOf(unpaid.id, 'es')).data[0]?.payment_status).toBe('En revisión');
    // Pending review: the debt stays as it was until the company approves it; less is still due.
    expect(await invoiceOf(unpaid.id)).toMatchObject({ debt: unpaid.debt, pending_amount: cents(unpaid.pending_amount + 10), still_due: cents(unpaid.still_due - 10) });
  });

  it('takes a JPEG or a PDF, no comments, and another method', async () => {
    const cases: [Record<string, string>, TestFile, string][] = [
      [{ amount: '0.01', reference: '' }, jpegFile(), 'image/jpeg'],
      [{ payment_method_id: String(methodIds.pagoMovil), amount: '5' }, { ...pdfFile(), name: 'pago.png', type: 'image/png' }, 'application/pdf'],
    ];
    for (const [over, file, type] of cases) {
      const res = await post(proof(over, file), { lang: 'es' });
      expect(res.status, JSON.stringify(over)).toBe(201);
      const { data } = PaymentResponseSchema.parse(await res.json());
      expect(data.amount).toBe(Number(over.amount));
      expect(data.payment_status).toBe('En revisión');
      if (over.reference === '') expect(data.reference).toBeNull();
      const [row] = await t.db.select().from(media).where(and(eq(media.owner_type, 'payment'), eq(media.owner_id, data.id)));
      expect(row?.mime_type).toBe(type);
    }
  });

  it('of 20 payments sent at once to one invoice, stores exactly those that fit what is still due: none lost, none doubled', async () => {
    // Each a twelfth of what is still due (rounded down to the cent): 12 fit, the 13th would not.
    const each = Math.floor((third.still_due * 100) / 12) / 100;
    const before = (await paymentsOf(third.id)).meta.total;
    const mediaBefore = (await t.db.select({ n: count() }).from(media).where(eq(media.owner_type, 'payment')))[0]!.n;
    const token = await t.tokenFor(DEMO);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request(`/api/invoices/${third.id}/payments`, {
          method: 'POST',
          token,
          body: proof({ amount: each.toFixed(2), reference: `concurrent ${i}` }, i % 2 ? pdfFile() : pngFile()),
        }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([...Array(12).fill(201), ...Array(8).fill(422)]);
    const accepted = responses.filter((r) => r.status === 201);
    const created = await Promise.all(accepted.map(async (r) => PaymentResponseSchema.parse(await r.json()).data));
    expect(new Set(created.map((p) => p.id)).size).toBe(12);
    expect(new Set(created.map((p) => p.reference)).size).toBe(12);

    const after = await paymentsOf(third.id);
    expect(after.meta.total).toBe(before + 12);
    const listed = new Set(after.data.map((p) => p.id));
    expect(created.every((p) => listed.has(p.id))).toBe(true);
    const mediaAfter = (await t.db.select({ n: count() }).from(media).where(eq(media.owner_type, 'payment')))[0]!.n;
    expect(mediaAfter).toBe(mediaBefore + 12);
    const owners = await t.db.select({ owner: media.owner_id }).from(media).where(eq(media.owner_type, 'payment')).orderBy(desc(media.id)).limit(12);
    expect(new Set(owners.map((o) => o.owner))).toEqual(new Set(created.map((p) => p.id)));
    expect((await invoiceOf(third.id)).still_due).toBe(cents(third.still_due - 12 * each));
  });
});

describe('POST api/invoices/{id}/payments: the file refused', () => {
  it('answers FAILED_VALIDATION on `multimedia` when no file, or an empty one, is sent', async () => {
    const empty = { data: new Uint8Array(0), name: '', type: 'application/octet-stream' };
    for (const body of [proof({}, null), proof({}, empty), form(fields(), pngFile(), 'invoice')]) {
      const res = await refusedWithoutTrace(() => post(body, { lang: 'en' }));
      expect((await expectError(res, 'FAILED_VALIDATION')).errors).toEqual({ multimedia: ['This field is required.'] });
    }
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a proof one byte over the limit, keeping nothing', async () => {
    const upload = streamedForm(fields(), pdfFile().data.subarray(0, 8), UPLOAD_MAX_BYTES + 1, PAYMENT_FILE_FIELD);
    const res = await refusedWithoutTrace(() => post(upload.body, { lang: 'en', headers: { 'Content-Type': upload.contentType } }));
    const body = await expectError(res, 'PAYLOAD_TOO_LARGE');
    expect(body.errors?.multimedia).toEqual(['The file must be at most 10 MB.']);
    expect(upload.pulled()).toBeLessThan(UPLOAD_MAX_BYTES + 1_000_000);
  });

  it('refuses a chunked body past the cap, its bulk in a file part the form ignores, keeping nothing', async () => {
    const png = pngFile();
    const upload = streamedParts([
      ...Object.entries(fields()).map(([name, value]) => ({ name, value })),
      { name: PAYMENT_FILE_FIELD, filename: 'captura.png', head: png.data, bytes: png.data.length },
      { name: 'extra', filename: 'relleno.bin', bytes: 30_000_000 },
    ]);
    const res = await refusedWithoutTrace(() => post(upload.body, { headers: { 'Content-Type': upload.contentType } }));
    await expectError(res, 'PAYLOAD_TOO_LARGE');
    expect(upload.pulled()).toBeLessThan(UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES + 512 * 1024);
  });

  it('takes a proof of exactly UPLOAD_MAX_BYTES', async () => {
    const upload = streamedForm(fields(), pdfFile().data.subarray(0, 8), UPLOAD_MAX_BYTES, PAYMENT_FILE_FIELD);
    const res = await post(upload.body, { headers: { 'Content-Type': upload.contentType } });
    expect(res.status).toBe(201);
    const { data } = PaymentResponseSchema.parse(await res.json());
    const [row] = await t.db.select().from(media).where(and(eq(media.owner_type, 'payment'), eq(media.owner_id, data.id)));
    expect(row?.size).toBe(UPLOAD_MAX_BYTES);
  });

  it('answers 422 UNSUPPORTED_MEDIA for a text file renamed .pdf, in the request’s language', async () => {
    const es = await expectError(await refusedWithoutTrace(() => post(proof({}, textAsPdf()), { lang: 'es' })), 'UNSUPPORTED_MEDIA');
    expect(es.errors?.multimedia).toEqual(['Formato de archivo no soportado (JPEG, PNG o PDF).']);
    const en = await expectError(await refusedWithoutTrace(() => post(proof({}, textAsPdf()), { lang: 'en' })), 'UNSUPPORTED_MEDIA');
    expect(en.errors?.multimedia).toEqual(['Unsupported file format (JPEG, PNG or PDF).']);
  });
});

describe('POST api/invoices/{id}/payments: the amount and the method refused', () => {
  it('refuses an amount over what is still due, saying it in the request’s language', async () => {
    const due = (await invoiceOf(unpaid.id)).still_due;
    expect(due).toBeLessThan(unpaid.debt);
    const en = await expectError(await refusedWithoutTrace(() => post(proof({ amount: String(cents(due + 0.01)) }), { lang: 'en' })), 'FAILED_VALIDATION');
    const most = due.toFixed(2);
    expect(en.errors).toEqual({ amount: [`The amount is more than what is still due on the invoice, surcharge included (US$ ${most}).`] });
    const es = await expectError(await refusedWithoutTrace(() => post(proof({ amount: '1000000' }), { lang: 'es' })), 'FAILED_VALIDATION');
    expect(es.errors).toEqual({ amount: [`El monto supera lo que queda por pagar de la factura, recargo incluido (US$ ${most.replace('.', ',')}).`] });
  });

  it('takes what is still due plus the method’s surcharge (the summary’s total), then refuses any more: a payment is under review', async () => {
    const token = await t.tokenFor(DEMO);
    const res = await t.request(`/api/invoices/${spare.id}/checkout-summary/${methodIds.paypal}`, { token });
    const { totalUsd } = OrderSummaryResponseSchema.parse(await res.json()).data;
    expect(totalUsd).toBe(cents(spare.still_due * 1.054));
    const paypal = { payment_method_id: String(methodIds.paypal) };
    const over = await expectError(
      await refusedWithoutTrace(() => post(proof({ ...paypal, amount: String(cents(totalUsd + 0.01)) }), { invoice: spare.id, lang: 'en' })),
      'FAILED_VALIDATION',
    );
    expect(over.errors?.amount).toEqual([`The amount is more than what is still due on the invoice, surcharge included (US$ ${totalUsd.toFixed(2)}).`]);
    expect((await post(proof({ ...paypal, amount: String(totalUsd) }), { invoice: spare.id })).status).toBe(201);
    // The payment keeps the surcharge it was priced with: a later change of PayPal's moves no debt.
    const [stored] = await t.db.select().from(payments).where(eq(payments.invoice_id, spare.id)).orderBy(desc(payments.id)).limit(1);
    expect(stored).toMatchObject({ payment_method_id: methodIds.paypal, amount: totalUsd, recharge_percent: 5.4 });
    // Covered by what is pending: nothing is still due, the debt stays.
    expect(await invoiceOf(spare.id)).toMatchObject({ debt: spare.debt, pending_amount: spare.still_due + spare.pending_amount, still_due: 0 });
    for (const [lang, text] of [
      ['en', 'A payment of this invoice is already under review: there is nothing more to pay until we review it.'],
      ['es', 'Ya hay un pago de esta factura en revisión: no hay nada más que pagar hasta que lo revisemos.'],
    ] as const) {
      const body = await expectError(await refusedWithoutTrace(() => post(proof({ amount: '0.01' }), { invoice: spare.id, lang })), 'FAILED_VALIDATION');
      expect(body.errors).toEqual({ amount: [text] });
    }
  });

  it('refuses any amount on a paid invoice', async () => {
    const en = await expectError(await refusedWithoutTrace(() => post(proof({ amount: '1' }), { invoice: paid.id, lang: 'en' })), 'FAILED_VALIDATION');
    expect(en.errors).toEqual({ amount: ['This invoice is already paid: there is nothing left to pay.'] });
    const es = await expectError(await refusedWithoutTrace(() => post(proof({ amount: '1' }), { invoice: paid.id, lang: 'es' })), 'FAILED_VALIDATION');
    expect(es.errors).toEqual({ amount: ['Esta factura ya está pagada: no queda nada por pagar.'] });
  });

  it('refuses an amount that is no positive number of cents, or not a plain decimal (docs/product.md#input-rules)', async () => {
    const notPlain = 'Write the number with digits only, and a point before any decimals (e.g. 12.50).';
    const cases: [string, string][] = [
      ['0', 'Must be more than 0.'],
      ['10.005', 'Must be a multiple of 0.01.'],
      ['', 'This field is required.'],
      // Number() reads each of these (0x10 as 16); the contract reads none.
      ...['0x10', '1e2', '5.', '.5', ' 5 ', '-5', '+5', 'abc', 'Infinity', '1e400'].map((amount): [string, string] => [amount, notPlain]),
    ];
    for (const [amount, text] of cases) {
      const res = await refusedWithoutTrace(() => post(proof({ amount }), { lang: 'en' }));
      expect((await expectError(res, 'FAILED_VALIDATION')).errors, amount).toEqual({ amount: [text] });
    }
  });

  it('refuses a payment method that does not exist', async () => {
    for (const id of ['2147483647', '99999999999']) {
      const res = await refusedWithoutTrace(() => post(proof({ payment_method_id: id }), { lang: 'en' }));
      expect((await expectError(res, 'FAILED_VALIDATION')).errors, id).toEqual({ payment_method_id: ['The selected value is not valid.'] });
    }
    for (const id of ['abc', '1.5', '0', '']) {
      const res = await refusedWithoutTrace(() => post(proof({ payment_method_id: id })));
      expect(Object.keys((await expectError(res, 'FAILED_VALIDATION')).errors ?? {}), id).toEqual(['payment_method_id']);
    }
  });

  it('reports the fields and the file together, then the rules on the invoice together', async () => {
    const bad = { payment_method_id: '2147483647', amount: String(unpaid.debt + 1), reference: 'x'.repeat(PAYMENT_REFERENCE_MAX + 1) };
    const body = await expectError(await refusedWithoutTrace(() => post(proof(bad, null), { lang: 'en' })), 'FAILED_VALIDATION');
    expect(body.errors).toEqual({ reference: [`Must be at most ${PAYMENT_REFERENCE_MAX} characters.`], multimedia: ['This field is required.'] });
    // Once the form is well formed, the rules on the database are checked, all at once.
    const rules = await expectError(
      await refusedWithoutTrace(() => post(proof({ payment_method_id: '2147483647', amount: '999999' }), { lang: 'en' })),
      'FAILED_VALIDATION',
    );
    expect(Object.keys(rules.errors ?? {}).sort()).toEqual(['amount', 'payment_method_id']);
  });

  it('refuses comments with a NUL character', async () => {
    const res = await refusedWithoutTrace(() => post(proof({ reference: 'ref\u0000' })));
    expect(Object.keys((await expectError(res, 'FAILED_VALIDATION')).errors ?? {})).toEqual(['reference']);
  });
});

describe('POST api/invoices/{id}/payments: not a form, not the owner', () => {
  it('answers FAILED_VALIDATION to a JSON body, an empty body and a broken multipart body', async () => {
    const token = await t.tokenFor(DEMO);
    const path = () => `/api/invoices/${unpaid.id}/payments`;
    for (const send of [
      () => t.request(path(), { token, json: fields() }),
      () => t.request(path(), { token, method: 'POST' }),
      () => t.request(path(), { token, body: 'garbage', headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` } }),
      () => t.request(path(), { token, body: 'garbage', headers: { 'Content-Type': 'multipart/form-data' } }),
    ]) {
      const body = await expectError(await refusedWithoutTrace(send), 'FAILED_VALIDATION');
      expect(Object.keys(body.errors ?? {})).toEqual(['body']);
    }
  });

  it('answers NOT_FOUND for another customer’s invoice, exactly as for a missing one, storing nothing', async () => {
    const [foreign] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(ne(invoices.client_id, await clientIdOf(t.db, DEMO)))
      .limit(1);
    const cases: [number, string][] = [
      [foreign!.id, DEMO],
      [unpaid.id, OTHER],
      [unpaid.id, NO_CLIENT],
    ];
    for (const [invoice, email] of cases) {
      const res = await refusedWithoutTrace(() => post(proof(), { invoice, email, lang: 'en' }));
      const missing = await post(proof(), { invoice: 2147483647, email, lang: 'en' });
      expect(await expectError(res, 'NOT_FOUND')).toEqual(await expectError(missing, 'NOT_FOUND'));
    }
    const anonymous = await refusedWithoutTrace(() => t.request(`/api/invoices/${unpaid.id}/payments`, { body: proof() }));
    await expectError(anonymous, 'AUTHENTICATION_EXCEPTION');
  });
});
