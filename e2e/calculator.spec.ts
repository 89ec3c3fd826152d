// /home/calculator (docs/product.md#the-calculator): the quote calculator in both languages, on a phone and on a
// desktop, against the reference server's demo rates (air to Venezuela 9.90 USD/kg, ocean 22 USD/ft³).
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { DEMO_STATE } from './support/demo-state.ts';

const TEXTS = {
  es: {
    title: 'Calculadora',
    country: 'País de destino',
    venezuela: 'Venezuela',
    ocean: 'Marítimo',
    air: 'Aéreo',
    length: 'Largo',
    width: 'Ancho',
    height: 'Alto',
    weight: 'Peso',
    piece: (n: number) => `Pieza ${n}`,
    add: 'Agregar una pieza',
    remove: (n: number) => `Quitar pieza ${n}`,
    insure: /^Asegurar el envío/,
    declared: 'Valor declarado (USD)',
    insurance: 'Seguro',
    estimate: 'Precio estimado',
    days: (min: number, max: number) => `${min}–${max} días`,
    lengthRule: 'Ingresa centímetros: más de 0 y hasta 300.',
    // The countries with rates, the customer's own (Venezuela) first.
    priced: ['Venezuela', 'Colombia', 'Ecuador', 'Panamá', 'Perú', 'República Dominicana'],
    empty: 'Ingresa las medidas y el peso de tus piezas para ver el precio.',
  },
  en: {
    title: 'Calculator',
    country: 'Destination country',
    venezuela: 'Venezuela',
    ocean: 'Ocean',
    air: 'Air',
    length: 'Length',
    width: 'Width',
    height: 'Height',
    weight: 'Weight',
    piece: (n: number) => `Piece ${n}`,
    add: 'Add a piece',
    remove: (n: number) => `Remove piece ${n}`,
    insure: /^Insure the shipment/,
    declared: 'Declared value (USD)',
    insurance: 'Insurance',
    estimate: 'Estimated price',
    days: (min: number, max: number) => `${min}–${max} days`,
    lengthRule: 'Enter centimetres: more than 0 and up to 300.',
    priced: ['Venezuela', 'Colombia', 'Dominican Republic', 'Ecuador', 'Panama', 'Peru'],
    empty: 'Enter the size and weight of your pieces to see the price.',
  },
} as const;

/** An amount as the page writes it in either language: 128.30 as "128,30" or "128.30". */
const money = (amount: number) => new RegExp(amount.toFixed(2).replace('.', '[.,]'));

// Spanish on a phone and English on a desktop: the journey is the same in each, and
// e2e/a11y/routes.spec.ts checks the page with a quote in both languages at both widths.
for (const [language, width] of [['es', 360], ['en', 1280]] as const) {
  const text = TEXTS[language];
  test.describe(`the calculator in ${language} at ${width} px`, () => {
    test.use({ storageState: DEMO_STATE[language], viewport: { width, height: 900 }, isMobile: width === 360, hasTouch: width === 360 });

    test('prices pieces as they are typed: air, ocean, pieces added and removed, insurance, a mistake', async ({ page }) => {
      await page.goto('/home/calculator');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${text.title}`));
      const quote = page.getByRole('region', { name: text.estimate });
      const total = quote.locator('.quote__total');
      // The customer's country by default; air is the default service.
      const country = page.getByLabel(text.country);
      await expect(country.locator('option:checked')).toHaveText(text.venezuela);
      // Only what it can price (docs/product.md#the-calculator): no Argentina, no Mexico to choose and be refused.
      await expect(country.locator('option:not([value=""])')).toHaveText([...text.priced]);
      await expect(page.getByRole('radio', { name: text.air })).toBeChecked();
      await expect(quote).toContainText(text.empty);

      // One piece 50×40×30 cm, 5 kg by air: 12 kg (volumetric) × 9.90 = 118.80 + fuel 9.50 = 128.30.
      await fillPiece(page, language, 1, ['50', '40', '30', '5']);
      await expect(total).toHaveAttribute('aria-live', 'polite');
      await expect(total).toContainText(money(128.3));
      await expect(quote).toContainText(money(118.8));
      // Pounds beside the kilograms (docs/product.md#weights); a number and its unit are joined by a no-break space.
      await expect(quote).toContainText(/12\skg \(26[.,]5\slb\)/);
      await expect(quote).toContainText(text.days(3, 7));
      await expect(quote).toContainText(language === 'es' ? 'estimado' : 'estimate');
      await expectFits(page);
      await expectNoA11yViolations(page);

      // Ocean: 50×40×30 cm = 2.12 ft³, rounded up to 2.2 × 22 = 48.40 + fuel 3.87 = 52.27.
      await page.getByRole('radio', { name: text.ocean }).check();
      await expect(total).toContainText(money(52.27));
      await expect(quote).toContainText(/2[.,]2 ft³/);
      await expect(quote).toContainText(text.days(15, 30));

      // A second piece: the focus goes to it; until it is filled in there is no quote.
      await page.getByRole('button', { name: text.add }).click();
      await expect(page.getByRole('heading', { name: text.piece(2) })).toBeFocused();
      await expect(quote).toContainText(text.empty);
      await fillPiece(page, language, 2, ['50', '40', '30', '5']);
      // 4.24 ft³ → 4.3 × 22 = 94.60 + fuel 7.57 + handling 2.00 = 104.17.
      await expect(total).toContainText(money(104.17));
      // Removing it (by keyboard) brings back the one-piece quote; the focus stays among the pieces.
      await page.getByRole('button', { name: text.remove(2) }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: text.piece(2) })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: text.piece(1) })).toBeFocused();
      await expect(total).toContainText(money(52.27));

      // Back to air, insured for US$ 100: insurance 3.00 (3%, at least 2.00) → 131.30.
      await page.getByRole('radio', { name: text.air }).check();
      await expect(total).toContainText(money(128.3));
      await page.getByLabel(text.insure).check();
      await page.getByLabel(text.declared).fill('100');
      await expect(quote).toContainText(text.insurance);
      await expect(total).toContainText(money(131.3));

      // A bad measure: its message at the field, and no quote for it.
      const length = pieceField(page, language, 1, 'length');
      await length.fill('0');
      await length.blur();
      await expect(length).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(text.lengthRule)).toBeVisible();
      await expect(quote).toContainText(text.empty);
      await length.fill('50');
      await expect(total).toContainText(money(131.3));

      // Another priced country: its rate (air to Colombia 8.50 USD/kg: 12 kg × 8.50 = 102.00 + fuel 8.16 + insurance 3.00).
      await country.selectOption({ label: text.priced[1] });
      await expect(total).toContainText(money(113.16));
      await expectFits(page);
      await expectNoA11yViolations(page);
    });
  });
}

/** A measure of one piece, by its label inside the piece. */
function pieceField(page: Page, language: 'es' | 'en', piece: number, measure: 'length' | 'width' | 'height' | 'weight') {
  const text = TEXTS[language];
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: text.piece(piece), exact: true }) })
    .getByLabel(text[measure]);
}

async function fillPiece(page: Page, language: 'es' | 'en', piece: number, [l, w, h, kg]: string[]) {
  await pieceField(page, language, piece, 'length').fill(l!);
  await pieceField(page, language, piece, 'width').fill(w!);
  await pieceField(page, language, piece, 'height').fill(h!);
  await pieceField(page, language, piece, 'weight').fill(kg!);
}

/** No sideways scroll: measured against the screen's width, as a phone's viewport grows to fit a page too wide. */
async function expectFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}
