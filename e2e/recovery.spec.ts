import { expect, test } from '@playwright/test';
import { typeCode } from './support/code-entry.ts';
import { createAccount, latestCode } from './support/mailbox.ts';
import { MY_ACCOUNT, toast } from './support/portal.ts';

// The Spanish recovery end to end is a path of the recovery UI model (e2e/paths/recovery.spec.ts).
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

  test('recovery in English', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await page.goto('/password-recovery?lng=en');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(toast(page, 'We have sent a 6-digit code to your e-mail.')).toBeVisible();
    await expect(page.getByText('It is valid for 10 minutes.')).toBeVisible();
    await typeCode(page, await latestCode(request, account.email));
    await page.getByRole('button', { name: 'Verify the code' }).click();
    await page.getByLabel(/^New password/).fill('english-key-1');
    await page.getByLabel(/^Confirm the password/).fill('english-key-1');
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(MY_ACCOUNT);
  });
});
