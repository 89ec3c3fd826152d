// Password recovery's UI model, path by path: an account made through the API for each path,
// codes from the dev mailbox.
import { expect } from '@playwright/test';
import { recoveryUiModel } from './models/recovery.ts';
import { testUiModel, type UiContext } from './support/ui-model.ts';
import { typeCode } from '../support/code-entry.ts';
import { createAccount, freshEmail, latestCode, mailCount } from '../support/mailbox.ts';
import { MY_ACCOUNT, toast } from '../support/portal.ts';

type T = UiContext<{ email: string; password: string; unknown: string }>;

const NEW_PASSWORD = 'otra-clave-22';

async function enterEmail({ page }: T, email: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar el código' }).click();
}

const signsIn = async (t: T, password: string) =>
  (await t.request.post('/api/auth/token', { data: { email: t.data.email, password } })).status();

testUiModel({
  model: recoveryUiModel,
  setup: async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await page.goto('/password-recovery');
    return { ...account, unknown: freshEmail('nadie') };
  },
  states: {
    emailStep: async ({ page }) => {
      await expect(page).toHaveURL('/password-recovery');
      await expect(page.getByRole('heading', { name: 'Recupera tu contraseña', level: 1 })).toBeVisible();
    },
    unknownEmail: async ({ page, data }) => {
      await expect(toast(page, `Usuario no encontrado: ${data.unknown}`)).toBeVisible();
      await expect(page).toHaveURL('/password-recovery');
      await expect(page.getByLabel('Correo electrónico')).toHaveValue(data.unknown);
    },
    codeEntry: async ({ page, data }) => {
      await expect(toast(page, 'Te enviamos un código de 6 dígitos a tu correo.')).toBeVisible();
      await expect(page).toHaveURL('/password-recovery/code-validation');
      await expect(page.getByText(`Enviamos un código de 6 dígitos a ${data.email}.`, { exact: false })).toBeVisible();
    },
    codeEntryAgain: async ({ page, request, data }) => {
      await expect(page).toHaveURL('/password-recovery/code-validation');
      await expect(page.getByText(`Enviamos un código de 6 dígitos a ${data.email}.`, { exact: false })).toBeVisible();
      await expect(toast(page, 'Te enviamos un código de 6 dígitos a tu correo.')).toHaveCount(0);
      expect(await mailCount(request, data.email)).toBe(2);
    },
    resetStep: async ({ page }) => {
      await expect(page).toHaveURL('/password-reset');
      await expect(page.getByRole('heading', { name: 'Elige una contraseña nueva', level: 1 })).toBeVisible();
    },
    passwordChanged: async ({ page }) => {
      await expect(page).toHaveURL('/password-recovery-success');
      await expect(page.getByRole('heading', { name: 'Tu contraseña fue cambiada', level: 1 })).toBeVisible();
    },
    myAccount: async (t) => {
      await expect(t.page).toHaveURL(MY_ACCOUNT);
      await expect(t.page.getByRole('region', { name: 'Mis datos' })).toContainText(t.data.email);
      expect(await signsIn(t, NEW_PASSWORD)).toBe(200);
      expect(await signsIn(t, t.data.password)).toBe(401);
    },
  },
  events: {
    ENTER_UNKNOWN_EMAIL: (t) => enterEmail(t, t.data.unknown),
    ENTER_EMAIL: (t) => enterEmail(t, t.data.email),
    ENTER_CODE: async ({ page, request, data }) => {
      await typeCode(page, await latestCode(request, data.email));
      await page.getByRole('button', { name: 'Verificar el código' }).click();
    },
    START_OVER: async ({ page }) => {
      await page.goto('/password-recovery');
    },
    CHOOSE_PASSWORD: async ({ page }) => {
      await page.getByLabel(/^Contraseña nueva/).fill(NEW_PASSWORD);
      await page.getByLabel(/^Confirma la contraseña/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Cambiar mi contraseña' }).click();
    },
    CONTINUE: ({ page }) => page.getByRole('button', { name: 'Continuar' }).click(),
  },
});
