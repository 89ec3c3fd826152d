// The session's UI model, path by path, with the seeded customers (one with personal data, one
// without); the session "ends elsewhere" as a logout on another device would end it. The second
// tab is a second page of the same browser context: what the customer does happens in the first.
import { expect, type Page } from '@playwright/test';
import { sessionUiModel } from './models/session.ts';
import { testUiModel, type UiContext } from './support/ui-model.ts';
import { DATA_STEP, MY_ACCOUNT, NO_PROFILE_CUSTOMER, portalReady, revokeStoredToken, storedToken, toast, TOKEN } from '../support/portal.ts';
import { DEMO_CUSTOMER, demoData, signIn } from '../support/session.ts';

type T = UiContext<{ secondTab: Page | null; invoice: { id: number; friendly_name: string } | null }>;

/** A pasted link: the invoice's address with a long query (kept through sign-in). */
const invoiceLink = (id: number) => `/home/invoice/${id}?from=${'pegado-'.repeat(60)}`;

async function onSignInPage({ page }: Pick<T, 'page'>) {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await portalReady(page);
}

async function signedOut(t: Pick<T, 'page'>) {
  await onSignInPage(t);
  expect(await storedToken(t.page)).toBeNull();
}

async function onMyAccount(page: Page) {
  await expect(page).toHaveURL(MY_ACCOUNT);
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mis datos' })).toContainText(DEMO_CUSTOMER.email);
  expect(await storedToken(page)).toMatch(TOKEN);
  // The sign-in page's toasts stay behind it (docs/product.md#toasts).
  await expect(toast(page, 'El correo electrónico o la contraseña son incorrectos.')).toBeHidden();
}

const secondTab = ({ data }: T) => {
  expect(data.secondTab, 'a second tab is open').not.toBeNull();
  return data.secondTab!;
};

testUiModel({
  model: sessionUiModel,
  setup: async ({ page }) => {
    await page.goto('/');
    const data: T['data'] = { secondTab: null, invoice: null };
    return data;
  },
  states: {
    signInPage: signedOut,
    wrongCredentials: async (t) => {
      await signedOut(t);
      await expect(toast(t.page, 'El correo electrónico o la contraseña son incorrectos.')).toBeVisible();
      await expect(t.page.getByLabel('Correo electrónico')).toHaveValue(DEMO_CUSTOMER.email);
    },
    myAccount: ({ page }) => onMyAccount(page),
    twoTabs: async (t) => {
      await onMyAccount(t.page);
      await onMyAccount(secondTab(t));
    },
    signedOutInBothTabs: async (t) => {
      await signedOut(t);
      const second = secondTab(t);
      await signedOut({ page: second });
      await expect(toast(second, 'Cerraste sesión en otra pestaña.')).toBeVisible();
    },
    completingProfile: async ({ page }) => {
      await expect(page).toHaveURL(DATA_STEP);
      await expect(page.getByRole('heading', { name: 'Tus datos personales', level: 2 })).toBeVisible();
      expect(await storedToken(page)).toMatch(TOKEN);
    },
    deepLinkSignIn: async (t) => {
      await onSignInPage(t);
      expect(await storedToken(t.page)).toBeNull();
    },
    invoice: async ({ page, data }) => {
      const invoice = data.invoice!;
      await expect(page).toHaveURL(invoiceLink(invoice.id));
      await expect(page.getByRole('heading', { name: `Factura ${invoice.friendly_name}`, level: 1 })).toBeVisible();
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
    OPEN_SECOND_TAB: async ({ page, data }) => {
      const second = await page.context().newPage();
      data.secondTab = second;
      await second.goto(MY_ACCOUNT);
    },
    OPEN_INVOICE_SIGNED_OUT: async ({ page, request, data }) => {
      const [invoice] = await demoData<{ id: number; friendly_name: string }[]>(request, '/api/invoices?page=1&page_size=1');
      data.invoice = invoice!;
      await page.goto(invoiceLink(invoice!.id));
    },
    // The wizard offers no "Iniciar sesión" while the account is being created (docs/product.md#sign-up).
    OPEN_LOGOUT: async ({ page }) => {
      await page.goto('/logout');
    },
  },
});
