// The e-mail confirmation's UI model, path by path, in password recovery: an account made through
// the API for each path, codes from the dev mailbox.
import { expect } from '@playwright/test';
import { emailConfirmationUiModel } from './models/email-confirmation.ts';
import { testUiModel } from './support/ui-model.ts';
import { typeCode } from '../support/code-entry.ts';
import { createAccount, latestCode } from '../support/mailbox.ts';
import { toast } from '../support/portal.ts';

testUiModel({
  model: emailConfirmationUiModel,
  setup: async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await page.goto('/password-recovery');
    return account;
  },
  states: {
    emailStep: async ({ page }) => {
      await expect(page).toHaveURL('/password-recovery');
      await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    },
    codeEntry: async ({ page, data }) => {
      await expect(toast(page, 'Te enviamos un código de 6 dígitos a tu correo.')).toBeVisible();
      await expect(page).toHaveURL('/password-recovery/code-validation');
      await expect(page.getByText(data.email, { exact: false })).toBeVisible();
    },
    confirmed: async ({ page }) => {
      await expect(page).toHaveURL('/password-reset');
    },
  },
  events: {
    ENTER_EMAIL: async ({ page, data }) => {
      await page.getByLabel('Correo electrónico').fill(data.email);
      await page.getByRole('button', { name: 'Enviar el código' }).click();
    },
    ENTER_CODE: async ({ page, request, data }) => {
      await typeCode(page, await latestCode(request, data.email));
      await page.getByRole('button', { name: 'Verificar el código' }).click();
    },
  },
});
