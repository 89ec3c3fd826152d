// Helpers of the portal's own specs (sign-in, shell, my-account): waiting for the signed-in
// area, reading the stored token, revoking it behind the portal's back.
import { expect, test, type Page } from '@playwright/test';
import { SESSION_HINT_COOKIE } from '../../src/api/contract/cookies.ts';
import { DEMO_CUSTOMER, signIn } from './session.ts';

export const NO_PROFILE_CUSTOMER = { email: 'sinperfil@casillero.test', password: 'casillero-demo' } as const;

export const MY_ACCOUNT = '/home/my-account';
export const DATA_STEP = '/create-account/add-user-information/data';

/** Signs the demo customer in through the form and waits for the account page. */
export async function signInAsDemo(page: Page, goto: string | false = '/'): Promise<void> {
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { goto });
  await expect(page).toHaveURL(MY_ACCOUNT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Opens a page of the signed-in area as the demo customer, in a spec that starts from a
 * DEMO_STATE (e2e/support/demo-state.ts), and waits for its heading.
 */
export async function openAsDemo(page: Page, path: string = MY_ACCOUNT): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Signs a customer in without the form (for a spec that is not about signing in, with an account
 * it made through the API): the browser gets what a sign-in through the form leaves, the token in
 * local storage and the session hint cookie, and the language when one is given. Nothing is open
 * yet: the spec goes to its page next.
 */
export async function signInThroughApi(
  page: Page,
  account: { email: string; password: string },
  language?: 'es' | 'en',
): Promise<void> {
  const login = await page.request.post('/api/auth/token', { data: account });
  expect(login.status(), `${account.email} signs in through the API`).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const { hostname } = new URL(origin);
  await page.context().setStorageState({
    cookies: [
      { name: SESSION_HINT_COOKIE, value: '1', domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
    ],
    origins: [
      {
        origin,
        localStorage: [{ name: 'userToken', value: token }, ...(language ? [{ name: 'i18nextLng', value: language }] : [])],
      },
    ],
  });
}

/** What a bearer token looks like: 256 random bits in base64url. */
export const TOKEN = /^[\w-]{43}$/;

/** The bearer token the portal keeps in local storage (`userToken`). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('userToken'));
}

/** Revokes the portal's token through the API, as another tab's logout or an admin would. */
export async function revokeStoredToken(page: Page): Promise<void> {
  const token = await storedToken(page);
  expect(token, 'a token is stored').toMatch(TOKEN);
  const response = await page.request.get('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(204);
}

/** A sonner toast with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Waits until the portal runs on a prerendered page (its sign-in button is enabled): before that
 * the page is plain HTML, and a click or a keystroke has no effect yet.
 */
export async function portalReady(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^(iniciar sesión|sign in)$/i })).toBeEnabled();
}

/**
 * Chooses a language with the portal's buttons: in the header, or where a phone's header has no
 * room for them, in the main menu's drawer, closed again after (docs/product.md#large-text).
 */
export async function chooseLanguage(page: Page, name: 'English' | 'Español'): Promise<void> {
  const choice = page.getByRole('button', { name, exact: true }).filter({ visible: true });
  const menu = page.getByRole('button', { name: /^(Menú principal|Main menu)$/ });
  const inMenu = (await choice.count()) === 0;
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  const press = (target: typeof choice) => (touch ? target.tap() : target.click());
  if (inMenu) await press(menu);
  await press(choice);
  if (inMenu) await press(menu);
}
