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
import { invoiceItems, invoices, media, paymentMethods, payments } from '../../server/db/schema.ts';
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
const method = (name: string) => methods.find((m) => m.name === name)!;

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

/** Total and debt computed here from the rows: lines, minus approved payments; nothing owed once PAID. */
async function expectedTotals(invoiceId: number) {
  const lines = await t.db.select().from(invoiceItems).where(eq(invoiceItems.invoice_id, invoiceId));
  const approved = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.invoice_id, invoiceId), eq(payments.payment_status, 'APPROVED')));
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const cents = (n: number) => Math.round(n * 100);
  const total = lines.reduce((sum, l) => sum + cents(l.quantity * l.unit_price), 0);
  const paid = approved.reduce((sum, p) => sum + cents(p.amount), 0);
  return { total: total / 100, debt: row!.status === 'PAID' ? 0 : Math.max(0, total - paid) / 100 };
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

/** The demo customer's unpaid invoice that owes the most. */
async function unpaidInvoice() {
  const own = await ownInvoices(DEMO);
  const owing = await Promise.all(own.filter((i) => i.status !== 'PAID').map(async (i) => ({ ...i, ...(await expectedTotals(i.id)) })));
  const [most] = owing.sort((a, b) => b.debt - a.debt);
  expect(most!.debt).toBeGreaterThan(0);
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
        statusLabel: { UNPAID: 'Unpaid', PARTIAL: 'Partially paid', PAID: 'Paid' }[inv.status],
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
      const label = { UNPAID: 'Pendiente de pago', PARTIAL: 'Pago parcial', PAID: 'Pagada' }[inv.status];
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

  it('is the debt as it is for a USD method without surcharge', async () => {
    const inv = await unpaidInvoice();
    const zelle = method('Zelle');
    expect(zelle).toMatchObject({ currency: 'USD', exchange_rate: 1, recharge_percent: 0 });
    const lines = await t.db.$count(invoiceItems, eq(invoiceItems.invoice_id, inv.id));
    expect(await summary(inv.id, zelle.id)).toEqual({
      label: 'Zelle',
      itemsCount: lines,
      recharge: 0,
      totalInvoice: inv.debt,
      currency: 'USD',
      symbol: '$',
      currentDebt: inv.debt,
    });
  });

  it('adds the method’s surcharge to the debt (PayPal)', async () => {
    const inv = await unpaidInvoice();
    const paypal = method('PayPal');
    expect(paypal).toMatchObject({ currency: 'USD', exchange_rate: 1, recharge_percent: 5.4 });
    const data = await summary(inv.id, paypal.id);
    const recharge = Math.round(inv.debt * 5.4) / 100;
    expect(data).toMatchObject({ label: 'PayPal', currency: 'USD', symbol: '$', currentDebt: inv.debt, recharge });
    expect(data.recharge).toBeGreaterThan(0);
    expect(data.totalInvoice).toBeCloseTo(inv.debt + recharge, 2);
  });

  it('converts the debt to the method’s currency at its rate (Pago Móvil, VES)', async () => {
    const inv = await unpaidInvoice();
    const pm = method('Pago Móvil');
    expect(pm).toMatchObject({ currency: 'VES', symbol: 'Bs.', exchange_rate: 142.35, recharge_percent: 0 });
    const data = await summary(inv.id, pm.id, 'en');
    expect(data).toMatchObject({ label: 'Pago Móvil', currency: 'VES', symbol: 'Bs.', currentDebt: inv.debt, recharge: 0 });
    expect(data.totalInvoice).toBe(Math.round(inv.debt * 14235) / 100);
  });

  it('works out a known debt to the cent', () => {
    // 123.45 USD: PayPal 5.4% = 6.6663 -> 6.67, total 130.1163 -> 130.12; VES 123.45 x 142.35 = 17573.1075 -> 17573.11.
    expect(orderSummary(method('PayPal'), 123.45, 3)).toMatchObject({ recharge: 6.67, totalInvoice: 130.12, currentDebt: 123.45, itemsCount: 3 });
    expect(orderSummary(method('Pago Móvil'), 123.45, 3)).toMatchObject({ recharge: 0, totalInvoice: 17573.11 });
    expect(orderSummary({ ...method('Pago Móvil'), recharge_percent: 10 }, 100, 1)).toMatchObject({ recharge: 1423.5, totalInvoice: 15658.5 });
  });

  it('says amounts in US dollars as each language writes them', () => {
    expect([usd(1234.5, 'en'), usd(1234.5, 'es'), usd(0.07, 'en'), usd(1_000_000, 'es')]).toEqual(['1,234.50', '1.234,50', '0.07', '1.000.000,00']);
    expect(en.validation.amountOverDebt(1234.5)).toBe("The amount is more than the invoice's debt (US$ 1,234.50).");
    expect(es.validation.amountOverDebt(1234.5)).toBe('El monto supera la deuda de la factura (US$ 1.234,50).');
  });

  it('answers zeros for a paid invoice', async () => {
    const paid = (await ownInvoices(DEMO)).find((i) => i.status === 'PAID')!;
    const data = await summary(paid.id, method('PayPal').id);
    expect(data).toMatchObject({ currentDebt: 0, recharge: 0, totalInvoice: 0 });
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
