import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { emulatePhone, PHONE_WIDTH } from './support/a11y-matrix.ts';
import { createAccount } from './support/mailbox.ts';
import { DATA_STEP, signInThroughApi } from './support/portal.ts';
import { choose, fillPersonalData, typePhone, underAgeBirthDate } from './support/sign-up.ts';

// The sign-up journey itself (the code, the password, each step, a recipient, the end) is walked
// by the UI path tests (e2e/paths/sign-up.spec.ts); these are the data step's own rules, on an
// account made through the API and left without personal data, and the sign-up picture.
async function openDataStep(page: Page, request: APIRequestContext) {
  await signInThroughApi(page, await createAccount(request));
  await page.goto(DATA_STEP);
  await expect(page.getByRole('heading', { name: 'Tus datos personales', level: 2 })).toBeVisible();
}

test.describe('sign-up', () => {
  test('the birth date must be real and the customer at least 18', async ({ page, request }) => {
    await openDataStep(page, request);
    const birthDate = page.getByRole('textbox', { name: /^Fecha de nacimiento/ });
    await birthDate.fill('30-02-1990');
    await birthDate.blur();
    await expect(page.getByText('La fecha no es válida (DD-MM-AAAA).')).toBeVisible();
    await fillPersonalData(page, underAgeBirthDate());
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Debes tener al menos 18 años.')).toBeVisible();
    await expect(page).toHaveURL(DATA_STEP);
    // Nothing typed is lost.
    await expect(page.getByLabel(/^Nombre/)).toHaveValue('Lucía');
  });

  test('country → state → city: a new country clears the state and the city, and keeps a typed phone', async ({ page, request }) => {
    await openDataStep(page, request);
    const state = page.getByRole('combobox', { name: 'Estado', exact: true });
    const city = page.getByRole('combobox', { name: 'Ciudad', exact: true });
    await expect(state.locator('option')).toHaveText(['Primero elige un país']);
    await choose(page, 'País', 'Venezuela');
    await choose(page, 'Estado', 'Zulia');
    await choose(page, 'Ciudad', 'Maracaibo');
    await typePhone(page, /^Teléfono celular/, '4121234567');
    await expect(page.getByRole('textbox', { name: /^Teléfono celular/ })).toHaveValue(/^\+58 412/);

    // A new state clears the city and loads its own.
    await choose(page, 'Estado', 'Miranda');
    await expect(city).toHaveValue('');
    await expect(city.locator('option', { hasText: 'Maracaibo' })).toHaveCount(0);

    await choose(page, 'País', 'Colombia');
    await expect(state).toHaveValue('');
    await expect(city).toHaveValue('');
    await expect(state.locator('option', { hasText: 'Antioquia' })).toHaveCount(1);
    // A typed phone is the customer's: another country leaves it, with no error; only an empty
    // field takes the new country's calling code (docs/product.md#country-state-and-city).
    const phone = page.getByRole('textbox', { name: /^Teléfono celular/ });
    await expect(phone).toHaveValue(/^\+58 412/);
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(0);
    await phone.fill('');
    await choose(page, 'País', 'Ecuador');
    await expect(phone).toHaveValue(/^\+593\s*$/);
  });
});

test.describe('the sign-up picture', () => {
  /**
   * The e-mail step at a width, and the sign-up picture of the app settings (sign-in has its own),
   * once it is on the page (shown or not).
   */
  async function openEmailStep(page: Page, request: APIRequestContext, width: number) {
    // A phone is a touch phone, whose viewport would grow to fit a page too wide (a11y-matrix.ts).
    await emulatePhone(page, width === PHONE_WIDTH, width);
    const answer = await request.get('/api/client-app-settings');
    const { signUpImageUrlWeb } = ((await answer.json()) as { data: { signUpImageUrlWeb: string } }).data;
    expect(signUpImageUrlWeb).not.toBe('');
    await page.goto('/create-account');
    await expect(page.getByRole('heading', { name: 'Crea una cuenta', level: 1 })).toBeVisible();
    const picture = page.getByRole('main').locator(`img[src="${signUpImageUrlWeb}"]`);
    await expect(picture).toBeAttached();
    return picture;
  }
  const drawn = (picture: Locator) => expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  test('beside the e-mail step and the wizard on a wide screen, as sign-in has its own', async ({ page, request }) => {
    const picture = await openEmailStep(page, request, 1280);
    await expect(picture).toBeVisible();
    await drawn(picture);
    // Decorative, as sign-in's: nothing for a screen reader to announce.
    await expect(picture).toHaveAttribute('alt', '');

    // The wide wizard has it beside it too.
    await openDataStep(page, request);
    await expect(picture).toBeVisible();
    await drawn(picture);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
  });

  test('not on a phone, where the form takes the whole width (as on sign-in)', async ({ page, request }) => {
    const picture = await openEmailStep(page, request, PHONE_WIDTH);
    await expect(picture).toBeHidden();
    await openDataStep(page, request);
    await expect(picture).toBeAttached();
    await expect(picture).toBeHidden();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
  });
});
