// Back closes what is open (docs/product.md#steps-and-history): a dialog the customer opened is a
// history entry of its own, so the phone's Back closes it and stays on the page; closed with its
// own button, its entry goes with it, so the next Back leaves the page; and a dialog whose action
// ends on another page leaves the history as the customer walked it. On a phone, in both
// languages, on the server whose consolidation switch is on: a new customer with a recipient and
// a requested shipment (e2e/support/lifecycle.ts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '../src/lib/paths.ts';
import { customerWithShipment } from './support/lifecycle.ts';
import { toast } from './support/portal.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { signIn } from './support/session.ts';

test.use({ baseURL: E2E_SERVERS.shipping.baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/**
 * The dialog closed by its button has gone back over its entry: the browser takes a moment, and a
 * Back sent sooner (no hand is that quick) would be the dialog's.
 */
async function entryGone(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => 'casilleroDialog' in ((history.state as object | null) ?? {}))).toBe(false);
}

/** The phone's Back: the dialog closes and the page stays, its address unchanged. */
async function backCloses(page: Page, dialog: Locator, address: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(address);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(address);
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the recipient deletion: Back closes it; Cancel leaves no entry; a deletion leaves the page as it was reached', async ({ page, request }) => {
    const { account } = await customerWithShipment(request, { label: 'ATRAS' });
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(paths.myAccount);
    await page.goto(paths.myProfile);
    await page.goto(paths.recipientTab);
    const panel = page.getByRole('tabpanel', { name: 'Destinatarios' });
    const remove = panel.getByRole('button', { name: 'Eliminar a Luis Rivas' });
    const dialog = page.getByRole('dialog', { name: '¿Eliminar este destinatario?' });

    await remove.tap();
    await backCloses(page, dialog, paths.recipientTab);
    await expect(remove).toBeVisible();

    // Closed with its button: the next Back is the previous page's, not a dead entry.
    await remove.tap();
    await dialog.getByRole('button', { name: 'Cancelar' }).tap();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(paths.recipientTab);
    await entryGone(page);
    await page.goBack();
    await expect(page).toHaveURL(paths.myProfile);
    await page.goForward();
    await expect(page).toHaveURL(paths.recipientTab);

    // Deleted: the dialog closes on its own, its entry with it.
    await remove.tap();
    await dialog.getByRole('button', { name: 'Eliminar destinatario' }).tap();
    await expect(toast(page, 'Destinatario eliminado.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeHidden();
    await entryGone(page);
    await page.goBack();
    await expect(page).toHaveURL(paths.myProfile);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the shipment request’s cancellation: Back closes it; Keep leaves no entry; cancelled, Back goes to the shipment, then the list', async ({ page, request }) => {
    const { account, shipment } = await customerWithShipment(request, { label: 'ATRAS' });
    const shipmentPage = paths.shipmentDetail(shipment.id);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(paths.myAccount);
    await page.goto(paths.myShipments);
    await page.getByRole('link', { name: `See shipment ${shipment.tracking}` }).tap();
    await expect(page).toHaveURL(shipmentPage);
    const heading = page.getByRole('heading', { name: `Shipment ${shipment.tracking}`, level: 1 });
    const ask = page.getByRole('button', { name: 'Cancel request' });
    const dialog = page.getByRole('dialog', { name: 'Cancel this shipment request?' });

    await ask.tap();
    await backCloses(page, dialog, shipmentPage);
    await expect(heading).toBeVisible();
    // Forward after Back shows nothing new: the dialog does not come back in an odd state.
    await page.goForward();
    await expect(page).toHaveURL(shipmentPage);
    await expect(dialog).toBeHidden();

    await ask.tap();
    await dialog.getByRole('button', { name: 'Keep the request' }).tap();
    await expect(dialog).toBeHidden();
    await entryGone(page);
    await page.goBack();
    await expect(page).toHaveURL(paths.myShipments);
    await page.goForward();
    await expect(heading).toBeVisible();

    // Cancelled, the flow goes to the list in the dialog's place: Back returns to the shipment, now
    // cancelled, and the next Back to the list the customer came from.
    await ask.tap();
    await dialog.getByRole('button', { name: 'Cancel request' }).tap();
    await expect(toast(page, 'Your shipment request was cancelled.')).toBeVisible();
    await expect(page).toHaveURL(paths.myShipments);
    await expect(page.getByRole('heading', { name: 'My shipments', level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(shipmentPage);
    await expect(heading).toBeVisible();
    await expect(page.locator('.shipment-title .status')).toHaveText(/cancelled/i);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(paths.myShipments);
  });
});
