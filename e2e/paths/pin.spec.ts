// The code entry's UI model, path by path, in sign-up: the codes come from the dev mailbox.
import { expect } from '@playwright/test';
import { PIN_MAX_TRIES, PIN_RESEND_SECONDS } from '../../src/api/contract/limits.ts';
import { pinUiModel } from './models/pin.ts';
import { testUiModel, type UiContext } from './support/ui-model.ts';
import { boxValues, typeCode } from '../support/code-entry.ts';
import { freshEmail, latestCode, mailCount } from '../support/mailbox.ts';
import { toast } from '../support/portal.ts';
import { E2E_PIN_RESEND_SECONDS } from '../support/servers.ts';
import { askForCode } from '../support/sign-up.ts';

type T = UiContext<{ email: string; code: string; wrongTries: number }>;

/** A wrong code's toast, with the tries its code has left. */
const triesLeftToast = (left: number) =>
  left === 0
    ? 'El código no es correcto y no te quedan intentos: pide uno nuevo.'
    : `El código no es correcto. ${left === 1 ? 'Te queda 1 intento' : `Te quedan ${left} intentos`}.`;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const verify = (t: T) => t.page.getByRole('button', { name: 'Verificar el código' });
const resend = (t: T) => t.page.getByRole('button', { name: 'Enviar un código nuevo' });

async function onCodeScreen(t: T) {
  await expect(t.page).toHaveURL('/create-account/code-validation');
  await expect(t.page.getByRole('heading', { name: 'Ingresa tu código', level: 1 })).toBeVisible();
  expect(await boxValues(t.page)).toEqual(['', '', '', '', '', '']);
  await expect(verify(t)).toBeDisabled();
}

async function enterWrongCode(t: T) {
  await typeCode(t.page, wrong(t.data.code));
  await verify(t).click();
  t.data.wrongTries++;
}

testUiModel({
  model: pinUiModel,
  setup: async ({ page, request }) => {
    // The page's minute before a resend is fast-forwarded (WAIT_FOR_RESEND).
    await page.clock.install();
    const email = freshEmail('ruta-codigo');
    await askForCode(page, email);
    return { email, code: await latestCode(request, email), wrongTries: 0 };
  },
  states: {
    coolingDown: async (t) => {
      await onCodeScreen(t);
      await expect(resend(t)).toBeDisabled();
    },
    wrongCode: async (t) => {
      // The server says how many tries the code has left (docs/product.md#codes).
      await expect(toast(t.page, triesLeftToast(PIN_MAX_TRIES - t.data.wrongTries))).toBeVisible();
      await onCodeScreen(t);
    },
    resendReady: async (t) => {
      await onCodeScreen(t);
      await expect(resend(t)).toBeEnabled();
    },
    codeResent: async (t) => {
      await expect(toast(t.page, 'Te enviamos un código nuevo por correo.')).toBeVisible();
      await onCodeScreen(t);
      await expect(resend(t)).toBeDisabled();
    },
    granted: async ({ page }) => {
      await expect(page).toHaveURL('/create-account/code-validation-success');
      await expect(page.getByRole('heading', { name: 'Tu correo está confirmado' })).toBeVisible();
    },
    spent: async ({ page, data }) => {
      await expect(toast(page, 'Tu código caducó. Pide uno nuevo, por favor.')).toBeVisible();
      await expect(page).toHaveURL('/create-account');
      await expect(page.getByLabel('Correo electrónico')).toHaveValue(data.email);
    },
  },
  events: {
    ENTER_CODE: async (t) => {
      await typeCode(t.page, t.data.code);
      await verify(t).click();
    },
    ENTER_WRONG_CODE: enterWrongCode,
    SPEND_TRIES: async (t) => {
      // Every try but the last is refused as wrong (the boxes empty again); the one after is refused as spent.
      while (t.data.wrongTries < PIN_MAX_TRIES) {
        await enterWrongCode(t);
        await expect.poll(() => boxValues(t.page)).toEqual(['', '', '', '', '', '']);
      }
      await enterWrongCode(t);
    },
    WAIT_FOR_RESEND: async (t) => {
      // The e2e server's cool-down is E2E_PIN_RESEND_SECONDS, really waited; the page's own
      // minute (the portal's cool-down) passes on its fake clock.
      await new Promise((done) => setTimeout(done, E2E_PIN_RESEND_SECONDS * 1000));
      await expect(resend(t)).toBeDisabled();
      await t.page.clock.fastForward(PIN_RESEND_SECONDS * 1000);
      await expect(resend(t)).toBeEnabled();
    },
    RESEND: async (t) => {
      const before = await mailCount(t.request, t.data.email);
      await resend(t).click();
      await expect.poll(() => mailCount(t.request, t.data.email)).toBe(before + 1);
      t.data.code = await latestCode(t.request, t.data.email);
      // A new code, with all its tries.
      t.data.wrongTries = 0;
    },
  },
});
