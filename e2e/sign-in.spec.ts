import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { DEMO_CUSTOMER } from './support/session.ts';
import { MY_ACCOUNT, portalReady, signInAsDemo, storedToken } from './support/portal.ts';

// A wrong password is a path of the session's UI model (e2e/paths/session.spec.ts).
test.describe('sign-in', () => {
  test('the demo customer signs in (Spanish) and lands on the account page', async ({ page }) => {
    await page.goto('/');
    await portalReady(page);
    await expect(page).toHaveTitle(/Iniciar sesión/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);

    await signInAsDemo(page, false);
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Próximo vuelo' })).toContainText(/Próximo vuelo a Venezuela: \d+ días? y \d+ horas?/);
    await expect(page.getByRole('region', { name: 'Próximo vuelo' })).toContainText(/sale el \d\d\/\d\d\/\d{4} a las \d\d:\d\d UTC/);
    const details = page.getByRole('region', { name: 'Mis datos' });
    await expect(details).toContainText(DEMO_CUSTOMER.email);
    await expect(details).toContainText(/CAS-\d+/);
    await expect(details).toContainText('Venezuela');
    const address = page.getByRole('region', { name: 'Mi dirección en Estados Unidos' });
    await expect(address.getByRole('heading', { name: 'Casillero Miami' })).toBeVisible();
    await expect(address.locator('address')).toContainText(/CAS-\d+/);
    await expect(address).toContainText('Horario: Lunes a viernes');
    expect(await storedToken(page)).toBeTruthy();
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
  });

  test('the form is validated as the customer types', async ({ page }) => {
    await page.goto('/');
    await portalReady(page);
    const email = page.getByLabel('Correo electrónico');
    const password = page.getByLabel('Contraseña', { exact: true });
    await email.pressSequentially('maria@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Por favor, ingresa un correo electrónico válido.');
    await email.pressSequentially('example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    await password.pressSequentially('corta');
    await expect(password).toHaveAccessibleDescription('La contraseña debe tener al menos 8 caracteres.');
    await password.pressSequentially('-larga');
    await expect(password).toHaveAccessibleDescription('');

    // Submitting an empty form marks both fields and moves focus to the first.
    await email.fill('');
    await password.fill('');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(email).toHaveAccessibleDescription('Este campo es obligatorio.');
    await expect(password).toHaveAccessibleDescription('Este campo es obligatorio.');
    await expect(email).toBeFocused();
    await expectNoA11yViolations(page);
    await expect(page).toHaveURL('/');
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/');
    await portalReady(page);
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('casillero-demo');
    const toggle = page.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(password).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveValue('casillero-demo');
  });

  test('links to password recovery and sign-up, and the demo-mode notice', async ({ page }) => {
    await page.goto('/');
    await portalReady(page);
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/password-recovery');
    await expect(page.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/create-account');
    const mailbox = page.getByRole('link', { name: 'lee los correos que envía el portal' });
    await expect(mailbox).toHaveAttribute('href', '/dev/mailbox');
    await mailbox.click();
    await expect(page).toHaveURL('/dev/mailbox');
  });

  test('logging out from the account menu returns to / and forgets the token', async ({ page }) => {
    await signInAsDemo(page);
    await page.getByRole('button', { name: /Menú de la cuenta/ }).click();
    await page.getByRole('list', { name: 'Cuenta' }).getByRole('link', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    // The browser's back button does not reopen the signed-in area.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await page.goto(MY_ACCOUNT);
    await expect(page).toHaveURL('/');
  });

  test('/logout signs out and replaces itself with /', async ({ page }) => {
    await signInAsDemo(page);
    const token = await storedToken(page);
    await page.goto('/logout');
    await expect(page).toHaveURL('/');
    expect(await storedToken(page)).toBeNull();
    // The token was revoked on the server too.
    const me = await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });
});
