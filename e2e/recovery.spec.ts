import { expect, test } from '@playwright/test';
import { typeCode } from './support/code-entry.ts';
import { createAccount, latestCode } from './support/mailbox.ts';
import { MY_ACCOUNT, toast } from './support/portal.ts';
import { signIn } from './support/session.ts';

test.describe('password recovery', () => {
  test('a customer recovers the password with the mailed code and is signed in', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await page.goto('/');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL('/password-recovery');
    await expect(page.getByRole('heading', { name: 'Recupera tu contraseña', level: 1 })).toBeVisible();

    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByRole('button', { name: 'Enviar el código' }).click();
    await expect(toast(page, 'Te enviamos un código de 6 dígitos a tu correo.')).toBeVisible();
    await expect(page).toHaveURL('/password-recovery/code-validation');
    await expect(page.getByText(`Enviamos un código de 6 dígitos a ${account.email}. Es válido por 10 minutos.`)).toBeVisible();

    await typeCode(page, await latestCode(request, account.email));
    await page.getByRole('button', { name: 'Verificar el código' }).click();
    await expect(page).toHaveURL('/password-reset');
    await expect(page.getByRole('heading', { name: 'Elige una contraseña nueva', level: 1 })).toBeVisible();

    // The confirmation must match before anything is sent.
    await page.getByLabel(/^Contraseña nueva/).fill('otra-clave-22');
    await page.getByLabel(/^Confirma la contraseña/).fill('otra-clave-2');
    await page.getByRole('button', { name: 'Cambiar mi contraseña' }).click();
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await page.getByLabel(/^Confirma la contraseña/).fill('otra-clave-22');
    await page.getByRole('button', { name: 'Cambiar mi contraseña' }).click();

    await expect(page).toHaveURL('/password-recovery-success');
    await expect(page.getByRole('heading', { name: 'Tu contraseña fue cambiada', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(MY_ACCOUNT);

    // The old password no longer works; the new one does.
    await page.goto('/logout');
    await expect(page).toHaveURL('/');
    await signIn(page, account.email, account.password, { goto: false });
    await expect(toast(page, 'El correo electrónico o la contraseña son incorrectos.')).toBeVisible();
    await signIn(page, account.email, 'otra-clave-22', { goto: false });
    await expect(page).toHaveURL(MY_ACCOUNT);
  });

  test('the reset and success pages need the flow: opened directly, they lead to sign-in', async ({ page }) => {
    await page.goto('/password-reset');
    await expect(page).toHaveURL('/');
    await page.goto('/password-recovery-success');
    await expect(page).toHaveURL('/');
    // The code page without an e-mail starts the flow over.
    await page.goto('/password-recovery/code-validation');
    await expect(page).toHaveURL('/password-recovery');
  });

  test('recovery in English', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await page.goto('/password-recovery?lng=en');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(toast(page, 'We have sent a 6-digit code to your e-mail.')).toBeVisible();
    await expect(page.getByText('It is valid for 10 minutes.')).toBeVisible();
    await typeCode(page, await latestCode(request, account.email));
    await page.getByRole('button', { name: 'Verify the code' }).click();
    await page.getByLabel(/^New password/).fill('english-key-1');
    await page.getByLabel(/^Confirm the password/).fill('english-key-1');
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(MY_ACCOUNT);
  });
});
