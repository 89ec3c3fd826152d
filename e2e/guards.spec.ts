import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { DEMO_STATE } from './support/demo-state.ts';
import { DEMO_CUSTOMER } from './support/session.ts';
import { DATA_STEP, MY_ACCOUNT, NO_PROFILE_CUSTOMER, openAsDemo, revokeStoredToken, signInThroughApi, storedToken, toast, TOKEN } from './support/portal.ts';

test.describe('route guards', () => {
  test('/home without a token goes to /', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL('/');
    await page.goto(MY_ACCOUNT);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  });

  test.describe('with the demo customer signed in', () => {
    test.use({ storageState: DEMO_STATE.es });

    test('/ with a session goes to /home/my-account, and /home to its account page', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(MY_ACCOUNT);
      await page.goto('/home');
      await expect(page).toHaveURL(MY_ACCOUNT);
      await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    });

    test('a customer with a profile is sent from the sign-up steps to the account page', async ({ page }) => {
      await openAsDemo(page);
      for (const path of [DATA_STEP, '/create-account', '/create-account/code-validation', '/password-recovery']) {
        await page.goto(path);
        await expect(page).toHaveURL(MY_ACCOUNT);
      }
    });

    test('a server that cannot be reached at start-up shows a retry', async ({ page }) => {
      await openAsDemo(page);
      let block = true;
      await page.route('**/api/users/me', (route) => (block ? route.abort('connectionrefused') : route.continue()));
      await page.reload();
      await expect(page.getByRole('heading', { name: 'No podemos conectarnos con el servidor', level: 1 })).toBeVisible({
        timeout: 15_000,
      });
      await expectNoA11yViolations(page);
      expect(await storedToken(page), 'an unreachable server does not end the session').toMatch(TOKEN);
      block = false;
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
      await expect(page).toHaveURL(MY_ACCOUNT);
    });
  });

  test('a customer without a client profile goes to the sign-up data step, and only there', async ({ page }) => {
    // Its own session: /logout below signs it out.
    await signInThroughApi(page, NO_PROFILE_CUSTOMER);
    await page.goto(MY_ACCOUNT);
    await expect(page).toHaveURL(DATA_STEP);
    await expect(page.getByRole('heading', { name: 'Tus datos personales', level: 2 })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(DATA_STEP);
    await page.goto('/');
    await expect(page).toHaveURL(DATA_STEP);

    // The wizard offers no "Iniciar sesión" while the account is being created (docs/product.md#sign-up):
    // /logout signs the started session out.
    await page.goto('/logout');
    await expect(page).toHaveURL('/');
    expect(await storedToken(page)).toBeNull();
    // Without a session, sign-up starts from the beginning.
    await page.goto(DATA_STEP);
    await expect(page).toHaveURL('/create-account');
  });

  test('a session that ends in a sign-up step that needs it leads to sign-in', async ({ page }) => {
    // Its own session: the other tab signs it out.
    await signInThroughApi(page, NO_PROFILE_CUSTOMER);
    await page.goto(DATA_STEP);
    await expect(page.getByRole('heading', { name: 'Tus datos personales', level: 2 })).toBeVisible();
    const other = await page.context().newPage();
    await other.goto(DATA_STEP);
    await other.goto('/logout');
    await expect(other).toHaveURL('/');

    // The wizard's session ended elsewhere: the data step gives way to sign-in.
    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Cerraste sesión en otra pestaña.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('a sign-up step opened without its flow starts sign-up over', async ({ page }) => {
    for (const path of ['/create-account/code-validation', '/create-account/code-validation-success', '/create-account/add-user-information', '/create-account/success']) {
      await page.goto(path);
      await expect(page).toHaveURL('/create-account');
    }
    await expect(page.getByRole('heading', { name: 'Crea una cuenta', level: 1 })).toBeVisible();
  });

  test('an unknown address shows "page not found", with no reload to offer', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Página no encontrada', level: 1 })).toBeVisible();
    await expect(page.getByText('La dirección que abriste no existe.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recargar la página' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ir a la página de inicio' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a 401 in the middle of a session signs out with the session-expired toast', async ({ page }) => {
    // A session of its own, since the test revokes it.
    await signInThroughApi(page, DEMO_CUSTOMER);
    await openAsDemo(page);
    await revokeStoredToken(page);
    // The next call that carries the token (the account page refreshes the customer's data
    // when the language changes) is refused: the portal signs out.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Your session has expired. Please sign in again.')).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });
});
