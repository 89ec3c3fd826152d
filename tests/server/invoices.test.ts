// GET api/invoices, api/invoices/{id}, its items and payments, the payment methods and the checkout
// summary: own invoices only, labels in the request's language, amounts in USD converted per method.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import {
  InvoiceItemPageSchema, InvoicePageSchema, InvoiceResponseSchema, OrderSummaryResponseSchema, PaymentMethodsResponseSchema,
  PaymentPageSchema,
} from '../../src/api/contract/invoices.ts';
import { PackageResponseSchema } from '../../src/api/contract/packages.ts';
import { invoiceItems, invoices, media, packages, paymentMethods, payments } from '../../server/db/schema.ts';
import { orderSummary } from '../../server/domain/payments.ts';
import { en } from '../../server/i18n/en.ts';
import { es } from '../../server/i18n/es.ts';
import { usd } from '../../server/i18n/format.ts';
import { PAYMENT_METHODS } from '../../server/seed/data/payment-methods.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf, expectSameNotFound } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
// The portal's public folder stands in for the build: Vite copies it as it is.
const t = useTestApp({ staticDir: publicDir });

type MethodRow = typeof paymentMethods.$inferSelect;
let methods: MethodRow[];
beforeAll(async () => {
  methods = await t.db.select().from(paymentMethods).orderBy(asc(paymentMethods.position));
});
const method = (nameOrId: string | number) => methods.find((m) => m.name === nameOrId || m.id === nameOrId)!;

async function get(path: string, email = DEMO, lang?: string) {
  const res = await t.request(path, { token: await t.tokenFor(email), lang });
  expect(res.status, path).toBe(200);
  return res.json();
}

const ownInvoices = async (email: string) =>
  t.db
    .select()
    .from(invoices)
    .where(eq(invoices.client_id, await clientIdOf(t.db, email)))
    .orderBy(desc(invoices.created_at), desc(invoices.id));

/** What a payment pays of the debt: its amount less its method's surcharge on that part, to the cent. */
const partOf = (p: typeof payments.$inferSelect) => Math.round((p.amount * 100) / (1 + p.recharge_percent / 100));

/**
 * Total, debt and what is still due computed here from the rows: lines, minus what approved payments
 * paid (their surcharges left out); nothing owed once PAID; pending payments leave less still due.
 */
async function expectedTotals(invoiceId: number) {
  const lines = await t.db.select().from(invoiceItems).where(eq(invoiceItems.invoice_id, invoiceId));
  const paymentRows = await t.db.select().from(payments).where(eq(payments.invoice_id, invoiceId));
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const cents = (n: number) => Math.round(n * 100);
  const total = lines.reduce((sum, l) => sum + cents(l.quantity * l.unit_price), 0);
  const sumOf = (status: string) => paymentRows.filter((p) => p.payment_status === status).reduce((sum, p) => sum + partOf(p), 0);
  const debt = row!.status === 'PAID' ? 0 : Math.max(0, total - sumOf('APPROVED'));
  const pending = Math.min(debt, sumOf('PENDING'));
  return { total: total / 100, debt: debt / 100, pending_amount: pending / 100, still_due: (debt - pending) / 100 };
}

/** The demo customer's invoice with the most rows in `table`. */
async function withMost(table: typeof invoiceItems | typeof payments) {
  const [row] = await t.db
    .select({ id: table.invoice_id, n: count() })
    .from(table)
    .innerJoin(invoices, eq(invoices.id, table.invoice_id))
    .where(eq(invoices.client_id, await clientIdOf(t.db, DEMO)))
    .groupBy(table.invoice_id)
    .orderBy(desc(count()), asc(table.invoice_id))
    .limit(1);
  return row!;
}

/** The demo customer's unpaid invoice with the most still due. */
async function unpaidInvoice() {
  const own = await ownInvoices(DEMO);
  const owing = await Promise.all(own.filter((i) => i.status !== 'PAID').map(async (i) => ({ ...i, ...(await expectedTotals(i.id)) })));
  const [most] = owing.sort((a, b) => b.still_due - a.still_due);
  expect(most!.still_due).toBeGreaterThan(0);
  return most!;
}

describe('GET api/invoices', () => {
  it('pages the caller’s invoices, newest first', async () => {
    const own = await ownInvoices(DEMO);
    expect(own.length).toBeGreaterThan(5);
    const first = InvoicePageSchema.parse(await get('/api/invoices?page=1&page_size=5'));
    expect(first.meta).toEqual({ total: own.length, last_page: Math.ceil(own.length / 5), current_page: 1, page_size: 5 });
    expect(first.data.map((i) => i.id)).toEqual(own.slice(0, 5).map((i) => i.id));
    const second = InvoicePageSchema.parse(await get('/api/invoices?page=2&page_size=5'));
    expect(second.data.map((i) => i.id)).toEqual(own.slice(5, 10).map((i) => i.id));
    expect(InvoicePageSchema.parse(await get('/api/invoices?page=50&page_size=5')).data).toEqual([]);
    const all = InvoicePageSchema.parse(await get('/api/invoices'));
    expect(all.meta.page_size).toBe(20);
    expect(all.data.map((i) => i.id)).toEqual(own.map((i) => i.id));
  });

  it('shows nobody else’s invoices; none to a user without a client; 401 without a token; 422 for a bad page', async () => {
    const demo = new Set((await ownInvoices(DEMO)).map((i) => i.id));
    const other = InvoicePageSchema.parse(await get('/api/invoices?page_size=100', OTHER));
    expect(other.data.map((i) => i.id).sort()).toEqual((await ownInvoices(OTHER)).map((i) => i.id).sort());
    expect(other.data.some((i) => demo.has(i.id))).toBe(false);
    expect(InvoicePageSchema.parse(await get('/api/invoices', NO_CLIENT))).toEqual({
      data: [],
      meta: { total: 0, last_page: 1, current_page: 1, page_size: 20 },
    });
    await expectError(await t.request('/api/invoices'), 'AUTHENTICATION_EXCEPTION');
    const token = await t.tokenFor(DEMO);
    for (const query of ['?page=0', '?page_size=101', '?page=abc']) {
      await expectError(await t.request(`/api/invoices${query}`, { token }), 'FAILED_VALIDATION');
    }
  });
});

describe('GET api/invoices/{id}', () => {
  it('answers the invoice with its totals from the lines, its status translated and its shipment', async () => {
    for (const inv of await ownInvoices(DEMO)) {
      const { data } = InvoiceResponseSchema.parse(await get(`/api/invoices/${inv.id}`, DEMO, 'en'));
      expect(data).toMatchObject({
        id: inv.id,
        friendly_name: inv.friendly_name,
        bill_to_name: inv.bill_to_name,
        status: inv.status,
        statusLabel: { UNPAID: 'Unpaid', PARTIAL: 'Partially paid', PAID: 'Paid', VOID: 'Void' }[inv.status],
        shipment_id: inv.shipment_id,
        paid_at: inv.paid_at?.toISOString() ?? null,
        created_at: inv.created_at.toISOString(),
        ...(await expectedTotals(inv.id)),
      });
      if (inv.status === 'PAID') expect(data.paid_at).not.toBeNull();
      if (inv.status === 'PARTIAL') expect(data.debt).toBeLessThan(data.total);
      if (inv.status === 'UNPAID') expect(data.debt).toBe(data.total);
    }
  });

  it('labels the status in Spanish by default and on request', async () => {
    for (const inv of await ownInvoices(DEMO)) {
      const label = { UNPAID: 'Pendiente de pago', PARTIAL: 'Pago parcial', PAID: 'Pagada', VOID: 'Anulada' }[inv.status];
      expect(InvoiceResponseSchema.parse(await get(`/api/invoices/${inv.id}`, DEMO, 'es')).data.statusLabel).toBe(label);
      expect(InvoiceResponseSchema.parse(await get(`/api/invoices/${inv.id}`)).data.statusLabel).toBe(label);
    }
  });

  it('links the invoice document as a working signed URL', async () => {
    const [inv] = await ownInvoices(DEMO);
    const [doc] = await t.db
      .select()
      .from(media)
      .where(and(eq(media.owner_type, 'invoice'), eq(media.owner_id, inv!.id)))
      .orderBy(asc(media.id));
    const { data } = InvoiceResponseSchema.parse(await get(`/api/invoices/${inv!.id}`));
    expect(data.media[0]).toMatchObject({ id: doc!.id, name: doc!.name, mime_type: 'application/pdf' });
    expect(data.invoice_url).toBe(data.media[0]!.url);
    expect(data.invoice_url).toMatch(/^\/api\/media\/\d+\?exp=\d+&sig=[\w-]+$/);
    const pdf = await t.request(data.invoice_url!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
  });

  it('has no invoice_url while the invoice has no document', async () => {
    const inv = (await ownInvoices(DEMO)).at(-1);
    await t.db.delete(media).where(and(eq(media.owner_type, 'invoice'), eq(media.owner_id, inv!.id)));
    const { data } = InvoiceResponseSchema.parse(await get(`/api/invoices/${inv!.id}`));
    expect(data).toMatchObject({ invoice_url: null, media: [] });
  });
});

describe('GET api/invoices/{id}/items', () => {
  it('pages the lines in their stored order, with their totals', async () => {
    const { id, n } = await withMost(invoiceItems);
    expect(n).toBeGreaterThan(1);
    const lines = await t.db.select().from(invoiceItems).where(eq(invoiceItems.invoice_id, id)).orderBy(asc(invoiceItems.id));
    const first = InvoiceItemPageSchema.parse(await get(`/api/invoices/${id}/items?page=1&page_size=1`));
    expect(first.meta).toEqual({ total: lines.length, last_page: lines.length, current_page: 1, page_size: 1 });
    expect(first.data.map((i) => i.id)).toEqual([lines[0]!.id]);
    const second = InvoiceItemPageSchema.parse(await get(`/api/invoices/${id}/items?page=2&page_size=1`));
    expect(second.data.map((i) => i.id)).toEqual([lines[1]!.id]);
    const all = InvoiceItemPageSchema.parse(await get(`/api/invoices/${id}/items?page_size=10`));
    expect(all.data.map((i) => i.id)).toEqual(lines.slice(0, 10).map((l) => l.id));
    all.data.forEach((item, i) => {
      const line = lines[i]!;
      expect(item).toEqual({
        id: line.id,
        description: line.description,
        quantity: line.quantity,
        unit_price: line.unit_price,
        total_price: Math.round(line.quantity * line.unit_price * 100) / 100,
      });
    });
    const { total } = await expectedTotals(id);
    expect(all.data.reduce((sum, i) => sum + Math.round(i.total_price * 100), 0) / 100).toBe(total);
    expect(InvoiceItemPageSchema.parse(await get(`/api/invoices/${id}/items?page=9&page_size=10`)).data).toEqual([]);
  });
});

describe('GET api/invoices/{id}/payments', () => {
  it('pages the payments newest first, with the method and the status label translated', async () => {
    const { id, n } = await withMost(payments);
    expect(n).toBeGreaterThan(1);
    const stored = await t.db
      .select()
      .from(payments)
      .where(eq(payments.invoice_id, id))
      .orderBy(desc(payments.created_at), desc(payments.id));
    const first = PaymentPageSchema.parse(await get(`/api/invoices/${id}/payments?page=1&page_size=1`, DEMO, 'en'));
    expect(first.meta).toEqual({ total: stored.length, last_page: stored.length, current_page: 1, page_size: 1 });
    expect(first.data.map((p) => p.id)).toEqual([stored[0]!.id]);
    const all = PaymentPageSchema.parse(await get(`/api/invoices/${id}/payments?page_size=10`, DEMO, 'en'));
    expect(all.data.map((p) => p.id)).toEqual(stored.map((p) => p.id));
    all.data.forEach((payment, i) => {
      const row = stored[i]!;
      expect(payment).toEqual({
        id: row.id,
        paymentMethod: { id: row.payment_method_id, name: methods.find((m) => m.id === row.payment_method_id)!.name },
        amount: row.amount,
        reference: row.reference,
        payment_status: { PENDING: 'Pending review', APPROVED: 'Approved', REJECTED: 'Rejected' }[row.payment_status],
        // The code beside its label, and the company's note when it reviewed it (docs/product.md#lifecycles).
        status: row.payment_status,
        review_note: row.review_note,
        paid_at: row.paid_at?.toISOString() ?? null,
        created_at: row.created_at.toISOString(),
      });
    });
  });

  it('labels every payment status in both languages', async () => {
    const client = await clientIdOf(t.db, DEMO);
    const labels = { es: { PENDING: 'En revisión', APPROVED: 'Aprobado', REJECTED: 'Rechazado' }, en: { PENDING: 'Pending review', APPROVED: 'Approved', REJECTED: 'Rejected' } };
    for (const status of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
      const [row] = await t.db
        .select({ id: payments.id, invoice: payments.invoice_id })
        .from(payments)
        .innerJoin(invoices, eq(invoices.id, payments.invoice_id))
        .where(and(eq(invoices.client_id, client), eq(payments.payment_status, status)))
        .limit(1);
      expect(row, status).toBeDefined();
      for (const lang of ['es', 'en'] as const) {
        const page = PaymentPageSchema.parse(await get(`/api/invoices/${row!.invoice}/payments?page_size=100`, DEMO, lang));
        expect(page.data.find((p) => p.id === row!.id)?.payment_status).toBe(labels[lang][status]);
      }
    }
  });

  it('answers an empty page for an invoice without payments', async () => {
    const own = await ownInvoices(DEMO);
    const paidIds = new Set((await t.db.select({ id: payments.invoice_id }).from(payments)).map((r) => r.id));
    const unpaid = own.find((i) => !paidIds.has(i.id));
    expect(unpaid).toBeDefined();
    expect(PaymentPageSchema.parse(await get(`/api/invoices/${unpaid!.id}/payments`))).toEqual({
      data: [],
      meta: { total: 0, last_page: 1, current_page: 1, page_size: 20 },
    });
  });
});

describe('GET api/payment-methods', () => {
  it('lists the methods by position, the description in the request’s language', async () => {
    const seeded = [...PAYMENT_METHODS].sort((a, b) => a.position - b.position);
    for (const lang of ['es', 'en'] as const) {
      const { data } = PaymentMethodsResponseSchema.parse(await get('/api/payment-methods', DEMO, lang));
      expect(data.map((m) => m.name)).toEqual(seeded.map((m) => m.name));
      data.forEach((m, i) => {
        const seed = seeded[i]!;
        expect(m).toEqual({
          id: methods[i]!.id,
          name: seed.name,
          logo: seed.logo,
          description: lang === 'en' ? seed.description_en : seed.description_es,
          currency: seed.currency,
          symbol: seed.symbol,
        });
      });
    }
    expect(PaymentMethodsResponseSchema.parse(await get('/api/payment-methods', NO_CLIENT)).data).toHaveLength(seeded.length);
    await expectError(await t.request('/api/payment-methods'), 'AUTHENTICATION_EXCEPTION');
  });

  it('points every logo at an SVG the portal serves', async () => {
    for (const { logo } of PAYMENT_METHODS) {
      expect(existsSync(`${publicDir}${logo}`), logo).toBe(true);
      const res = await t.request(logo);
      expect(res.status, logo).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
      expect(await res.text()).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    }
  });
});

describe('GET api/invoices/{id}/checkout-summary/{methodId}', () => {
  async function summary(invoiceId: number, methodId: number, lang?: string) {
    return OrderSummaryResponseSchema.parse(await get(`/api/invoices/${invoiceId}/checkout-summary/${methodId}`, DEMO, lang)).data;
  }

  it('is what is still due as it is for a USD method without surcharge, with no rate', async () => {
    const inv = await unpaidInvoice();
    const zelle = method('Zelle');
    expect(zelle).toMatchObject({ currency: 'USD', exchange_rate: 1, recharge_percent: 0 });
    const lines = await t.db.$count(invoiceItems, eq(invoiceItems.invoice_id, inv.id));
    expect(await summary(inv.id, zelle.id)).toEqual({
      label: 'Zelle',
      itemsCount: lines,
      recharge: 0,
      totalInvoice: inv.still_due,
      currency: 'USD',
      symbol: '$',
      currentDebt: inv.still_due,
      totalUsd: inv.still_due,
      rate: null,
    });
  });

  it('adds the method’s surcharge, in its currency and in USD (PayPal)', async () => {
    const inv = await unpaidInvoice();
    const paypal = method('PayPal');
    expect(paypal).toMatchObject({ currency: 'USD', exchange_rate: 1, recharge_percent: 5.4 });
    const data = await summary(inv.id, paypal.id);
    const recharge = Math.round(inv.still_due * 5.4) / 100;
    expect(data).toMatchObject({ label: 'PayPal', currency: 'USD', symbol: '$', currentDebt: inv.still_due, recharge, rate: null });
    expect(data.recharge).toBeGreaterThan(0);
    expect(data.totalInvoice).toBeCloseTo(inv.still_due + recharge, 2);
    expect(data.totalUsd).toBe(data.totalInvoice);
  });

  it('converts what is still due to the method’s currency at its rate, which it carries (Pago Móvil, VES)', async () => {
    const inv = await unpaidInvoice();
    const pm = method('Pago Móvil');
    expect(pm).toMatchObject({ currency: 'VES', symbol: 'Bs.', exchange_rate: 142.35, recharge_percent: 0 });
    const data = await summary(inv.id, pm.id, 'en');
    expect(data).toMatchObject({ label: 'Pago Móvil', currency: 'VES', symbol: 'Bs.', currentDebt: inv.still_due, recharge: 0, rate: 142.35 });
    expect(data.totalInvoice).toBe(Math.round(inv.still_due * 14235) / 100);
    expect(data.totalUsd).toBe(inv.still_due);
  });

  it('works out a known debt to the cent', () => {
    // 123.45 USD: PayPal 5.4% = 6.6663 -> 6.67, total 130.1163 -> 130.12; VES 123.45 x 142.35 = 17573.1075 -> 17573.11.
    expect(orderSummary(method('PayPal'), 123.45, 3)).toMatchObject({
      recharge: 6.67, totalInvoice: 130.12, currentDebt: 123.45, itemsCount: 3, totalUsd: 130.12, rate: null,
    });
    expect(orderSummary(method('Pago Móvil'), 123.45, 3)).toMatchObject({ recharge: 0, totalInvoice: 17573.11, totalUsd: 123.45, rate: 142.35 });
    // With a surcharge too: 100 USD + 10% = 110 USD, x 142.35 = 15658.50 VES (the 115.01 USD at 135.06: 15533.25).
    expect(orderSummary({ ...method('Pago Móvil'), recharge_percent: 10 }, 100, 1)).toMatchObject({ recharge: 1423.5, totalInvoice: 15658.5, totalUsd: 110 });
  });

  it('says amounts in US dollars as each language writes them, in the refusals of an amount too', () => {
    expect([usd(1234.5, 'en'), usd(1234.5, 'es'), usd(0.07, 'en'), usd(1_000_000, 'es')]).toEqual(['1,234.50', '1.234,50', '0.07', '1.000.000,00']);
    expect(en.validation.amountOverDue(1234.5)).toBe('The amount is more than what is still due on the invoice, surcharge included (US$ 1,234.50).');
    expect(es.validation.amountOverDue(1234.5)).toBe('El monto supera lo que queda por pagar de la factura, recargo incluido (US$ 1.234,50).');
  });

  it('answers zeros for a paid invoice', async () => {
    const paid = (await ownInvoices(DEMO)).find((i) => i.status === 'PAID')!;
    const data = await summary(paid.id, method('PayPal').id);
    expect(data).toMatchObject({ currentDebt: 0, recharge: 0, totalInvoice: 0, totalUsd: 0 });
  });

  it('answers NOT_FOUND for a method that does not exist', async () => {
    const inv = await unpaidInvoice();
    const token = await t.tokenFor(DEMO);
    for (const methodId of ['2147483647', '99999999999', '0', 'abc']) {
      await expectError(await t.request(`/api/invoices/${inv.id}/checkout-summary/${methodId}`, { token }), 'NOT_FOUND');
    }
  });
});

describe('someone else’s invoice', () => {
  it('answers NOT_FOUND on every invoice route, as for a missing id', async () => {
    const [own] = await ownInvoices(DEMO);
    const [foreign] = await t.db.select({ id: invoices.id }).from(invoices).where(ne(invoices.client_id, own!.client_id)).limit(1);
    const methodId = method('Zelle').id;
    for (const suffix of ['', '/items', '/payments', `/checkout-summary/${methodId}`]) {
      await expectSameNotFound(t, `/api/invoices/${own!.id}${suffix}`, await t.tokenFor(OTHER));
      await expectSameNotFound(t, `/api/invoices/${foreign!.id}${suffix}`, await t.tokenFor(DEMO));
      await expectSameNotFound(t, `/api/invoices/${own!.id}${suffix}`, await t.tokenFor(NO_CLIENT));
      await expectError(await t.request(`/api/invoices/${own!.id}${suffix}`), 'AUTHENTICATION_EXCEPTION');
    }
  });
});

describe('payments under review and approved (docs/product.md#payment-under-review)', () => {
  const invoiceNow = async (id: number) => InvoiceResponseSchema.parse(await get(`/api/invoices/${id}`)).data;
  /** The bill of a package of the invoice's shipment, as the package shows it. */
  async function packageBill(shipmentId: number) {
    const [pkg] = await t.db.select({ id: packages.id }).from(packages).where(eq(packages.shipment_id, shipmentId)).limit(1);
    return PackageResponseSchema.parse(await get(`/api/packages/${pkg!.id}`)).data.shipment?.invoice;
  }
  const addPayment = async (invoiceId: number, name: string, amount: number, status: 'PENDING' | 'APPROVED') =>
    t.db.insert(payments).values({
      invoice_id: invoiceId,
      payment_method_id: method(name).id,
      amount,
      recharge_percent: method(name).recharge_percent,
      payment_status: status,
      created_at: t.clock.now(),
    });
  /** A demo invoice of `status` with a shipment and no pending payment. */
  async function demoInvoice(status: 'UNPAID' | 'PARTIAL') {
    for (const inv of await ownInvoices(DEMO)) {
      if (inv.status !== status || inv.shipment_id === null) continue;
      const totals = await expectedTotals(inv.id);
      if (totals.pending_amount === 0) return { ...inv, ...totals };
    }
    throw new Error(`the demo customer has no ${status} invoice without pending payments`);
  }

  it('carries the seed’s pending rest: the debt stays, nothing is still due, on the invoice and its package', async () => {
    const reviewed = [];
    for (const inv of await ownInvoices(DEMO)) {
      const data = await invoiceNow(inv.id);
      if (data.debt > 0 && data.still_due === 0) reviewed.push(data);
    }
    expect(reviewed.length).toBeGreaterThan(0);
    for (const data of reviewed) {
      expect(data.pending_amount).toBe(data.debt);
      if (data.shipment_id !== null) expect(await packageBill(data.shipment_id)).toEqual({ id: data.id, debt: data.debt, still_due: 0 });
    }
  });

  it('a pending PayPal payment leaves less still due by what it pays, its surcharge left out; the summary prices the rest', async () => {
    const inv = await demoInvoice('UNPAID');
    // Half the debt through PayPal: the amount sent carries 5.4% on it.
    const part = Math.round(inv.debt * 50) / 100;
    await addPayment(inv.id, 'PayPal', Math.round(part * 105.4) / 100, 'PENDING');
    const data = await invoiceNow(inv.id);
    expect(data).toMatchObject({ debt: inv.debt, pending_amount: part, still_due: Math.round((inv.debt - part) * 100) / 100 });
    expect(await packageBill(inv.shipment_id!)).toEqual({ id: inv.id, debt: inv.debt, still_due: data.still_due });
    const summary = OrderSummaryResponseSchema.parse(await get(`/api/invoices/${inv.id}/checkout-summary/${method('Zelle').id}`)).data;
    expect(summary).toMatchObject({ currentDebt: data.still_due, totalInvoice: data.still_due, totalUsd: data.still_due });

    // Pending payments worth more than the debt cover it, and no more.
    await addPayment(inv.id, 'Zelle', inv.debt, 'PENDING');
    expect(await invoiceNow(inv.id)).toMatchObject({ debt: inv.debt, pending_amount: inv.debt, still_due: 0 });
  });

  it('an approved payment pays the debt and its method’s surcharge on it; the debt never goes below 0', async () => {
    const inv = await demoInvoice('PARTIAL');
    // 10.00 of the debt paid through PayPal: 10.54 sent, 10.00 off the debt.
    await addPayment(inv.id, 'PayPal', 10.54, 'APPROVED');
    const after = await invoiceNow(inv.id);
    expect(after).toMatchObject({ debt: Math.round((inv.debt - 10) * 100) / 100, pending_amount: 0 });
    expect(after).toMatchObject(await expectedTotals(inv.id));
    // The whole rest, with the summary's PayPal total: nothing left, to the cent.
    const summary = OrderSummaryResponseSchema.parse(await get(`/api/invoices/${inv.id}/checkout-summary/${method('PayPal').id}`)).data;
    await addPayment(inv.id, 'PayPal', summary.totalUsd, 'APPROVED');
    expect(await invoiceNow(inv.id)).toMatchObject({ debt: 0, pending_amount: 0, still_due: 0 });
    // More than owed (the company approved an overpayment): still 0, never below.
    await addPayment(inv.id, 'Zelle', 50, 'APPROVED');
    expect(await invoiceNow(inv.id)).toMatchObject({ debt: 0, still_due: 0 });
  });

  it('a payment pays what its own surcharge left: a later change of the method’s moves no debt', async () => {
    const inv = await demoInvoice('PARTIAL');
    await addPayment(inv.id, 'PayPal', 10.54, 'APPROVED');
    const before = await invoiceNow(inv.id);
    const paypal = method('PayPal');
    await t.db.update(paymentMethods).set({ recharge_percent: 20 }).where(eq(paymentMethods.id, paypal.id));
    try {
      expect(await invoiceNow(inv.id)).toMatchObject({ debt: before.debt, pending_amount: before.pending_amount, still_due: before.still_due });
    } finally {
      await t.db.update(paymentMethods).set({ recharge_percent: paypal.recharge_percent }).where(eq(paymentMethods.id, paypal.id));
    }
  });

  it('the seed’s PayPal payment carries its surcharge on what it paid', async () => {
    const [p] = await t.db.select().from(payments).where(eq(payments.payment_method_id, method('PayPal').id));
    const [{ n }] = (await t.db.select({ n: count() }).from(payments).where(eq(payments.invoice_id, p!.invoice_id))) as [{ n: number }];
    // Its invoice's only payment: what it paid is the whole total, and it sent 5.4% more.
    expect(n).toBe(1);
    const { total } = await expectedTotals(p!.invoice_id);
    expect(partOf(p!)).toBe(Math.round(total * 100));
    expect(p!.amount).toBe(Math.round(total * 105.4) / 100);
  });
});
