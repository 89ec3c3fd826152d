// The consolidation journey (issue 18), on the server whose switch is on: the demo customer picks
// three packages in the warehouse on the packages list, ships them by air with insurance, finds
// the requested shipment with the quote they were shown, and cancels it: the packages are free
// again. Once in Spanish on a phone, once in English on a desktop, one after the other (the same
// packages). On the phone the browser's Back and Forward move between the steps, every choice
// kept, and Back from the requested shipment leaves the finished flow (docs/product.md#steps-and-history).
// Then, on a touch phone, reloads and a language switch inside the flow keep every choice, the
// options included, and the request sent carries them.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkFit, emulatePhone } from '../support/a11y-matrix.ts';
import { E2E_SERVERS } from '../support/servers.ts';
import { chooseLanguage, signInAsDemo, toast } from '../support/portal.ts';
import { DEMO_CUSTOMER } from '../support/session.ts';
import { SHIPPING_PACKAGES } from '../support/shipping-packages.ts';

test.use({ baseURL: E2E_SERVERS.shipping.baseURL });
test.describe.configure({ mode: 'serial' });

type ApiPackage = { id: number; tracking: string; content: string; status: string; shipment: unknown };
type ApiRecipient = { id: number; display_name: string; country_id: number };
type Quote = { total: number; lines: { code: string; amount: number }[] };
type ApiShipment = { id: number; declared_value: number | null; repack: boolean; notes: string | null };

const DECLARED_VALUE = 300;
/** Notes with a pasted link of 200 characters, which once made the review 565 px wide on a phone. */
const LINK = `https://tienda.example/pedido/${'a1b2c3d4e5'.repeat(17)}`.slice(0, 200);

async function api(request: APIRequestContext) {
  const login = await request.post('/api/auth/token', { data: DEMO_CUSTOMER });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}` };
  const data = async <T>(response: Promise<{ ok(): boolean; json(): Promise<unknown> }>) => {
    const answer = await response;
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  };
  return {
    packages: () => data<ApiPackage[]>(request.get('/api/packages?page=1&page_size=100', { headers })),
    recipients: () => data<ApiRecipient[]>(request.get('/api/recipients', { headers })),
    quote: (body: unknown) => data<Quote>(request.post('/api/quotes', { headers, data: body })),
    shipment: (id: number) => data<ApiShipment>(request.get(`/api/shipments/${id}`, { headers })),
    cancel: async (id: number) => expect((await request.delete(`/api/shipments/${id}`, { headers })).status()).toBe(204),
  };
}

/** An amount as the portal writes it in the language (141,30 in Spanish, 141.30 in English). */
const money = (amount: number, language: 'es' | 'en') => amount.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The three packages of the journey, free in the warehouse. */
async function journeyPackages(calls: Awaited<ReturnType<typeof api>>) {
  const all = await calls.packages();
  return SHIPPING_PACKAGES.journey.map((content) => {
    const found = all.find((p) => p.content === content);
    expect(found, `${content} is seeded`).toBeDefined();
    expect(found?.status).toBe('IN_WAREHOUSE');
    expect(found?.shipment, `${content} is free`).toBeNull();
    return found!;
  });
}

const texts = {
  es: {
    packages: 'Paquetes',
    select: (tracking: string) => `Seleccionar el paquete ${tracking} para enviar`,
    ship: 'Enviar estos',
    continue: 'Continuar',
    air: /^Aéreo/,
    insure: /^Asegurar el envío/,
    declaredValue: 'Valor declarado (USD)',
    notes: 'Notas para el almacén (opcional)',
    seeQuote: 'Ver la cotización completa',
    service: 'Elige cómo viaja',
    options: 'Opciones',
    review: 'Revisa y confirma',
    confirm: 'Solicitar el envío',
    requested: 'Envío solicitado. Lo prepararemos y te enviaremos su factura.',
    status: 'Solicitado',
    estimate: 'Estimado',
    cancel: 'Cancelar solicitud',
    cancelDialog: '¿Cancelar esta solicitud de envío?',
    shipments: 'Mis envíos',
  },
  en: {
    packages: 'Packages',
    select: (tracking: string) => `Select package ${tracking} to ship`,
    ship: 'Ship these',
    continue: 'Continue',
    air: /^Air/,
    insure: /^Insure the shipment/,
    declaredValue: 'Declared value (USD)',
    notes: 'Notes for the warehouse (optional)',
    seeQuote: 'See the full quote',
    service: 'Choose how it travels',
    options: 'Options',
    review: 'Review and confirm',
    confirm: 'Request the shipment',
    requested: 'Shipment requested. We will prepare it and send you its invoice.',
    status: 'Requested',
    estimate: 'Estimate',
    cancel: 'Cancel request',
    cancelDialog: 'Cancel this shipment request?',
    shipments: 'My shipments',
  },
} as const;

async function journey(page: Page, request: APIRequestContext, language: 'es' | 'en') {
  const t = texts[language];
  const calls = await api(request);
  const chosen = await journeyPackages(calls);
  const [recipient] = await calls.recipients();
  if (!recipient) throw new Error('the demo customer has a recipient');
  // What the calculator's engine says for those packages to the recipient's country.
  const expected = await calls.quote({
    country_id: recipient.country_id,
    service: 'AIR',
    package_ids: chosen.map((p) => p.id),
    declared_value: DECLARED_VALUE,
    insurance: true,
  });
  expect(expected.lines.map((line) => line.code)).toEqual(['FREIGHT', 'FUEL_SURCHARGE', 'HANDLING', 'INSURANCE']);

  await signInAsDemo(page, language === 'en' ? '/?lng=en' : '/');
  await page.goto('/home/package');
  await expect(page.getByRole('heading', { name: t.packages, level: 1 })).toBeVisible();
  for (const pkg of chosen) await page.getByRole('checkbox', { name: t.select(pkg.tracking) }).check();
  // The list with its checkboxes and the review fit large text and 320 px, with 44 px targets
  // (docs/product.md#large-text): steps the route matrix cannot reach. The phone comes back after.
  const fit = async (ready: () => Promise<void>) => {
    await checkFit(page, ready);
    if (language === 'es') await emulatePhone(page, true);
  };
  await fit(() => expect(page.getByRole('link', { name: t.ship })).toBeVisible());
  await page.getByRole('link', { name: t.ship }).click();

  // 1. The packages: the three are chosen.
  await expect(page).toHaveURL(/\/home\/my-shipments\/create\?/);
  for (const pkg of chosen) await expect(page.getByRole('checkbox', { name: new RegExp(`^${pkg.content.replace(/[()]/g, '\\$&')}`) })).toBeChecked();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  // 2. The recipient.
  await page.getByRole('radio', { name: new RegExp(`^${recipient.display_name}`) }).check();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  // 3. The service: air, with its price beside it.
  await expect(page.getByRole('radio', { name: t.air })).toHaveAccessibleName(/US\$/);
  await page.getByRole('radio', { name: t.air }).check();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  const onStep = (title: string) => expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  if (language === 'es') {
    // The phone's Back: the service again, air still chosen; Forward: the options.
    await onStep(t.options);
    await page.goBack();
    await onStep(t.service);
    await expect(page.getByRole('radio', { name: t.air })).toBeChecked();
    await page.goForward();
  }
  // 4. The options: insured for its declared value.
  await page.getByRole('checkbox', { name: t.insure }).check();
  await page.getByLabel(t.declaredValue).fill(String(DECLARED_VALUE));
  await page.getByLabel(t.notes).fill(`Ver ${LINK}`);
  await page.getByRole('button', { name: t.seeQuote }).click();
  // 5. The review: the quote the engine gives, and the three packages.
  const review = page.getByRole('region', { name: t.review });
  if (language === 'es') {
    // Back to the options as they were, Forward to the review again.
    await expect(review).toBeVisible();
    await page.goBack();
    await onStep(t.options);
    await expect(page.getByRole('checkbox', { name: t.insure })).toBeChecked();
    await expect(page.getByLabel(t.declaredValue)).toHaveValue(new RegExp(`^${DECLARED_VALUE}`));
    await page.goForward();
  }
  await expect(review).toContainText(money(expected.total, language));
  for (const pkg of chosen) await expect(review).toContainText(pkg.content);
  // The link wraps inside its cell, totals on screen (docs/product.md#phones-and-small-screens);
  // measured against the width, as a phone's viewport grows to fit a page too wide.
  await expect(review).toContainText(LINK);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(language === 'es' ? 360 : 1280);
  await fit(() => expect(review).toContainText(LINK));
  await page.getByRole('button', { name: t.confirm }).click();

  // The new shipment's page: requested, with the same estimate.
  await expect(toast(page, t.requested)).toBeVisible();
  await expect(page).toHaveURL(/\/home\/my-shipments\/\d+$/);
  await expect(page.getByText(t.status, { exact: true }).first()).toBeVisible();
  const estimate = page.getByRole('region', { name: t.estimate });
  await expect(estimate).toContainText(money(expected.total, language));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/CAS-A-\d+/);
  for (const pkg of chosen) expect((await calls.packages()).find((p) => p.id === pkg.id)?.shipment).not.toBeNull();
  if (language === 'es') {
    // The request cannot be undone: Back leaves the flow for the packages list, Forward returns.
    const shipmentAddress = page.url();
    await page.goBack();
    await expect(page.getByRole('heading', { name: t.packages, level: 1 })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(shipmentAddress);
  }

  // Cancelled: back on the list, and the packages are free again.
  await page.getByRole('button', { name: t.cancel }).click();
  await page.getByRole('dialog', { name: t.cancelDialog }).getByRole('button', { name: t.cancel }).click();
  await expect(page.getByRole('heading', { name: t.shipments, level: 1 })).toBeVisible();
  await expect.poll(async () => (await calls.packages()).filter((p) => chosen.some((c) => c.id === p.id)).map((p) => p.shipment)).toEqual([null, null, null]);
}

test('in Spanish on a phone: three packages by air, insured, requested and then cancelled', async ({ page, request }) => {
  await emulatePhone(page, true);
  await journey(page, request, 'es');
});

test('in English on a desktop: the same journey', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await journey(page, request, 'en');
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a reload keeps the options, a language switch the step and every choice; the request carries them', async ({ page, request }) => {
    const es = texts.es;
    const en = texts.en;
    const calls = await api(request);
    const chosen = await journeyPackages(calls);
    const [recipient] = await calls.recipients();
    if (!recipient) throw new Error('the demo customer has a recipient');
    const notes = 'Frágil: no apilar. Llamar antes de salir.';
    await signInAsDemo(page, '/');
    await page.goto(`/home/my-shipments/create?packages=${chosen.map((p) => p.id).join(',')}`);
    await page.getByRole('button', { name: es.continue, exact: true }).click();
    await page.getByRole('radio', { name: new RegExp(`^${recipient.display_name}`) }).check();
    await page.getByRole('button', { name: es.continue, exact: true }).click();
    await page.getByRole('radio', { name: es.air }).check();
    await page.getByRole('button', { name: es.continue, exact: true }).click();
    await page.getByRole('checkbox', { name: es.insure }).check();
    await page.getByLabel(es.declaredValue).fill(String(DECLARED_VALUE));
    await page.getByRole('checkbox', { name: /^Reempacar los paquetes/ }).check();
    await page.getByLabel(es.notes).fill(notes);

    // A reload of the options: every option as it was typed.
    const options = page.url();
    await page.reload();
    await expect(page.getByRole('heading', { name: es.options, level: 2 })).toBeVisible();
    expect(page.url()).toBe(options);
    await expect(page.getByRole('checkbox', { name: es.insure })).toBeChecked();
    await expect(page.getByLabel(es.declaredValue)).toHaveValue(new RegExp(`^${DECLARED_VALUE}`));
    await expect(page.getByRole('checkbox', { name: /^Reempacar los paquetes/ })).toBeChecked();
    await expect(page.getByLabel(es.notes)).toHaveValue(notes);
    await page.getByRole('button', { name: es.seeQuote }).click();

    // A reload of the review: the review again, with the options and the quote they price.
    const reviewAddress = page.url();
    /** The review in a language: the options chosen, and the quote's first line in the server's words. */
    const shown = async (language: 'es' | 'en', freight: string) => {
      const review = page.getByRole('region', { name: texts[language].review });
      await expect(review.getByText(freight, { exact: true })).toBeVisible();
      await expect(review).toContainText(money(DECLARED_VALUE, language));
      await expect(review).toContainText(notes);
      await expect(review).toContainText(language === 'es' ? 'Reempaque' : 'Repacking');
      return review;
    };
    await shown('es', 'Flete');
    await page.reload();
    await expect(page.getByRole('heading', { name: es.review, level: 2 })).toBeVisible();
    expect(page.url()).toBe(reviewAddress);
    await shown('es', 'Flete');

    // The language switched on the review: the quote's lines in the server's English, the step and
    // every choice kept (docs/product.md#languages).
    await chooseLanguage(page, 'English');
    const review = await shown('en', 'Freight');
    await expect(review.getByText('Fuel surcharge', { exact: true })).toBeVisible();
    await expect(review.getByText('Flete', { exact: true })).toHaveCount(0);
    expect(page.url()).toBe(reviewAddress);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: en.confirm }).tap();
    await expect(toast(page, en.requested)).toBeVisible();
    await expect(page).toHaveURL(/\/home\/my-shipments\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    // What was sent: the options of before the reloads and the switch.
    expect(await calls.shipment(id)).toMatchObject({ declared_value: DECLARED_VALUE, repack: true, notes });
    // Sent, the tab keeps them no longer: a new request starts without them.
    expect(await page.evaluate(() => sessionStorage.getItem('casillero:consolidation-options'))).toBeNull();
    await calls.cancel(id);
  });
});
