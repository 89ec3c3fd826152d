// Notices (docs/product.md#notices): the warehouse receives a package for a new customer through
// its API (docs/product.md#the-warehouse-api), the bell counts it as soon as the window gets the
// focus back, the notices page shows it new, then read, and it opens the package; its e-mail, sent
// once its photo is in, reaches the mailbox in the customer's language. Each test makes its own
// customer: nothing depends on what another test, or a retry, has read.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, mailWithSubject } from './support/mailbox.ts';
import { MY_ACCOUNT, signInThroughApi } from './support/portal.ts';
import { addPhoto, freshTracking, lockerOf, receivePackage } from './support/warehouse.ts';

/** Waits for the bell's first count (GET api/notices) while `open` runs. */
async function withFirstCount(page: Page, open: () => Promise<unknown>): Promise<void> {
  const counted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notices' && response.ok());
  await open();
  await counted;
}

test.describe('notices in Spanish on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a package received counts on the bell at the focus; shown, it is read; it opens the package; its e-mail is in Spanish', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    const locker = await lockerOf(request, account);
    await signInThroughApi(page, account, 'es');
    await withFirstCount(page, () => page.goto(MY_ACCOUNT));
    const bell = page.getByRole('banner').getByRole('link', { name: /^Avisos/ });
    await expect(bell).toHaveAccessibleName('Avisos');
    await expect(bell).toHaveText('');

    const tracking = freshTracking('AVISO');
    const received = await receivePackage(request, { locker, tracking });
    await addPhoto(request, received.id);
    // The customer comes back to the window: counted at once, not at the next minute's turn.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(bell).toHaveAccessibleName('Avisos, 1 sin leer');
    await expect(bell).toHaveText('1');

    await bell.click();
    await expect(page).toHaveURL('/home/notices');
    await expect(page.getByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible();
    const notice = page.getByRole('list', { name: 'Tus avisos' }).getByRole('listitem');
    await expect(notice).toHaveCount(1);
    // Still marked new, in words, while the customer reads it; the bell already counts none.
    await expect(notice.getByText('Nuevo', { exact: true })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Avisos');
    await expect(bell).toHaveText('');

    await notice.getByRole('link', { name: `Recibimos tu paquete ${tracking}` }).click();
    await expect(page).toHaveURL(/\/home\/package\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Paquete ${tracking}` })).toBeVisible();

    const mail = await mailWithSubject(request, account.email, `Recibimos tu paquete ${tracking}`);
    expect(mail.text).toContain(`/home/package/${received.id}`);
  });
});

test.describe('notices in English at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the notice in English opens its package; after a reload it is no longer new; its e-mail is in English', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    const locker = await lockerOf(request, account);
    // Signed in in English, as the portal signs in: the account's e-mails are in English from then.
    expect((await request.post('/api/auth/token', { data: account, headers: { 'Accept-Language': 'en' } })).status()).toBe(200);
    const tracking = freshTracking('NOTICE');
    const received = await receivePackage(request, { locker, tracking });
    await addPhoto(request, received.id);
    await mailWithSubject(request, account.email, `We received your package ${tracking}`);
    await signInThroughApi(page, account, 'en');
    // Shown, the notice is read: the page tells the server once it is on screen.
    const read = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notices/read' && response.ok());
    await page.goto('/home/notices');
    await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    const notice = page.getByRole('list', { name: 'Your notices' }).getByRole('listitem');
    await expect(notice).toHaveCount(1);
    await expect(notice.getByText('New', { exact: true })).toBeVisible();
    const link = notice.getByRole('link', { name: `We received your package ${tracking}` });
    await expect(link).toHaveAttribute('href', `/home/package/${received.id}`);
    await read;
    await expect(page.getByRole('banner').getByRole('link', { name: 'Notices', exact: true })).toBeVisible();

    await page.reload();
    await expect(link).toBeVisible();
    await expect(notice.getByText('New', { exact: true })).toHaveCount(0);

    await link.click();
    await expect(page).toHaveURL(`/home/package/${received.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Package ${tracking}` })).toBeVisible();
  });
});
