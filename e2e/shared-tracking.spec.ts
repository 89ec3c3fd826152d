// Shared tracking (docs/product.md#shared-tracking): the demo customer makes a link on a shipment's
// page, passed on with the phone's share sheet or copied on a computer; a fresh browser, without an
// account, opens it and sees the tracking and nothing of the customer; once the customer stops
// sharing, the link says it is not available. Each test takes a shipment of its own: stopping
// ends every link of the shipment.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Shipment } from '../src/api/contract/shipments.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { signInThroughApi, toast } from './support/portal.ts';
import { DEMO_CUSTOMER, demoData } from './support/session.ts';

const TRACK_LINK = /^http:\/\/localhost:\d+\/t\/[\w-]{22}$/;

async function demoShipment(request: Parameters<typeof demoData>[0], status: string): Promise<Shipment> {
  const shipments = await demoData<Shipment[]>(request, '/api/shipments?page=1&page_size=50');
  const shipment = shipments.find((s) => s.status === status);
  if (!shipment) throw new Error(`the demo customer has no ${status} shipment`);
  return shipment;
}

/** What the link's page must not show of the customer: the recipient, the locker, a price. */
async function expectNothingPrivate(page: Page, shipment: Shipment, locker: string): Promise<void> {
  const text = await page.locator('body').innerText();
  const { recipient } = shipment;
  for (const secret of [recipient.name, recipient.last_name, recipient.document_id, recipient.phone, recipient.address, shipment.delivery_address, locker]) {
    expect(text, 'the shared page shows nothing of the customer').not.toContain(secret);
  }
  expect(text, 'no price').not.toMatch(/\$|USD/);
}

/** A browser without the customer's session or storage, in a language, at a width. */
async function freshPage(browser: Browser, locale: string, width: number): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: 800 }, isMobile: width < 600, hasTouch: width < 600, reducedMotion: 'reduce' });
  return context.newPage();
}

test.describe('shared tracking in Spanish on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the share sheet gets the link; a fresh browser sees the tracking only; stopped, the link is not available', async ({ page, browser, request }) => {
    const shipment = await demoShipment(request, 'IN_CUSTOMS');
    const { client } = await demoData<{ client: { locker: string } }>(request, '/api/users/me');
    // The phone's share sheet, as the page hands it the link.
    await page.addInitScript(() => {
      navigator.share = async (data?: ShareData) => {
        (window as unknown as { sharedUrl?: string }).sharedUrl = data?.url;
      };
    });
    await signInThroughApi(page, DEMO_CUSTOMER, 'es');
    await page.goto(`/home/my-shipments/${shipment.id}`);
    await page.getByRole('button', { name: 'Compartir seguimiento' }).click();
    await expect(page.getByText(/^Compartido hasta el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    const url = await page.evaluate(() => (window as unknown as { sharedUrl?: string }).sharedUrl);
    expect(url).toMatch(TRACK_LINK);

    const visitor = await freshPage(browser, 'es-VE', 360);
    await visitor.goto(url!);
    await expect(visitor.getByRole('heading', { level: 1, name: `Envío ${shipment.tracking}` })).toBeVisible();
    await expect(visitor).toHaveTitle(`Seguimiento ${shipment.tracking} · Casillero`);
    await expect(visitor.getByRole('main')).toContainText('En aduana');
    const timeline = visitor.getByRole('region', { name: 'Historial de estados' });
    await expect(timeline.getByRole('listitem').first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(visitor.getByText(/^Este enlace funciona hasta el \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
    await expectNothingPrivate(visitor, shipment, client.locker);
    // It fits the phone: nothing scrolls sideways.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(visitor);

    await page.getByRole('button', { name: 'Dejar de compartir' }).click();
    await expect(toast(page, 'El enlace de seguimiento ya no funciona.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dejar de compartir' })).toHaveCount(0);

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Este enlace no está disponible' })).toBeVisible();
    await expect(visitor.getByRole('main')).toContainText('Pídele uno nuevo.');
    await expectNoA11yViolations(visitor);
    await visitor.context().close();
  });
});

test.describe('shared tracking in English at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

  test('without a share sheet the link is copied; it opens in English', async ({ page, browser, request, context }) => {
    const shipment = await demoShipment(request, 'OUT_FOR_DELIVERY');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A computer's browser: no share sheet.
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    await signInThroughApi(page, DEMO_CUSTOMER, 'en');
    await page.goto(`/home/my-shipments/${shipment.id}`);
    await page.getByRole('button', { name: 'Share tracking' }).click();
    await expect(toast(page, 'Link copied.')).toBeVisible();
    await expect(page.getByText(/^Shared until \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(TRACK_LINK);

    const visitor = await freshPage(browser, 'en-US', 1280);
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { level: 1, name: `Shipment ${shipment.tracking}` })).toBeVisible();
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
    await expect(visitor.getByRole('main')).toContainText('Out for delivery');
    await expect(visitor.getByRole('region', { name: 'Status history' })).toBeVisible();
    await expect(visitor.getByText(/^This link works until \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
    // The language switch turns the page Spanish without asking again.
    await visitor.getByRole('button', { name: 'Español' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: `Envío ${shipment.tracking}` })).toBeVisible();
    await visitor.context().close();

    // Left as it was found for the other specs.
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(toast(page, 'The tracking link no longer works.')).toBeVisible();
  });
});
