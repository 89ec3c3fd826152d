// Issue 7: toasts are announced. A screen reader reads what is added to a live region that was
// already on the page; so the toaster's region (sonner's <section aria-live>) must be there, empty,
// before a toast, and the toast must be added inside it, not hidden from assistive technology.
// The toaster loads on the customer's first move (docs/architecture.md#the-first-screen-on-any-host):
// its region is there from then on, long before the server's answer brings a toast.
import { expect, test, type Page } from '@playwright/test';
import { freshEmail } from '../support/mailbox.ts';
import { portalReady, toast } from '../support/portal.ts';
import { signIn } from '../support/session.ts';

/** The toaster's live region, named "Notifications" (with sonner's shortcut). */
const liveRegion = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** The region is on the page, polite or assertive, announces additions, and holds no toast yet. */
async function expectWaitingRegion(page: Page) {
  const region = liveRegion(page);
  await expect(region).toBeAttached();
  await expect(region).toHaveAttribute('aria-live', /^(polite|assertive)$/);
  await expect(region).toHaveAttribute('aria-relevant', /additions/);
  await expect(region.locator('[data-sonner-toast]')).toHaveCount(0);
}

/** The toast is inside the live region, and nothing hides it from assistive technology. */
async function expectAnnounced(page: Page, text: string) {
  const announced = liveRegion(page).locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(announced).toBeVisible();
  expect(await announced.evaluate((element) => element.closest('[aria-hidden="true"], [inert]') === null)).toBe(true);
  await expect(toast(page, text)).toHaveCount(1);
}

test.describe('toasts are announced', () => {
  test.use({ locale: 'en-US' });

  test('an error: a wrong password at sign-in', async ({ page }) => {
    await page.goto('/');
    await portalReady(page);
    await page.getByRole('textbox', { name: /^Email/ }).focus();
    await expectWaitingRegion(page);
    await signIn(page, 'demo@casillero.test', 'not-the-password', { goto: false });
    await expectAnnounced(page, 'The e-mail or the password is incorrect.');
  });

  test('a success: the sign-up code was sent', async ({ page }) => {
    await page.goto('/create-account');
    await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: /^Email/ }).focus();
    await expectWaitingRegion(page);
    await page.getByRole('textbox', { name: /^Email/ }).fill(freshEmail('aviso'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectAnnounced(page, 'We have sent a 6-digit code to your e-mail.');
  });
});
