import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';
import { MY_ACCOUNT } from './support/portal.ts';

test.describe('the prerendered sign-in page', () => {
  test('arrives as HTML in the visitor\'s language, before any script runs', async ({ browser }) => {
    for (const [locale, heading] of [['es-VE', 'Iniciar sesión'], ['en-US', 'Sign in']] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await expect(page.getByRole('textbox', { name: /correo electrónico|e-?mail/i })).toBeVisible();
      // Until the portal runs, the form cannot be sent (natively, it would put the password in the URL).
      await expect(page.getByRole('button', { name: heading })).toBeDisabled();
      await context.close();
    }
  });

  test('is adopted by the portal without errors, and a session skips it', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const first = await page.goto('/');
    expect(await first?.text()).toContain('data-prerendered="es"');
    await signIn(page, undefined, undefined, { goto: false });
    await expect(page).toHaveURL(MY_ACCOUNT);
    expect(problems).toEqual([]);

    // Signed in, / is the plain portal (no sign-in form flashes), which goes to the account.
    const again = await page.goto('/');
    expect(await again?.text()).not.toContain('data-prerendered');
    await expect(page).toHaveURL(MY_ACCOUNT);
  });
});
