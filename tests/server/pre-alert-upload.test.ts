// POST api/pre-alerts: a multipart form with the bill streamed to disk, size and type enforced.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { PRE_ALERT_CONTENT_MAX, UPLOAD_MAX_BYTES } from '../../src/api/contract/limits.ts';
import { PreAlertPageSchema, PreAlertResponseSchema } from '../../src/api/contract/pre-alerts.ts';
import { media, preAlerts, usCouriers } from '../../server/db/schema.ts';
import { FORM_OVERHEAD_BYTES } from '../../server/http/upload.ts';
import { expectError } from './support/errors.ts';
import { useTestApp } from './support/test-app.ts';
import {
  BOUNDARY, form, jpegFile, pdfFile, pngFile, refusedUpload, streamedForm, streamedParts, textAsPdf, type TestFile,
} from './support/uploads.ts';
import { DEMO, NO_CLIENT } from './support/users.ts';

// Room for this file's uploads, more than a customer may send in an hour (tests/server/upload-limit.test.ts
// has the limit).
const t = useTestApp({ rateLimits: { UPLOADS_PER_HOUR: 1000 } });
let courierId: number;
beforeAll(async () => {
  const [ups] = await t.db.select({ id: usCouriers.id }).from(usCouriers).where(eq(usCouriers.name, 'UPS'));
  courierId = ups!.id;
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const fields = (over: Record<string, string> = {}) => ({
  us_courier_id: String(courierId),
  provider: 'Amazon',
  tracking: '1ZTEST0000000001',
  cost: '129.99',
  content: 'Auriculares Sony WH-1000XM5',
  arriving_at: inDays(3),
  recipient: 'María Fernanda Pérez',
  ...over,
});

async function post(body: BodyInit, { lang, email = DEMO, headers }: { lang?: string; email?: string; headers?: Record<string, string> } = {}) {
  return t.request('/api/pre-alerts', { method: 'POST', token: await t.tokenFor(email), body, lang, headers });
}

const preAlertCount = async () => (await t.db.select({ n: count() }).from(preAlerts))[0]!.n;

/** Runs a refused upload and checks that it stored nothing: no pre-alert, no file. */
const refusedWithoutTrace = (send: () => Promise<Response>) => refusedUpload(t.uploadsDir, preAlertCount, send);

describe('POST api/pre-alerts: accepted', () => {
  it('stores the pre-alert as PENDING with its bill, and answers 201 with it', async () => {
    const file = pdfFile('Factura Ñandú.pdf');
    const res = await post(form(fields(), file));
    expect(res.status).toBe(201);
    const { data } = PreAlertResponseSchema.parse(await res.json());
    expect(data).toMatchObject({
      us_courier_id: courierId,
      us_courier: { name: 'UPS' },
      provider: 'Amazon',
      tracking: '1ZTEST0000000001',
      cost: 129.99,
      content: 'Auriculares Sony WH-1000XM5',
      arriving_at: inDays(3),
      recipient: 'María Fernanda Pérez',
      status: 'PENDING',
    });
    expect(data.media).toHaveLength(1);
    expect(data.media[0]).toMatchObject({ mime_type: 'application/pdf', name: 'Factura Ñandú.pdf', original_name: null });

    // The file is kept under a random name, owned by the client, and served back as sent.
    const [row] = await t.db.select().from(media).where(eq(media.id, data.media[0]!.id));
    expect(row).toMatchObject({ owner_type: 'pre_alert', owner_id: data.id, size: file.data.length });
    expect(row!.client_id).not.toBeNull();
    expect(row!.storage_name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(readFileSync(join(t.uploadsDir, row!.storage_name)).equals(Buffer.from(file.data))).toBe(true);
    const served = await t.request(data.media[0]!.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(file.data))).toBe(true);

    const list = PreAlertPageSchema.parse(await (await t.request('/api/pre-alerts', { token: await t.tokenFor(DEMO) })).json());
    expect(list.data[0]?.id).toBe(data.id);
  });

  it('takes JPEG and PNG too, typed by their content whatever the name or declared type says', async () => {
    const cases: [TestFile, string][] = [
      [jpegFile(), 'image/jpeg'],
      [pngFile(), 'image/png'],
      [{ ...pdfFile(), name: 'scan.png', type: 'image/png' }, 'application/pdf'],
    ];
    for (const [file, type] of cases) {
      const res = await post(form(fields({ tracking: `TBA${type.length}${file.name.length}` }), file));
      expect(res.status, file.name).toBe(201);
      const { data } = PreAlertResponseSchema.parse(await res.json());
      expect(data.media[0]?.mime_type).toBe(type);
    }
  });

  it('keeps only the base of the customer’s file name, without control characters, with the real extension', async () => {
    // Written by hand: a client would escape these, but the server must not rely on that.
    const text = Object.entries(fields({ tracking: 'NAMECHECK01' }))
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const fileHeader = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="invoice"; filename*=UTF-8''C%3A%5Cfakepath%5Cfactura%01%20final.txt\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(text + fileHeader), Buffer.from(pdfFile().data), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const res = await post(body, { headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` } });
    expect(res.status).toBe(201);
    expect(PreAlertResponseSchema.parse(await res.json()).data.media[0]?.name).toBe('factura final.pdf');
  });

  it('keeps the name the customer’s file had beside the renamed one, cleaned the same way (docs/product.md#calls)', async () => {
    const res = await post(form(fields({ tracking: 'ORIGINAL01', original_name: 'C:\\fakepath\\Factura\u202E Amazon.PNG' }), pdfFile('7-0b3e.pdf')));
    expect(res.status).toBe(201);
    const { data } = PreAlertResponseSchema.parse(await res.json());
    // The extension is the content's (a PDF), whatever the name said.
    expect(data.media[0]).toMatchObject({ name: '7-0b3e.pdf', original_name: 'Factura Amazon.pdf' });
    const [row] = await t.db.select().from(media).where(eq(media.id, data.media[0]!.id));
    expect(row).toMatchObject({ name: '7-0b3e.pdf', original_name: 'Factura Amazon.pdf' });
  });

  it('stores the tracking number without the spaces pasted into it (docs/product.md#search)', async () => {
    const res = await post(form(fields({ tracking: ' 1Z SPACE\t01 \n23 ' }), pdfFile()));
    expect(res.status).toBe(201);
    expect(PreAlertResponseSchema.parse(await res.json()).data.tracking).toBe('1ZSPACE0123');
  });

  it('drops bidi controls and zero-width characters from the file name', async () => {
    const name = '\u202Efactura\u200B\u200F\u2066 mayo\u2069\uFEFF\u061C\u202A\u202C.pdf';
    const res = await post(form(fields({ tracking: 'BIDICHECK01' }), pdfFile(name)));
    expect(res.status).toBe(201);
    const { data } = PreAlertResponseSchema.parse(await res.json());
    expect(data.media[0]?.name).toBe('factura mayo.pdf');
    const [row] = await t.db.select().from(media).where(eq(media.id, data.media[0]!.id));
    expect(row!.name).toBe('factura mayo.pdf');
  });

  it('takes a file of exactly UPLOAD_MAX_BYTES', async () => {
    const head = pdfFile().data.subarray(0, 8);
    const upload = streamedForm(fields({ tracking: 'EXACTLIMIT01' }), head, UPLOAD_MAX_BYTES);
    const res = await post(upload.body, { headers: { 'Content-Type': upload.contentType } });
    expect(res.status).toBe(201);
    const { data } = PreAlertResponseSchema.parse(await res.json());
    const [row] = await t.db.select().from(media).where(eq(media.id, data.media[0]!.id));
    expect(row!.size).toBe(UPLOAD_MAX_BYTES);
  });
});

describe('POST api/pre-alerts: the file refused', () => {
  it('answers 413 PAYLOAD_TOO_LARGE for a file one byte over the limit, keeping nothing', async () => {
    const head = pdfFile().data.subarray(0, 8);
    const upload = streamedForm(fields(), head, UPLOAD_MAX_BYTES + 1);
    const res = await refusedWithoutTrace(() => post(upload.body, { lang: 'en', headers: { 'Content-Type': upload.contentType } }));
    const body = await expectError(res, 'PAYLOAD_TOO_LARGE');
    expect(body.errors?.invoice).toEqual(['The file must be at most 10 MB.']);
  });

  it('stops reading a large body at the limit instead of taking it all', async () => {
    const head = pdfFile().data.subarray(0, 8);
    const upload = streamedForm(fields(), head, 20 * UPLOAD_MAX_BYTES);
    const res = await refusedWithoutTrace(() => post(upload.body, { headers: { 'Content-Type': upload.contentType } }));
    await expectError(res, 'PAYLOAD_TOO_LARGE');
    expect(upload.pulled()).toBeLessThan(UPLOAD_MAX_BYTES + 1_000_000);
  });

  it('refuses a chunked body past the cap, its bulk in a file part the form ignores, keeping nothing', async () => {
    const bill = pdfFile();
    const upload = streamedParts([
      ...Object.entries(fields()).map(([name, value]) => ({ name, value })),
      { name: 'invoice', filename: 'factura.pdf', head: bill.data, bytes: bill.data.length },
      { name: 'extra', filename: 'relleno.bin', bytes: 30_000_000 },
    ]);
    const res = await refusedWithoutTrace(() => post(upload.body, { lang: 'en', headers: { 'Content-Type': upload.contentType } }));
    const body = await expectError(res, 'PAYLOAD_TOO_LARGE');
    expect(body.errors?.invoice).toEqual(['The file must be at most 10 MB.']);
    // Reading stopped at the cap (give or take what the stream buffers).
    expect(upload.pulled()).toBeLessThan(UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES + 512 * 1024);
  });

  it('refuses a chunked body past the cap made of many small parts', async () => {
    const bill = pdfFile();
    const filler = 'x'.repeat(10_000);
    const upload = streamedParts([
      { name: 'invoice', filename: 'factura.pdf', head: bill.data, bytes: bill.data.length },
      ...Object.entries(fields()).map(([name, value]) => ({ name, value })),
      ...Array.from({ length: Math.ceil((UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES) / filler.length) + 1 }, (_, i) => ({ name: `n${i}`, value: filler })),
    ]);
    const res = await refusedWithoutTrace(() => post(upload.body, { headers: { 'Content-Type': upload.contentType } }));
    await expectError(res, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const upload = streamedForm(fields(), pdfFile().data.subarray(0, 8), 3 * UPLOAD_MAX_BYTES);
    const res = await post(upload.body, {
      headers: { 'Content-Type': upload.contentType, 'Content-Length': String(upload.totalBytes) },
    });
    await expectError(res, 'PAYLOAD_TOO_LARGE');
    // At most what the stream buffers before anyone reads: the first part, none of the file.
    expect(upload.pulled()).toBeLessThan(64 * 1024);
  });

  it('answers 422 UNSUPPORTED_MEDIA for a text file renamed .pdf, in the request’s language', async () => {
    const res = await refusedWithoutTrace(() => post(form(fields(), textAsPdf()), { lang: 'es' }));
    const body = await expectError(res, 'UNSUPPORTED_MEDIA');
    expect(body.errors?.invoice).toEqual(['Formato de archivo no soportado (JPEG, PNG o PDF).']);
  });

  it('refuses a file shorter than any signature', async () => {
    const tiny = { data: Uint8Array.from([0x25, 0x50]), name: 'a.pdf', type: 'application/pdf' };
    await expectError(await refusedWithoutTrace(() => post(form(fields(), tiny))), 'UNSUPPORTED_MEDIA');
  });

  it('answers FAILED_VALIDATION on `invoice` when no file, or an empty one, is sent', async () => {
    const empty = { data: new Uint8Array(0), name: '', type: 'application/octet-stream' };
    for (const body of [form(fields()), form(fields(), empty), form(fields(), pdfFile(), 'bill')]) {
      const res = await refusedWithoutTrace(() => post(body, { lang: 'en' }));
      const error = await expectError(res, 'FAILED_VALIDATION');
      expect(error.errors).toEqual({ invoice: ['This field is required.'] });
    }
  });
});

describe('POST api/pre-alerts: the fields refused', () => {
  it('answers every invalid field at once, translated, and keeps no file', async () => {
    const bad = fields({ cost: 'abc', tracking: '   ', arriving_at: '2025-02-30', content: 'x'.repeat(PRE_ALERT_CONTENT_MAX + 1) });
    delete (bad as Partial<typeof bad>).provider;
    const res = await refusedWithoutTrace(() => post(form(bad, pdfFile()), { lang: 'en' }));
    const body = await expectError(res, 'FAILED_VALIDATION');
    expect(body.errors).toEqual({
      cost: ['Write the number with digits only, and a point before any decimals (e.g. 12.50).'],
      tracking: ['This field is required.'],
      arriving_at: ['Please enter a valid date (YYYY-MM-DD).'],
      content: [`Must be at most ${PRE_ALERT_CONTENT_MAX} characters.`],
      provider: ['This field is required.'],
    });
  });

  it('reports the file and the fields together', async () => {
    const res = await refusedWithoutTrace(() => post(form(fields({ cost: '' })), { lang: 'es' }));
    const body = await expectError(res, 'FAILED_VALIDATION');
    expect(body.errors).toEqual({ cost: ['Este campo es obligatorio.'], invoice: ['Este campo es obligatorio.'] });
  });

  it('refuses a cost with more than two decimals, zero, or too high', async () => {
    for (const cost of ['10.005', '0', '-5', '1000000.01', '1e20']) {
      const res = await refusedWithoutTrace(() => post(form(fields({ cost }), pdfFile())));
      expect(Object.keys((await expectError(res, 'FAILED_VALIDATION')).errors ?? {}), cost).toEqual(['cost']);
    }
  });

  it('reads the cost and the courier only as plain decimals (docs/product.md#input-rules)', async () => {
    for (const [name, value] of [['cost', '0x10'], ['cost', '1e2'], ['cost', '5.'], ['cost', '.5'], ['cost', ' 5 '], ['us_courier_id', `0x${courierId.toString(16)}`]]) {
      const res = await refusedWithoutTrace(() => post(form(fields({ [name!]: value! }), pdfFile()), { lang: 'es' }));
      expect((await expectError(res, 'FAILED_VALIDATION')).errors, value).toEqual({
        [name!]: ['Escribe el número solo con cifras, y un punto antes de los decimales (p. ej., 12.50).'],
      });
    }
  });

  it('refuses a courier that does not exist', async () => {
    for (const id of ['999999', '99999999999', '1.5']) {
      const res = await refusedWithoutTrace(() => post(form(fields({ us_courier_id: id }), pdfFile())));
      expect(Object.keys((await expectError(res, 'FAILED_VALIDATION')).errors ?? {}), id).toEqual(['us_courier_id']);
    }
  });

  it('refuses an arrival more than a year away, or a year that is no date', async () => {
    for (const date of [inDays(400), inDays(-400), '0000-01-01', '9999-12-31']) {
      const res = await refusedWithoutTrace(() => post(form(fields({ arriving_at: date }), pdfFile()), { lang: 'en' }));
      const body = await expectError(res, 'FAILED_VALIDATION');
      expect(body.errors, date).toEqual({ arriving_at: ['The arrival date must be within 365 days of today.'] });
    }
  });

  it('refuses text with a NUL character', async () => {
    const res = await refusedWithoutTrace(() => post(form(fields({ recipient: 'Ana\u0000' }), pdfFile())));
    expect(Object.keys((await expectError(res, 'FAILED_VALIDATION')).errors ?? {})).toEqual(['recipient']);
  });
});

describe('POST api/pre-alerts: not a form, not a customer', () => {
  it('answers FAILED_VALIDATION to a JSON body, an empty body and a broken multipart body', async () => {
    const token = await t.tokenFor(DEMO);
    for (const res of [
      await t.request('/api/pre-alerts', { token, json: fields() }),
      await t.request('/api/pre-alerts', { token, method: 'POST' }),
      await t.request('/api/pre-alerts', { token, body: 'garbage', headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` } }),
      await t.request('/api/pre-alerts', { token, body: 'garbage', headers: { 'Content-Type': 'multipart/form-data' } }),
    ]) {
      const body = await expectError(res, 'FAILED_VALIDATION');
      expect(Object.keys(body.errors ?? {})).toEqual(['body']);
    }
  });

  it('answers FAILED_VALIDATION to a user without a client, 401 without a token', async () => {
    const res = await post(form(fields(), pdfFile()), { email: NO_CLIENT, lang: 'en' });
    expect((await expectError(res, 'FAILED_VALIDATION')).message).toBe('Please complete your personal details first.');
    await expectError(await t.request('/api/pre-alerts', { body: form(fields(), pdfFile()) }), 'AUTHENTICATION_EXCEPTION');
  });
});
