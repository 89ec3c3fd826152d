// Two tabs of one browser share the session (the token in local storage): the other tab follows a
// log-out and a sign-in, with another account too. The same in Spanish, with the demo customer
// signing in again, is a path of the session's UI model (e2e/paths/session.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { DATA_STEP, MY_ACCOUNT, NO_PROFILE_CUSTOMER, portalReady, signInAsDemo, storedToken, toast } from './support/portal.ts';
import { DEMO_CUSTOMER, signIn } from './support/session.ts';

test.use({ locale: 'en-US' });

async function onMyAccount(page: Page) {
  await expect(page).toHaveURL(MY_ACCOUNT);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My details' })).toContainText(DEMO_CUSTOMER.email);
}

test('the other tab follows a log-out, then a sign-in with another account', async ({ page: first }) => {
  await signInAsDemo(first);
  const second = await first.context().newPage();
  await second.goto(MY_ACCOUNT);
  await onMyAccount(second);

  await first.getByRole('button', { name: /Account menu/ }).click();
  await first.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'Log out' }).click();
  await expect(first).toHaveURL('/');
  await expect(second).toHaveURL('/');
  await expect(toast(second, 'You signed out in another tab.')).toBeVisible();
  await portalReady(second);
  expect(await storedToken(second)).toBeNull();

  // Another customer signs in in the first tab: the second shows that customer (no personal data
  // yet: the sign-up's data step), not the one it showed before.
  await signIn(first, NO_PROFILE_CUSTOMER.email, NO_PROFILE_CUSTOMER.password, { goto: false });
  await expect(first).toHaveURL(DATA_STEP);
  await expect(second).toHaveURL(DATA_STEP);
  await expect(second.getByRole('heading', { name: 'Your personal data', level: 2 })).toBeVisible();
  expect(await storedToken(second)).toBe(await storedToken(first));
});
