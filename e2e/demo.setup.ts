// The setup project: the demo customer signs in through the form, in Spanish and in English, and
// lands on the account page; the state each sign-in leaves (DEMO_STATE) is where the specs that
// are not about signing in start from.
import { expect, test } from '@playwright/test';
import { DEMO_STATE } from './support/demo-state.ts';
import { portalReady, signInAsDemo, storedToken, TOKEN } from './support/portal.ts';
import { DEMO_CUSTOMER } from './support/session.ts';

test('the demo customer signs in (Spanish) and lands on the account page', async ({ page }) => {
  await page.goto('/');
  await portalReady(page);
  await expect(page).toHaveTitle(/Iniciar sesión/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();

  await signInAsDemo(page, false);
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Próximo vuelo' })).toContainText(/Próximo vuelo a Venezuela: \d+ días? y \d+ horas?/);
  await expect(page.getByRole('region', { name: 'Próximo vuelo' })).toContainText(/sale el \d\d\/\d\d\/\d{4} a las \d\d:\d\d\)/);
  const details = page.getByRole('region', { name: 'Mis datos' });
  await expect(details).toContainText(DEMO_CUSTOMER.email);
  await expect(details).toContainText(/CAS-\d+/);
  await expect(details).toContainText('Venezuela');
  const address = page.getByRole('region', { name: 'Mi dirección en Estados Unidos' });
  await expect(address.getByRole('heading', { name: 'Casillero Miami' })).toBeVisible();
  await expect(address.locator('address')).toContainText(/CAS-\d+/);
  await expect(address).toContainText('Horario: Lunes a viernes');
  expect(await storedToken(page)).toMatch(TOKEN);
  await page.context().storageState({ path: DEMO_STATE.es });
});

test('the demo customer signs in in English (?lng=en)', async ({ page }) => {
  await page.goto('/?lng=en');
  await portalReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await signInAsDemo(page, false);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next flight' })).toContainText(/Next flight to Venezuela: \d+ days? and \d+ hours?/);
  await expect(page.getByRole('region', { name: 'My details' })).toContainText(DEMO_CUSTOMER.email);
  await expect(page.getByRole('region', { name: 'My address in the United States' })).toContainText('Opening hours: Monday to Friday');
  await page.context().storageState({ path: DEMO_STATE.en });
});
