// The session's UI model, path by path, with the seeded customers (one with personal data, one
// without); the session "ends elsewhere" as a logout on another device would end it.
import { expect } from '@playwright/test';
import { sessionUiModel } from './models/session.ts';
import { testUiModel, type UiContext } from './support/ui-model.ts';
import { DATA_STEP, MY_ACCOUNT, NO_PROFILE_CUSTOMER, portalReady, revokeStoredToken, storedToken, toast, TOKEN } from '../support/portal.ts';
import { DEMO_CUSTOMER, signIn } from '../support/session.ts';

type T = UiContext<Record<string, never>>;

async function onSignInPage({ page }: T) {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await portalReady(page);
}

async function signedOut(t: T) {
  await onSignInPage(t);
  expect(await storedToken(t.page)).toBeNull();
}

testUiModel({
  model: sessionUiModel,
  setup: async ({ page }) => {
    await page.goto('/');
    return {};
  },
  states: {
    signInPage: signedOut,
    wrongCredentials: async (t) => {
      await signedOut(t);
      await expect(toast(t.page, 'El correo electrónico o la contraseña son incorrectos.')).toBeVisible();
      await expect(t.page.getByLabel('Correo electrónico')).toHaveValue(DEMO_CUSTOMER.email);
    },
    myAccount: async ({ page }) => {
      await expect(page).toHaveURL(MY_ACCOUNT);
      await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Mis datos' })).toContainText(DEMO_CUSTOMER.email);
      expect(await storedToken(page)).toMatch(TOKEN);
    },
    completingProfile: async ({ page }) => {
      await expect(page).toHaveURL(DATA_STEP);
      await expect(page.getByRole('heading', { name: 'Tus datos personales', level: 2 })).toBeVisible();
      expect(await storedToken(page)).toMatch(TOKEN);
    },
    sessionExpired: async (t) => {
      await signedOut(t);
      await expect(toast(t.page, 'Tu sesión ha expirado. Por favor, inicia sesión de nuevo.')).toBeVisible();
    },
    signedOut: async (t) => {
      await signedOut(t);
      // The signed-in area stays closed.
      await t.page.goto(MY_ACCOUNT);
      await onSignInPage(t);
    },
  },
  events: {
    SIGN_IN: ({ page }) => signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { goto: false }),
    SIGN_IN_WRONG_PASSWORD: ({ page }) => signIn(page, DEMO_CUSTOMER.email, 'no-es-la-clave', { goto: false }),
    SIGN_IN_WITHOUT_CLIENT: ({ page }) =>
      signIn(page, NO_PROFILE_CUSTOMER.email, NO_PROFILE_CUSTOMER.password, { goto: false }),
    RELOAD: async ({ page }) => {
      await page.reload();
    },
    SESSION_ENDS_ELSEWHERE: async ({ page }) => {
      await revokeStoredToken(page);
      await page.reload();
    },
    LOG_OUT: async ({ page }) => {
      await page.getByRole('button', { name: /Menú de la cuenta/ }).click();
      await page.getByRole('list', { name: 'Cuenta' }).getByRole('link', { name: 'Cerrar sesión' }).click();
    },
    SIGN_IN_INSTEAD: async ({ page }) => {
      await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    },
  },
});
