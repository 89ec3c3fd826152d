// The payment checkout, in Spanish and English: choose a method (the second is preselected), see
// its summary, pay with a PDF proof and find the payment on the invoice (in English; in Spanish
// it is a path of the checkout's UI model), the file rules, a refused payment that keeps the form,
// a reload of every checkout address; on a phone, a method not in USD (its rate and payee details
// on the form), Back and Forward between the two steps, and the whole of what is due paid: the
// invoice and its card are then under review (docs/product.md#payment-under-review). A language
// switch on the form keeps it and what was typed, and the methods' instructions follow it.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatAmountInput, formatMoney } from '../src/lib/money.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { DEMO_STATE } from './support/demo-state.ts';
import { toast } from './support/portal.ts';
import { demoData } from './support/session.ts';
import { PDF } from './support/files.ts';

// A 10 MB upload and axe are slow on a busy machine: more room than the config's 10 s and 60 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

type ApiInvoice = { id: number; friendly_name: string; debt: number; still_due: number };
type ApiMethod = { id: number; name: string; currency: string; description: string };
type ApiSummary = { totalInvoice: number; totalUsd: number; rate: number | null };

/** A demo invoice with something still due and the payment methods, by the API. */
async function unpaidInvoice(request: APIRequestContext): Promise<{ invoice: ApiInvoice; methods: ApiMethod[] }> {
  const invoices = await demoData<ApiInvoice[]>(request, '/api/invoices?page=1&page_size=100');
  const invoice = invoices.find((i) => i.still_due > 0);
  if (!invoice) throw new Error('the demo customer has no unpaid invoice');
  return { invoice, methods: await demoData<ApiMethod[]>(request, '/api/payment-methods') };
}

const methodPage = (id: number) => `/home/invoice/payment-method/${id}`;

type Texts = {
  language: 'en' | 'es';
  methods: string;
  summary: string;
  total: RegExp;
  pay: string;
  amount: string;
  proof: RegExp;
  comments: string;
  invoice: string;
  method: string;
  submit: string;
  success: string;
  paymentsTab: string;
  howTo: string;
};

const TEXTS: Record<'es' | 'en', Texts> = {
  en: {
    language: 'en',
    methods: 'Payment methods',
    summary: 'Order summary',
    total: /Total to pay/,
    pay: 'Pay',
    amount: 'Amount paid (USD)',
    proof: /^Proof of payment/,
    comments: 'Comments',
    invoice: 'Invoice',
    method: 'Payment method',
    submit: 'Register payment',
    success: 'Payment registered.',
    paymentsTab: 'Payments',
    howTo: 'How to pay with',
  },
  es: {
    language: 'es',
    methods: 'Métodos de pago',
    summary: 'Resumen de la orden',
    total: /Total a pagar/,
    pay: 'Pagar',
    amount: 'Monto pagado (USD)',
    proof: /^Comprobante de pago/,
    comments: 'Comentarios',
    invoice: 'Factura',
    method: 'Método de pago',
    submit: 'Registrar pago',
    success: 'Pago registrado.',
    paymentsTab: 'Pagos',
    howTo: 'Cómo pagar con',
  },
};

/** The whole journey: the second method preselected, another one chosen, paid with a PDF. */
async function payWithPdf(page: Page, request: APIRequestContext, texts: Texts) {
  const { invoice, methods } = await unpaidInvoice(request);
  const [first, second] = methods;
  if (!first || !second) throw new Error('the demo data needs at least two payment methods');
  await page.goto(methodPage(invoice.id));
  const group = page.getByRole('region', { name: texts.methods });
  await expect(group.getByRole('button', { name: second.name })).toHaveAttribute('aria-pressed', 'true');
  await expect(group.getByRole('button', { name: first.name })).toHaveAttribute('aria-pressed', 'false');
  const summary = page.getByRole('region', { name: texts.summary });
  await expect(summary).toContainText(texts.total);
  await expect(summary).toContainText(second.name);

  // A method not in USD: its total, what it is in US dollars and at what rate.
  const ves = methods.find((m) => m.currency !== 'USD');
  if (ves && texts.language === 'en') {
    await group.getByRole('button', { name: ves.name }).click();
    await expect(summary).toContainText(/VES\s[\d,]+\.\d{2} = US\$\s[\d,]+\.\d{2} at [\d,]+\.\d{2,4} VES\/US\$/);
  }

  // Switching methods updates the summary.
  await group.getByRole('button', { name: first.name }).click();
  await expect(group.getByRole('button', { name: first.name })).toHaveAttribute('aria-pressed', 'true');
  await expect(summary).toContainText(first.name);

  await summary.getByRole('button', { name: texts.pay, exact: true }).click();
  await expect(page).toHaveURL(`/home/invoice/payment?invoice=${invoice.id}&method=${first.id}`);
  await expect(page.getByLabel(texts.invoice, { exact: true })).toHaveValue(new RegExp(`^${invoice.friendly_name}`));
  await expect(page.getByLabel(texts.method, { exact: true })).toHaveValue(first.name);
  await expect(page.getByLabel(texts.invoice, { exact: true })).toHaveAttribute('readonly', '');
  // The summary's total, in the field's format: what the form shows beside it (the UI model's
  // paths may be paying some of this invoice meanwhile).
  const amount = await page.getByLabel(texts.amount).inputValue();
  await expect(page.getByRole('region', { name: `${texts.howTo} ${first.name}` })).toContainText(amount);

  const reference = `e2e ${Date.now()}`;
  await page.getByLabel(texts.amount).fill('1.25');
  await page.getByLabel(texts.proof).setInputFiles({ name: 'comprobante.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel(texts.comments).fill(reference);
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(toast(page, texts.success)).toBeVisible();
  await expect(page).toHaveURL(`/home/invoice/${invoice.id}?tab=payments`);
  const payments = page.getByRole('tabpanel', { name: texts.paymentsTab });
  await expect(payments).toContainText(first.name);
  return { invoice, first, second };
}

test.use({ storageState: DEMO_STATE.en });

test.describe('checkout at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('pays an unpaid invoice with a PDF proof, in English, and the payment is listed', async ({ page, request }) => {
    await payWithPdf(page, request, TEXTS.en);
  });

  test('a proof too large or of the wrong type shows its message; a refused payment keeps the form', async ({ page, request }) => {
    const { invoice, methods } = await unpaidInvoice(request);
    await page.goto(`/home/invoice/payment?invoice=${invoice.id}&method=${methods[0]?.id}`);
    const proof = page.getByLabel(/^Proof of payment/);
    const submit = page.getByRole('button', { name: 'Register payment' });
    await proof.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10_000_001, 0x20) });
    await submit.click();
    await expect(page.getByText('The file must be at most 10 MB.')).toBeVisible();
    await proof.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a proof') });
    await expect(page.getByText('Unsupported file format: use JPEG, PNG or PDF.')).toBeVisible();
    await page.getByLabel('Amount paid (USD)').fill('');
    await submit.click();
    await expect(page.getByText('This field is required.')).toBeVisible();

    // More than the debt: the server refuses it (FAILED_VALIDATION); the toast, the amount's
    // message, and every value (the file too) is still there.
    const tooMuch = formatAmountInput('en', invoice.still_due + 1000);
    await page.getByLabel('Amount paid (USD)').fill(tooMuch);
    await proof.setInputFiles({ name: 'proof.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('Comments').fill('Transfer 0042');
    await submit.click();
    await expect(toast(page, 'We could not register your payment.')).toBeVisible();
    await expect(page.getByLabel('Amount paid (USD)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Amount paid (USD)')).toHaveValue(tooMuch);
    await expect(page.getByLabel('Comments')).toHaveValue('Transfer 0042');
    expect(await proof.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('proof.pdf');
    // The form with the server's refusal (the toast, the amount's message): the route matrix never shows it.
    await expectNoA11yViolations(page);

    // Back to the methods and forward again: still as typed.
    await page.getByRole('button', { name: '← Change the payment method' }).click();
    await expect(page).toHaveURL(methodPage(invoice.id));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByLabel('Comments')).toHaveValue('Transfer 0042');
    expect(await proof.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('proof.pdf');
    // The kept file put back in the input is shown as chosen, with its size.
    const field = page.locator('.field').filter({ has: proof });
    await expect(field.getByText('proof.pdf')).toBeVisible();
    await expect(field.getByText('Change file')).toBeVisible();
  });

  test('a reload of each checkout address reopens it', async ({ page, request }) => {
    const { invoice, methods } = await unpaidInvoice(request);
    const method = methods[0];
    if (!method) throw new Error('no payment method');
    await page.goto(methodPage(invoice.id));
    await expect(page.getByRole('heading', { name: 'Choose a payment method', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Choose a payment method', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Total to pay');

    const payment = `/home/invoice/payment?invoice=${invoice.id}&method=${method.id}`;
    await page.goto(payment);
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Payment method', { exact: true })).toHaveValue(method.name);
    await expect(page).toHaveURL(payment);

    // Another customer's invoice, or none: not found, with a retry, never revealed.
    await page.goto(methodPage(999999));
    await expect(page.getByRole('alert')).toBeVisible();
  });
});

test.describe('checkout at 1280 px, in Spanish', () => {
  test.use({ viewport: { width: 1280, height: 900 }, storageState: DEMO_STATE.es });

  test('a proof that is not really a picture is refused at its field, in the server’s words', async ({ page, request }) => {
    const { invoice, methods } = await unpaidInvoice(request);
    await page.goto(`/home/invoice/payment?invoice=${invoice.id}&method=${methods[0]?.id}`);
    const proof = page.getByLabel(TEXTS.es.proof);
    const field = page.locator('.field').filter({ has: proof });
    // The picker speaks Spanish (the browser's own control would say "Choose file" in its language).
    await expect(field.getByText('Elegir archivo')).toBeVisible();

    // Named and typed as a PNG, so the form lets it go; the server reads its bytes and refuses it.
    await proof.setInputFiles({ name: 'captura.png', mimeType: 'image/png', buffer: Buffer.from('no es una imagen') });
    await expect(field.getByText('captura.png')).toBeVisible();
    await expect(field.getByText('16 bytes')).toBeVisible();
    await expect(field.getByText('Cambiar archivo')).toBeVisible();
    await page.getByRole('button', { name: TEXTS.es.submit }).click();

    await expect(toast(page, 'No pudimos registrar tu pago. Revisa los campos marcados e inténtalo de nuevo.')).toBeVisible();
    // The proof is the marked field, with the server's message under it; the amount is not marked.
    await expect(proof).toHaveAttribute('aria-invalid', 'true');
    await expect(field.getByText('Formato de archivo no soportado (JPEG, PNG o PDF).')).toBeVisible();
    await expect(proof).toHaveAccessibleDescription(/Formato de archivo no soportado \(JPEG, PNG o PDF\)\./);
    await expect(page.getByLabel(TEXTS.es.amount)).not.toHaveAttribute('aria-invalid', 'true');
    // Nothing is lost: the file is still chosen and shown.
    expect(await proof.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('captura.png');
    await expect(field.getByText('captura.png')).toBeVisible();

    // A real PDF clears the mark (the form checks it again as it changes).
    await proof.setInputFiles({ name: 'comprobante.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(field.getByText('comprobante.pdf')).toBeVisible();
    await expect(field.getByText('Formato de archivo no soportado (JPEG, PNG o PDF).')).toBeHidden();
  });

  test('a language switch on the form keeps it and what was typed; the methods’ instructions follow it', async ({ page, request }) => {
    const { invoice, methods } = await unpaidInvoice(request);
    // The method chosen first, and the first words of its instructions in English (the API's, as demoData asks).
    const method = methods[1];
    const english = method?.description.match(/<p>([^<]+)/)?.[1];
    if (!method || !english) throw new Error('the demo data needs a second payment method with instructions');
    await page.goto(methodPage(invoice.id));
    await page.getByRole('region', { name: TEXTS.es.summary }).getByRole('button', { name: TEXTS.es.pay, exact: true }).click();
    const form = `/home/invoice/payment?invoice=${invoice.id}&method=${method.id}`;
    await expect(page).toHaveURL(form);
    const payee = (texts: Texts) => page.getByRole('region', { name: `${texts.howTo} ${method.name}` });
    await expect(payee(TEXTS.es)).toBeVisible();
    await expect(payee(TEXTS.es)).not.toContainText(english);
    await page.getByLabel(TEXTS.es.amount).fill('1,25');
    await page.getByLabel(TEXTS.es.proof).setInputFiles({ name: 'comprobante.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel(TEXTS.es.comments).fill('Transferencia 4711');

    // English: the payee details in the server's English, the same form with what was typed.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(payee(TEXTS.en)).toContainText(english);
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(form);
    // The amount is the one typed, written as English writes it.
    await expect(page.getByLabel(TEXTS.en.amount)).toHaveValue(formatAmountInput('en', 1.25));
    await expect(page.getByLabel(TEXTS.en.comments)).toHaveValue('Transferencia 4711');
    expect(await page.getByLabel(TEXTS.en.proof).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('comprobante.pdf');

    // The methods page, in English too: the method still chosen, its instructions in English.
    await page.getByRole('button', { name: '← Change the payment method' }).click();
    const group = page.getByRole('region', { name: TEXTS.en.methods });
    await expect(group.getByRole('button', { name: method.name })).toHaveAttribute('aria-pressed', 'true');
    await expect(group).toContainText(english);
  });
});

test.describe('checkout at 360 px, in Spanish', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, storageState: DEMO_STATE.es });

  test('the methods, the summary and the form fit a phone, a long file name included', async ({ page, request }) => {
    const { invoice, methods } = await unpaidInvoice(request);
    await page.goto(methodPage(invoice.id));
    await expect(page.getByRole('region', { name: 'Resumen de la orden' })).toContainText(/Total a pagar/);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page.getByLabel('Método de pago', { exact: true })).toHaveValue(methods[1]?.name ?? '');

    const name = `comprobante-de-pago-transferencia-${'1234567890'.repeat(8)}.pdf`;
    await page.getByLabel(TEXTS.es.proof).setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
    const shown = page.getByText(name);
    await expect(shown).toBeVisible();
    const box = (await shown.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('checkout on a 360 px phone, in Spanish', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, storageState: DEMO_STATE.es });

  test('a method not in USD, Back and Forward between the steps, and the whole of what is due paid: under review', async ({ page, request }) => {
    const invoices = await demoData<ApiInvoice[]>(request, '/api/invoices?page=1&page_size=100');
    // The oldest with something due: the other tests pay a little of the newest, never all of this one.
    const invoice = invoices.filter((i) => i.still_due > 0).at(-1);
    const methods = await demoData<ApiMethod[]>(request, '/api/payment-methods');
    const ves = methods.find((m) => m.currency === 'VES');
    if (!invoice || !ves) throw new Error('the demo data needs an invoice with something due and a method in VES');
    const totals = await demoData<ApiSummary>(request, `/api/invoices/${invoice.id}/checkout-summary/${ves.id}`);
    const rate = new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 4, useGrouping: 'always' }).format(totals.rate!);
    const conversion = `${formatMoney('es', totals.totalInvoice, 'VES')} = ${formatMoney('es', totals.totalUsd)} a ${rate} VES/US$`;

    await page.goto(`/home/invoice/${invoice.id}`);
    await page.getByRole('link', { name: /^Pagar / }).click();
    await expect(page).toHaveURL(methodPage(invoice.id));
    const group = page.getByRole('region', { name: 'Métodos de pago' });
    await group.getByRole('button', { name: ves.name }).click();
    const summary = page.getByRole('region', { name: 'Resumen de la orden' });
    await expect(summary).toContainText(conversion);
    await summary.getByRole('button', { name: 'Pagar', exact: true }).click();

    // The form: the payee details to make the transfer, the total in bolívares and its rate, and
    // the amount in USD as the summary said it.
    const form = `/home/invoice/payment?invoice=${invoice.id}&method=${ves.id}`;
    await expect(page).toHaveURL(form);
    const payee = page.getByRole('region', { name: `Cómo pagar con ${ves.name}` });
    await expect(payee).toContainText('RIF: J-41235678-9');
    await expect(payee).toContainText('Teléfono: 0414-555-0123');
    await expect(payee).toContainText(conversion);
    const amount = page.getByLabel('Monto pagado (USD)');
    await expect(amount).toHaveValue(formatAmountInput('es', totals.totalUsd));

    // The browser's Back: the methods, the choice kept; Forward: the form again (docs/product.md#steps-and-history).
    await page.goBack();
    await expect(page).toHaveURL(methodPage(invoice.id));
    await expect(group.getByRole('button', { name: ves.name })).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(page).toHaveURL(form);
    await expect(amount).toHaveValue(formatAmountInput('es', totals.totalUsd));

    await page.getByLabel(TEXTS.es.proof).setInputFiles({ name: 'pago-movil.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: TEXTS.es.submit }).click();
    await expect(toast(page, TEXTS.es.success)).toBeVisible();
    await expect(page).toHaveURL(`/home/invoice/${invoice.id}?tab=payments`);
    // Covered by the pending payment: under review, nothing to pay.
    const header = page.locator('header.page__header');
    await expect(header.getByText('Pago en revisión')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pagar/ })).toHaveCount(0);

    // Back never re-enters the finished checkout: the invoice as it was before it.
    await page.goBack();
    await expect(page).toHaveURL(`/home/invoice/${invoice.id}`);
    await expect(header.getByText('Pago en revisión')).toBeVisible();

    // Its card in the list says so too, with no Pagar.
    await page.goto('/home/invoice');
    const card = page.getByRole('list', { name: 'Tus facturas' }).getByRole('listitem').filter({ hasText: invoice.friendly_name });
    await expect(card).toContainText('Pago en revisión');
    await expect(card.getByRole('link', { name: /^Pagar/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
