// Helpers of the portal's own specs (sign-in, shell, my-account): waiting for the signed-in
// area, reading the stored token, revoking it behind the portal's back.
import { expect, type Page } from '@playwright/test';
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

/** The bearer token the portal keeps in local storage (`userToken`). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('userToken'));
}

/** Revokes the portal's token through the API, as another tab's logout or an admin would. */
export async function revokeStoredToken(page: Page): Promise<void> {
  const token = await storedToken(page);
  expect(token, 'a token is stored').toBeTruthy();
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
