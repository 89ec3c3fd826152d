import { expect, test } from '@playwright/test';
import { typeCode } from '../support/code-entry.ts';
import { advanceServerClock, freshEmail, latestCode, mailCount } from '../support/mailbox.ts';
import { toast } from '../support/portal.ts';
import { askForCode } from '../support/sign-up.ts';

// Moves the server's clock: the clock project has a server of its own (playwright.config.ts),
// which keeps the contract's minute between two codes. One test at a time: a clock moved by one
// would lapse the other's code.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a code asked for again within the minute: none is sent, the last one stands and works (es, then en), on a phone', async ({ page, request }) => {
  // A long e-mail: the code screen names it, and still fits the phone (it breaks only where it must).
  const email = freshEmail('maria-fernanda-otra-vez');
  await askForCode(page, email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const code = await latestCode(request, email);
  // Back to the e-mail step, and on again at once.
  await page.goBack();
  await expect(page).toHaveURL('/create-account');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(toast(page, 'Tu código anterior sigue valiendo.')).toBeVisible();
  await expect(toast(page, 'Te enviamos un código de 6 dígitos a tu correo.')).toHaveCount(1);
  await expect(page).toHaveURL('/create-account/code-validation');
  expect(await mailCount(request, email)).toBe(1);
  // In English too, and the code still works.
  await page.goBack();
  await page.getByRole('group', { name: 'Idioma' }).first().getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The last toast (the Spanish one, if still shown, now reads in English too).
  await expect(toast(page, 'Your previous code is still valid.').last()).toBeVisible();
  await expect(page).toHaveURL('/create-account/code-validation');
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify the code' }).click();
  await expect(page).toHaveURL('/create-account/code-validation-success');
});

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
