import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { createAccount } from './support/mailbox.ts';
import { DATA_STEP, MY_ACCOUNT, storedToken } from './support/portal.ts';
import { choosePassword, reachPasswordStep } from './support/sign-up.ts';

// The password step meets an e-mail that already has an account: the portal tries to sign in
// with the password given (spec §8). A complete account and a wrong password are paths of the
// sign-up UI model (e2e/paths/sign-up.spec.ts).
test.describe('sign-up with an e-mail already registered', () => {

  test('an account without personal data: the session is kept and the data step opens', async ({ page, request }) => {
    const account = await createAccount(request);
    await reachPasswordStep(page, request, account.email);
    await choosePassword(page, account.password);
    await expect(page).toHaveURL(DATA_STEP);
    expect(await storedToken(page)).toBeTruthy();
    await expectNoA11yViolations(page);
    // A reload keeps the customer on the data step.
    await page.reload();
    await expect(page).toHaveURL(DATA_STEP);
    await page.goto(MY_ACCOUNT);
    await expect(page).toHaveURL(DATA_STEP);
  });
});
