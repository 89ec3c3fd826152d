// Sign-up's UI model, path by path: a new e-mail per path, or an account made through the API
// first (complete, or without personal data), or one whose codes for the hour the API spent;
// codes from the dev mailbox.
import { expect, type APIRequestContext } from '@playwright/test';
import { signUpUiModel } from './models/sign-up.ts';
import { testUiModel, type UiContext } from './support/ui-model.ts';
import { emulatePhone } from '../support/a11y-matrix.ts';
import { typeCode } from '../support/code-entry.ts';
import { createAccount, freshEmail, latestCode, mailCount, TEST_PASSWORD } from '../support/mailbox.ts';
import { DATA_STEP, MY_ACCOUNT, storedToken, toast, TOKEN } from '../support/portal.ts';
import { E2E_PIN_RESEND_SECONDS } from '../support/servers.ts';
import { choosePassword, fillPersonalData, fillRecipient, PASSWORD_STEP, underAgeBirthDate, SHIPMENTS_STEP } from '../support/sign-up.ts';

/** `mails`: how many codes the e-mail had received before the customer entered it. */
type T = UiContext<{ email: string; password: string; mails: number }>;

/**
 * Spends the hour's sign-up codes of an e-mail through the API, as another tab or a script could
 * (docs/product.md#rate-limits): codes are asked for, a resend pause apart, until the server
 * refuses with a wait longer than that pause.
 */
async function spendCodeAllowance(request: APIRequestContext, email: string) {
  const path = `/api/auth/${encodeURIComponent(email)}/pin/request?purpose=signup`;
  for (let asked = 0; asked < 20; asked++) {
    const answer = await request.get(path);
    if (answer.status() === 429 && Number(answer.headers()['retry-after']) > E2E_PIN_RESEND_SECONDS) return;
    await new Promise((done) => setTimeout(done, E2E_PIN_RESEND_SECONDS * 1000 + 100));
  }
  throw new Error(`the sign-up codes of ${email} were never refused for the hour`);
}

/** The code screen's wait, in its language: the whole message, the minutes left (under the hour) checked. */
async function showsWait(t: T, message: RegExp) {
  const wait = t.page.getByRole('status').filter({ hasText: message });
  await expect(wait).toBeVisible();
  const minutes = Number((await wait.textContent())?.match(/(\d+) (minutos|minutes)/)?.[1]);
  expect(minutes).toBeGreaterThan(50);
  expect(minutes).toBeLessThanOrEqual(60);
}

const WRONG_PASSWORD = 'no-es-la-clave';

const steps = (t: T) => t.page.getByRole('list', { name: 'Pasos del registro' });
const currentStep = (t: T) => steps(t).locator('[aria-current="step"]');
const backLink = (t: T) => t.page.getByRole('button', { name: '← Volver' });
const signInLink = (t: T) => t.page.getByRole('link', { name: 'Iniciar sesión' });
const nameField = (t: T) => t.page.getByLabel(/^Nombre/);

async function enterEmail(t: T, email: string) {
  t.data.email = email;
  await t.page.getByLabel('Correo electrónico').fill(email);
  await t.page.getByRole('button', { name: 'Continuar' }).click();
}

async function onDataStep(t: T) {
  await expect(t.page).toHaveURL(DATA_STEP);
  await expect(t.page.getByRole('heading', { name: 'Tus datos personales', level: 2 })).toBeVisible();
  await expect(currentStep(t)).toContainText('Datos');
  await expect(backLink(t)).toHaveCount(0);
  // The account is being created: no "Iniciar sesión" (docs/product.md#sign-up).
  await expect(signInLink(t)).toHaveCount(0);
  expect(await storedToken(t.page)).toMatch(TOKEN);
}

async function onShipmentsStep(t: T) {
  await expect(t.page).toHaveURL(SHIPMENTS_STEP);
  await expect(currentStep(t)).toContainText('Envío');
  const locker = t.page.getByRole('region', { name: 'Tu dirección en Estados Unidos' });
  await expect(locker).toContainText('Lucía Mendoza');
  await expect(locker).toContainText(/CAS-\d+/);
}

testUiModel({
  model: signUpUiModel,
  timeout: 120_000,
  setup: async ({ page }) => {
    await page.goto('/create-account');
    return { email: '', password: 'clave-nueva-9', mails: 0 };
  },
  states: {
    emailStep: async ({ page }) => {
      await expect(page).toHaveURL('/create-account');
      await expect(page.getByRole('heading', { name: 'Crea una cuenta', level: 1 })).toBeVisible();
    },
    codeEntry: async ({ page }) => {
      await expect(toast(page, 'Te enviamos un código de 6 dígitos a tu correo.')).toBeVisible();
      await expect(page).toHaveURL('/create-account/code-validation');
      await expect(page.getByRole('heading', { name: 'Ingresa tu código', level: 1 })).toBeVisible();
    },
    codeEntryWaiting: async (t) => {
      await expect(t.page).toHaveURL('/create-account/code-validation');
      await expect(t.page.getByRole('heading', { name: 'Ingresa tu código', level: 1 })).toBeVisible();
      await showsWait(t, /^Se pidieron demasiados códigos en la última hora\. Podrás pedir otro en \d+ minutos\.$/);
      // Nothing was sent, and nothing says it was; a code sent earlier can still be typed.
      await expect(t.page.getByText(`Si ya te llegó un código que enviamos a ${t.data.email}, ingrésalo.`, { exact: false })).toBeVisible();
      await expect(toast(t.page, 'Te enviamos un código de 6 dígitos a tu correo.')).toHaveCount(0);
      expect(await mailCount(t.request, t.data.email)).toBe(t.data.mails);
      await expect(t.page.getByRole('button', { name: 'Enviar un código nuevo' })).toHaveCount(0);
      // It fits the narrowest screen (docs/product.md#breakpoints).
      expect(await t.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    },
    codeEntryWaitingInEnglish: async (t) => {
      await expect(t.page.getByRole('heading', { name: 'Enter your code', level: 1 })).toBeVisible();
      await showsWait(t, /^Too many codes have been asked for in the last hour\. You can ask for another in \d+ minutes\.$/);
      await expect(t.page.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);
    },
    emailConfirmed: async ({ page }) => {
      await expect(page).toHaveURL('/create-account/code-validation-success');
      await expect(page.getByRole('heading', { name: 'Tu correo está confirmado' })).toBeVisible();
    },
    passwordStep: async (t) => {
      await expect(t.page).toHaveURL(PASSWORD_STEP);
      await expect(steps(t).getByRole('listitem')).toHaveText(['1Seguridad', '2Datos', '3Envío']);
      await expect(currentStep(t)).toContainText('Seguridad');
      await expect(backLink(t)).toHaveCount(0);
      await expect(signInLink(t)).toHaveCount(0);
      // The password's rules show before the first submit (docs/product.md#sign-up).
      await expect(t.page.getByLabel(/^Contraseña nueva/)).toHaveAccessibleDescription(/Al menos 8 caracteres\./);
    },
    wrongPassword: async (t) => {
      await expect(
        toast(t.page, 'Este correo ya está registrado y la contraseña no es correcta. Usa «¿Olvidaste tu contraseña?» para recuperarla.'),
      ).toBeVisible();
      await expect(t.page).toHaveURL(PASSWORD_STEP);
      await expect(t.page.getByLabel(/^Contraseña nueva/)).toHaveValue(WRONG_PASSWORD);
    },
    signInPage: async ({ page }) => {
      await expect(toast(page, 'Este usuario ya está en nuestros registros. Inicia sesión con tu correo y tu contraseña.')).toBeVisible();
      await expect(page).toHaveURL('/');
      expect(await storedToken(page)).toBeNull();
    },
    dataStep: async (t) => {
      await onDataStep(t);
      await expect(nameField(t)).toHaveValue('');
    },
    underAge: async (t) => {
      await onDataStep(t);
      await expect(t.page.getByText('Debes tener al menos 18 años.')).toBeVisible();
      await expect(nameField(t)).toHaveValue('Lucía');
    },
    dataKept: async (t) => {
      await onDataStep(t);
      await expect(nameField(t)).toHaveValue('Lucía');
      await expect(t.page.getByLabel(/^Apellido/)).toHaveValue('Mendoza');
    },
    shipmentsStep: async (t) => {
      await onShipmentsStep(t);
      await expect(t.page.getByText('Aún no tienes destinatarios.', { exact: false })).toBeVisible();
    },
    addingRecipient: async ({ page }) => {
      await expect(page).toHaveURL('/create-account/add-shipment');
      await expect(page.getByRole('heading', { name: 'Agrega un destinatario' })).toBeVisible();
    },
    recipientAdded: async (t) => {
      await expect(toast(t.page, 'Destinatario agregado.')).toBeVisible();
      await onShipmentsStep(t);
      await expect(t.page.getByRole('region', { name: 'Destinatarios' })).toContainText('Pedro Mendoza');
    },
    accountReady: async ({ page }) => {
      await expect(page).toHaveURL('/create-account/success');
      await expect(page.getByRole('heading', { name: 'Tu cuenta está lista' })).toBeVisible();
    },
    myAccount: async ({ page, data }) => {
      await expect(page).toHaveURL(MY_ACCOUNT);
      await expect(page.getByRole('region', { name: 'Mis datos' })).toContainText(data.email);
    },
  },
  events: {
    ENTER_NEW_EMAIL: (t) => enterEmail(t, freshEmail('ruta-registro')),
    ENTER_EMAIL_OF_COMPLETE_ACCOUNT: async (t) => {
      t.data.password = TEST_PASSWORD;
      await enterEmail(t, (await createAccount(t.request, { withClient: true })).email);
    },
    ENTER_EMAIL_OF_UNFINISHED_ACCOUNT: async (t) => {
      t.data.password = TEST_PASSWORD;
      await enterEmail(t, (await createAccount(t.request)).email);
    },
    ENTER_EMAIL_PAST_ALLOWANCE: async (t) => {
      // On a phone, in Spanish.
      await emulatePhone(t.page, true);
      const email = freshEmail('ruta-sin-codigos');
      await spendCodeAllowance(t.request, email);
      t.data.mails = await mailCount(t.request, email);
      await enterEmail(t, email);
    },
    SWITCH_TO_ENGLISH: ({ page }) => page.getByRole('button', { name: 'English' }).click(),
    ENTER_CODE: async (t) => {
      // The newest mail is this screen's code: the code state saw it sent (a taken e-mail's older one is used).
      await typeCode(t.page, await latestCode(t.request, t.data.email));
      await t.page.getByRole('button', { name: 'Verificar el código' }).click();
    },
    CONFIRM: ({ page }) => page.getByRole('button', { name: 'Continuar' }).click(),
    CHOOSE_PASSWORD: (t) => choosePassword(t.page, t.data.password),
    ENTER_WRONG_PASSWORD: (t) => choosePassword(t.page, WRONG_PASSWORD),
    SUBMIT_UNDER_AGE: async (t) => {
      await fillPersonalData(t.page, underAgeBirthDate());
      await t.page.getByRole('button', { name: 'Continuar' }).click();
    },
    SUBMIT_DATA: async (t) => {
      // Completes what is missing: everything on an empty form (after reading the terms, which
      // close on a click outside), else a valid birth date.
      if ((await nameField(t).inputValue()) === '') {
        await t.page.getByRole('button', { name: 'Leer los términos y condiciones' }).click();
        const terms = t.page.getByRole('dialog', { name: 'Términos y condiciones' });
        await expect(terms).toBeVisible();
        await t.page.mouse.click(5, 5);
        await expect(terms).toBeHidden();
        await fillPersonalData(t.page);
      } else await t.page.getByRole('textbox', { name: /^Fecha de nacimiento/ }).fill('17-05-1990');
      await t.page.getByRole('button', { name: 'Continuar' }).click();
    },
    ADD_RECIPIENT: ({ page }) => page.getByRole('button', { name: 'Agregar destinatario' }).click(),
    SAVE_RECIPIENT: async ({ page }) => {
      await fillRecipient(page);
      await page.getByRole('button', { name: 'Guardar destinatario' }).click();
    },
    GO_BACK: ({ page }) => page.getByRole('button', { name: /^(← )?Volver$/ }).click(),
    FINISH: ({ page }) => page.getByRole('button', { name: 'Continuar' }).click(),
    GO_TO_MY_ACCOUNT: ({ page }) => page.getByRole('button', { name: 'Ir a mi cuenta' }).click(),
  },
});
