import { expect, test } from '@playwright/test';

// Recovery end to end is a path of the recovery UI model (e2e/paths/recovery.spec.ts), in Spanish,
// and is walked in English by the route matrix (e2e/a11y/routes.spec.ts).
test.describe('password recovery', () => {

  test('the reset and success pages need the flow: opened directly, they lead to sign-in', async ({ page }) => {
    await page.goto('/password-reset');
    await expect(page).toHaveURL('/');
    await page.goto('/password-recovery-success');
    await expect(page).toHaveURL('/');
    // The code page without an e-mail starts the flow over.
    await page.goto('/password-recovery/code-validation');
    await expect(page).toHaveURL('/password-recovery');
  });
});
