// The checkout's UI model, path by path, as the seeded demo customer: an invoice with something
// still due (each path pays a little of it, far from all), a paid one, and the seed's invoice whose
// debt a pending payment covers (docs/product.md#payment-under-review).
import { expect as baseExpect, test } from '@playwright/test';
import { formatAmountInput } from '../../src/lib/money.ts';
import { checkoutUiModel } from './models/checkout.ts';
import { holdAnswer, type HeldAnswer } from './support/held-answer.ts';
import { testUiModel, type UiContext } from './support/ui-model.ts';
import { toast } from '../support/portal.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { demoData } from '../support/session.ts';
import { PDF } from '../support/files.ts';

// First loads can be slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

type ApiInvoice = { id: number; friendly_name: string; debt: number; still_due: number };
type ApiMethod = { id: number; name: string };
/** `sending`: the payment's request, held until the state that shows it sending is checked. */
type T = UiContext<{
  invoice: ApiInvoice;
  paid: ApiInvoice;
  reviewed: ApiInvoice;
  methods: ApiMethod[];
  method: ApiMethod;
  amount: string;
  sending: HeldAnswer | null;
}>;

const COMMENT = 'Transferencia 0042';
/** More than is still due, in the Spanish format the field takes and shows. */
const tooMuch = (t: T) => formatAmountInput('es', t.data.invoice.still_due + 1000);

const methodsRegion = ({ page }: T) => page.getByRole('region', { name: 'Métodos de pago' });
const summary = ({ page }: T) => page.getByRole('region', { name: 'Resumen de la orden' });
const amountField = ({ page }: T) => page.getByLabel('Monto pagado (USD)');
const proofField = ({ page }: T) => page.getByLabel(/^Comprobante de pago/);
const attachedProof = (t: T) => proofField(t).evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? null);
const methodButton = (t: T, method: ApiMethod) => methodsRegion(t).getByRole('button', { name: method.name });

/** The form's payee details and total, beside the form. */
const payee = ({ page }: T) => page.getByRole('region', { name: /^Cómo pagar con / });

async function onMethods(t: T) {
  await expect(t.page).toHaveURL(`/home/invoice/payment-method/${t.data.invoice.id}`);
  await expect(t.page.getByRole('heading', { name: 'Elige un método de pago', level: 1 })).toBeVisible();
}

async function fillPayment(t: T, amount: string) {
  await amountField(t).fill(amount);
  await proofField(t).setInputFiles({ name: 'comprobante.pdf', mimeType: 'application/pdf', buffer: PDF });
  await t.page.getByLabel('Comentarios').fill(COMMENT);
  await t.page.getByRole('button', { name: 'Registrar pago' }).click();
}

async function choose(t: T, method: ApiMethod) {
  await methodButton(t, method).click();
  t.data.method = method;
}

// The demo customer, signed in by the setup project.
test.use({ storageState: DEMO_STATE.es });

testUiModel({
  model: checkoutUiModel,
  timeout: 90_000,
  setup: async ({ page, request }): Promise<T['data']> => {
    const invoices = await demoData<ApiInvoice[]>(request, '/api/invoices?page=1&page_size=100');
    const invoice = invoices.find((i) => i.still_due > 0);
    const paid = invoices.find((i) => i.debt === 0);
    const reviewed = invoices.find((i) => i.debt > 0 && i.still_due === 0);
    const methods = await demoData<ApiMethod[]>(request, '/api/payment-methods');
    if (!invoice || !paid || !reviewed || !methods[1]) {
      throw new Error('the demo data needs an invoice with something due, a paid one, one under review, and two methods');
    }
    await page.goto(`/home/invoice/${invoice.id}`);
    // A unique amount, to find this path's payment in the list; typed in Spanish.
    const amount = `1,${String(10 + Math.floor(Math.random() * 90))}`;
    return { invoice, paid, reviewed, methods, method: methods[1], amount, sending: null };
  },
  states: {
    invoice: async ({ page, data }) => {
      // The invoice's own address: after a proof, Back lands here, never on the checkout again.
      await expect(page).toHaveURL(`/home/invoice/${data.invoice.id}`);
      await expect(page.getByRole('heading', { name: new RegExp(data.invoice.friendly_name), level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Pagar / })).toHaveAttribute('href', `/home/invoice/payment-method/${data.invoice.id}`);
    },
    nothingToPay: async ({ page }) => {
      await expect(page.getByRole('heading', { name: 'Nada por pagar', level: 1 })).toBeVisible();
      await expect(page.getByText('Esta factura no tiene deuda.')).toBeVisible();
    },
    underReview: async ({ page, data }) => {
      await expect(page.getByRole('heading', { name: 'Pago en revisión', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver los pagos' })).toHaveAttribute('href', `/home/invoice/${data.reviewed.id}?tab=payments`);
      await expect(page.getByRole('region', { name: 'Métodos de pago' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0);
    },
    choosingMethod: async (t) => {
      await onMethods(t);
      await expect(methodButton(t, t.data.method)).toHaveAttribute('aria-pressed', 'true');
      await expect(methodsRegion(t).locator('[aria-pressed="true"]')).toHaveCount(1);
      await expect(summary(t)).toContainText(t.data.method.name);
      await expect(summary(t)).toContainText(/Total a pagar/);
    },
    noMethod: async (t) => {
      await onMethods(t);
      await expect(methodsRegion(t).locator('[aria-pressed="true"]')).toHaveCount(0);
      await expect(summary(t)).not.toContainText(/Total a pagar/);
    },
    selectMethodWarning: async (t) => {
      await expect(toast(t.page, 'Selecciona un método de pago para continuar.')).toBeVisible();
      await onMethods(t);
      await expect(methodsRegion(t).locator('[aria-pressed="true"]')).toHaveCount(0);
    },
    paymentForm: async (t) => {
      await expect(t.page).toHaveURL(`/home/invoice/payment?invoice=${t.data.invoice.id}&method=${t.data.method.id}`);
      await expect(t.page.getByLabel('Factura', { exact: true })).toHaveValue(new RegExp(`^${t.data.invoice.friendly_name}`));
      await expect(t.page.getByLabel('Método de pago', { exact: true })).toHaveValue(t.data.method.name);
      await expect(payee(t).getByRole('heading', { name: `Cómo pagar con ${t.data.method.name}` })).toBeVisible();
      // The amount is the total the form shows (a USD method: the same number), whatever other paths
      // have paid of the invoice meanwhile.
      const amount = await amountField(t).inputValue();
      expect(amount).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
      await expect(payee(t)).toContainText(new RegExp(`Total a pagar\\s*${amount.replaceAll('.', '\\.')}\\s*US\\$`));
    },
    methodsWithFormAhead: async (t) => {
      await onMethods(t);
      await expect(methodButton(t, t.data.method)).toHaveAttribute('aria-pressed', 'true');
      await expect(summary(t)).toContainText(/Total a pagar/);
    },
    paymentRefused: async (t) => {
      await expect(toast(t.page, 'No pudimos registrar tu pago. Revisa los campos marcados e inténtalo de nuevo.')).toBeVisible();
      await expect(amountField(t)).toHaveAttribute('aria-invalid', 'true');
      await expect(amountField(t)).toHaveValue(tooMuch(t));
      await expect(t.page.getByLabel('Comentarios')).toHaveValue(COMMENT);
      expect(await attachedProof(t)).toBe('comprobante.pdf');
    },
    sendingPayment: async (t) => {
      await expect(t.page).toHaveURL(`/home/invoice/payment?invoice=${t.data.invoice.id}&method=${t.data.method.id}`);
      await expect(t.page.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-disabled', 'true');
      await expect(t.page.getByRole('button', { name: 'Registrar pago' })).toHaveCount(0);
      await expect(t.page.getByText(/^Subiendo el comprobante… \d+%$/)).toBeVisible();
      await expect(amountField(t)).toHaveValue(t.data.amount);
      await expect(toast(t.page, 'Pago registrado. Revisaremos tu comprobante y actualizaremos la factura.')).toHaveCount(0);
    },
    paid: async (t) => {
      await expect(toast(t.page, 'Pago registrado. Revisaremos tu comprobante y actualizaremos la factura.')).toBeVisible();
      await expect(t.page).toHaveURL(`/home/invoice/${t.data.invoice.id}?tab=payments`);
      const row = t.page.getByRole('tabpanel', { name: 'Pagos' }).getByRole('row').filter({ hasText: t.data.method.name });
      await expect(row.filter({ hasText: t.data.amount }).first()).toBeVisible();
    },
  },
  events: {
    PAY_INVOICE: async ({ page }) => {
      await page.getByRole('link', { name: /^Pagar / }).click();
    },
    OPEN_PAID_INVOICE_CHECKOUT: async ({ page, data }) => {
      await page.goto(`/home/invoice/payment-method/${data.paid.id}`);
    },
    OPEN_REVIEWED_INVOICE_CHECKOUT: async ({ page, data }) => {
      await page.goto(`/home/invoice/payment-method/${data.reviewed.id}`);
    },
    BROWSER_BACK: async ({ page }) => {
      await page.goBack();
    },
    BROWSER_FORWARD: async ({ page }) => {
      await page.goForward();
    },
    CHOOSE_OTHER_METHOD: (t) => choose(t, t.data.methods.find((m) => m.id !== t.data.method.id)!),
    CHOOSE_METHOD: (t) => choose(t, t.data.methods[0]!),
    DESELECT_METHOD: async (t) => {
      await methodButton(t, t.data.method).click();
    },
    PAY: async ({ page }) => {
      await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    },
    RELOAD: async ({ page }) => {
      await page.reload();
    },
    CHANGE_METHOD: async ({ page }) => {
      await page.getByRole('button', { name: '← Cambiar el método de pago' }).click();
    },
    SUBMIT_TOO_MUCH: (t) => fillPayment(t, tooMuch(t)),
    SUBMIT_PAYMENT: async (t) => {
      t.data.sending = await holdAnswer(t.page, '**/api/invoices/*/payments', 'POST');
      await fillPayment(t, t.data.amount);
    },
    PAYMENT_ANSWERED: async (t) => {
      await t.data.sending?.release();
      t.data.sending = null;
    },
  },
});
