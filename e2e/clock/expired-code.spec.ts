import { expect, test } from '@playwright/test';
import { typeCode } from '../support/code-entry.ts';
import { advanceServerClock, freshEmail, latestCode } from '../support/mailbox.ts';
import { toast } from '../support/portal.ts';
import { askForCode } from '../support/sign-up.ts';

// Moves the server's clock: the clock project has a server of its own (playwright.config.ts).
test('an expired code sends the customer back to the start, with the expired-code toast', async ({ page, request }) => {
  const email = freshEmail('caducado');
  await askForCode(page, email);
  const code = await latestCode(request, email);
  await advanceServerClock(request, 11);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verificar el código' }).click();
  await expect(toast(page, 'Tu código caducó. Pide uno nuevo, por favor.')).toBeVisible();
  await expect(page).toHaveURL('/create-account');
  // The e-mail is still there: one click asks for a new code.
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/create-account/code-validation');
  const fresh = await latestCode(request, email, code);
  await typeCode(page, fresh);
  await page.getByRole('button', { name: 'Verificar el código' }).click();
  await expect(page).toHaveURL('/create-account/code-validation-success');
});
