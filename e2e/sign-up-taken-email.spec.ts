import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { createAccount } from './support/mailbox.ts';
import { DATA_STEP, MY_ACCOUNT, storedToken, toast } from './support/portal.ts';
import { choosePassword, PASSWORD_STEP, reachPasswordStep } from './support/sign-up.ts';

// The password step meets an e-mail that already has an account: the portal tries to sign in
// with the password given (spec §8).
test.describe('sign-up with an e-mail already registered', () => {
  test('a complete account: the "already registered" toast, then the sign-in page', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await reachPasswordStep(page, request, account.email);
    await choosePassword(page, account.password);
    await expect(toast(page, 'Este usuario ya está en nuestros registros. Inicia sesión con tu correo y tu contraseña.')).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await storedToken(page)).toBeNull();
    await expectNoA11yViolations(page);
  });

  test('an account without personal data: the session is kept and the data step opens', async ({ page, request }) => {
    const account = await createAccount(request);
    await reachPasswordStep(page, request, account.email);
    await choosePassword(page, account.password);
    await expect(page).toHaveURL(DATA_STEP);
    expect(await storedToken(page)).toBeTruthy();
    await expectNoA11yViolations(page);
    // A reload keeps the customer on the data step.
    await page.reload();
    await expect(page).toHaveURL(DATA_STEP);
    await page.goto(MY_ACCOUNT);
    await expect(page).toHaveURL(DATA_STEP);
  });

  test('a wrong password: the long wrong-password toast, and the form stays', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await reachPasswordStep(page, request, account.email);
    await choosePassword(page, 'no-es-la-clave');
    await expect(
      toast(page, 'Este correo ya está registrado y la contraseña no es correcta. Usa «¿Olvidaste tu contraseña?» para recuperarla.'),
    ).toBeVisible();
    await expect(page).toHaveURL(PASSWORD_STEP);
    await expect(page.getByLabel(/^Contraseña nueva/)).toHaveValue('no-es-la-clave');
    await expectNoA11yViolations(page);
  });
});
