import { expect, test } from '@playwright/test';
import { MY_ACCOUNT, portalReady, signInThroughApi } from './support/portal.ts';
import { DEMO_CUSTOMER } from './support/session.ts';

test.describe('language', () => {
  test('Spanish is the default for a Spanish browser', async ({ page }) => {
    await page.goto('/');
    await portalReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });
    test('the browser language is followed', async ({ page }) => {
      await page.goto('/');
      await portalReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    });

    test('?lng=es wins over the browser', async ({ page }) => {
      await page.goto('/?lng=es-419');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    });
  });

  test('Spanish is the fallback for a browser in another language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/');
    await portalReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.close();
  });

  test('?lng=en is cached and survives a reload without the parameter', async ({ page }) => {
    await page.goto('/?lng=en');
    await portalReady(page);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    // The prerendered page shows before the portal runs; the choice is cached once it does.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.goto('/');
    await portalReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  });

  test('the i18next cookie is honoured', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18next', value: 'en', url: baseURL! }]);
    await page.goto('/');
    await portalReady(page);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  });

  test('the switcher changes the language at once, on public and signed-in pages, and is remembered', async ({ page }) => {
    await page.goto('/');
    await portalReady(page);
    const english = page.getByRole('button', { name: 'English' });
    const spanish = page.getByRole('button', { name: 'Español' });
    await expect(spanish).toHaveAttribute('aria-pressed', 'true');
    await english.click();
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();

    // Signed in (in the language chosen), the switcher works on the account page too.
    await signInThroughApi(page, DEMO_CUSTOMER, 'en');
    await page.goto(MY_ACCOUNT);
    await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    // Server texts follow the language too (Accept-Language).
    await expect(page.getByRole('region', { name: 'Mi dirección en Estados Unidos' })).toContainText('Horario: Lunes a viernes');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');

    // A status the server words (an invoice's) follows a switch without a reload of the page
    // (docs/product.md#languages); the demo customer has a paid invoice on the list's first page.
    await page.goto('/home/invoice');
    const statuses = page.getByRole('table').getByRole('cell');
    await expect(statuses.filter({ hasText: /^Pagada$/ }).first()).toBeVisible();
    await page.evaluate(() => void ((window as unknown as { samePage?: boolean }).samePage = true));
    await page.getByRole('button', { name: 'English' }).click();
    await expect(statuses.filter({ hasText: /^Paid$/ }).first()).toBeVisible();
    await expect(statuses.filter({ hasText: /^Pagada$/ })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});
