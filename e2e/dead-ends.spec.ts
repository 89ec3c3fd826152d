// No dead ends (docs/product.md#error-pages): an unknown address inside the signed-in area, a detail that does not
// exist, and a screen whose code cannot be fetched, in both languages.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_STATE } from './support/demo-state.ts';

const TEXTS = {
  es: {
    main: 'Principal', menu: 'Menú principal', notFound: 'Página no encontrada', start: 'Ir a la página de inicio', retry: 'Reintentar',
    noPackage: 'No encontramos este paquete', packages: 'Ver tus paquetes', noInvoice: 'No encontramos esta factura', invoices: 'Ver tus facturas',
    noShipment: 'No encontramos este envío', noPreAlert: 'No encontramos esta prealerta', unloaded: 'Esta pantalla no se pudo cargar',
    reload: 'Recargar la página', invoicesLink: 'Facturas', invoicesTitle: 'Facturas', packagesLink: 'Paquetes', packagesTitle: 'Paquetes',
  },
  en: {
    main: 'Main', menu: 'Main menu', notFound: 'Page not found', start: 'Go to the start page', retry: 'Try again',
    noPackage: 'We could not find this package', packages: 'See your packages', noInvoice: 'We could not find this invoice', invoices: 'See your invoices',
    noShipment: 'We could not find this shipment', noPreAlert: 'We could not find this pre-alert', unloaded: 'This screen could not load',
    reload: 'Reload the page', invoicesLink: 'Invoices', invoicesTitle: 'Invoices', packagesLink: 'Packages', packagesTitle: 'Packages',
  },
} as const;

/**
 * Waits until the page has heard that the signal went or came back, as it has long before a
 * customer's next tap: a tap in between would ask for the screen's code on a signal the page still
 * thinks it has, and Chromium keeps a failed import failed (src/app/code-can-come.ts).
 */
const browserKnows = (page: Page, online: boolean) => expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(online);

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

for (const language of ['es', 'en'] as const) {
  const text = TEXTS[language];
  test.describe(`dead ends, in ${language}`, () => {
    test.use({ storageState: DEMO_STATE[language], viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('an unknown address inside /home is "page not found" inside the shell', async ({ page }) => {
      await page.goto('/home/no-existe');
      await expect(heading(page, text.notFound)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: text.menu })).toBeVisible();
      await expect(page.getByRole('button', { name: text.reload })).toHaveCount(0);
      await page.getByRole('link', { name: text.start }).click();
      await expect(page).toHaveURL('/home/my-account');
    });

    test('a detail id that is not one is not found at once, never asked of the server, with the way back', async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/packages\/[^/?]*(NaN|abc)/.test(request.url())) asked.push(request.url());
      });
      await page.goto('/home/package/abc');
      await expect(heading(page, text.noPackage)).toBeVisible();
      await expect(page.getByRole('button', { name: text.retry })).toHaveCount(0);
      expect(asked).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: text.packages }).click();
      await expect(page).toHaveURL('/home/package');
    });

    test('an id the customer does not have is not found, never a retry', async ({ page }) => {
      for (const [path, title] of [
        ['/home/package/999999999', text.noPackage],
        ['/home/invoice/999999999', text.noInvoice],
        ['/home/my-shipments/999999999', text.noShipment],
        ['/home/pre-alerts/999999999', text.noPreAlert],
      ] as const) {
        await page.goto(path);
        await expect(heading(page, title)).toBeVisible();
        await expect(page.getByRole('button', { name: text.retry })).toHaveCount(0);
      }
      await page.getByRole('main').getByRole('link').last().click();
      await expect(page).toHaveURL('/home/pre-alerts');
    });

    test('a screen whose code cannot be fetched says so and reloads, never a blank page', async ({ page }) => {
      await page.goto('/home/my-account');
      // The browser's own failure (the one mock allowed): the invoices screen's code cannot be fetched.
      await page.route(/\/assets\/invoices-page-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: text.menu }).click();
      await page.getByRole('navigation', { name: text.main }).getByRole('link', { name: text.invoicesLink }).click();
      await expect(heading(page, text.unloaded)).toBeVisible();
      // Inside the shell: the customer can still go elsewhere.
      await expect(page.getByRole('banner').getByRole('button', { name: text.menu })).toBeVisible();
      await page.unrouteAll();
      await page.getByRole('button', { name: text.reload }).click();
      await expect(heading(page, text.invoicesTitle)).toBeVisible();
      await expect(page).toHaveURL('/home/invoice');
    });

    test('offline, a screen whose code has not come says so; back online, "Reintentar" shows it, without a reload', async ({ page, context }) => {
      await page.goto('/home/my-account');
      await expect(page.getByRole('banner').getByRole('button', { name: text.menu })).toBeVisible();
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await context.setOffline(true);
      await browserKnows(page, false);
      await page.getByRole('button', { name: text.menu }).click();
      await page.getByRole('navigation', { name: text.main }).getByRole('link', { name: text.invoicesLink }).click();
      await expect(heading(page, text.unloaded)).toBeVisible();
      await context.setOffline(false);
      await browserKnows(page, true);
      await page.getByRole('button', { name: text.retry }).click();
      await expect(heading(page, text.invoicesTitle)).toBeVisible();
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    });

    test('a first tap whose toaster cannot be fetched leaves the page as it is, never a blank page', async ({ page }) => {
      // The toaster's code comes with the customer's first tap: on a first visit that lost its signal, it does not.
      let asked = 0;
      await page.route(/\/assets\/toaster-[^/]+\.js$/, (route) => {
        asked += 1;
        return route.abort('internetdisconnected');
      });
      await page.goto('/home/my-account');
      await page.getByRole('button', { name: text.menu }).click();
      await expect.poll(() => asked).toBeGreaterThan(0);
      const menu = page.getByRole('navigation', { name: text.main });
      await expect(menu).toBeVisible();
      // The page and its menu still work: the customer moves on.
      await menu.getByRole('link', { name: text.packagesLink }).click();
      await expect(heading(page, text.packagesTitle)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: text.menu })).toBeVisible();
    });
  });
}
