import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { MY_ACCOUNT, portalReady, signInAsDemo, storedToken } from './support/portal.ts';

// Signing in with the demo customer, in each language, is the setup project (e2e/demo.setup.ts);
// a wrong password is a path of the session's UI model (e2e/paths/session.spec.ts). The tests
// that sign out sign in on their own: signing out revokes the token.
test.describe('sign-in', () => {
  test('the form is validated as the customer types', async ({ page }) => {
    await page.goto('/');
    await portalReady(page);
    const email = page.getByLabel('Correo electrónico');
    const password = page.getByLabel('Contraseña', { exact: true });
    await email.pressSequentially('maria@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Ingresa un correo electrónico válido, por favor.');
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
    await expect(page.getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute('href', '/create-account');
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
