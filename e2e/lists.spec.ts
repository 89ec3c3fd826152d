import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_STATE } from './support/demo-state.ts';

// The demo customer's four lists (docs/product.md#lists): cards on a phone, whole rows that open on a
// desktop, and the page in the address.
const LISTS = [
  { path: '/home/package', name: 'Tus paquetes', see: 'Ver el paquete ', detail: /\/home\/package\/\d+$/ },
  { path: '/home/pre-alerts', name: 'Tus prealertas', see: 'Ver la prealerta ', detail: /\/home\/pre-alerts\/\d+$/ },
  { path: '/home/my-shipments', name: 'Tus envíos', see: 'Ver el envío ', detail: /\/home\/my-shipments\/\d+$/ },
  { path: '/home/invoice', name: 'Tus facturas', see: 'Ver la factura ', detail: /\/home\/invoice\/\d+$/ },
] as const;

test.use({ storageState: DEMO_STATE.es });

/** The element lies wholly inside the viewport's width. */
async function expectInsideWidth(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('lists on a 360 px phone, in Spanish', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const list of LISTS) {
    test(`${list.path}: a card per row, its title a link, its status and "Ver" on screen; a tap on the card opens it`, async ({ page }) => {
      await page.goto(list.path);
      const cards = page.getByRole('list', { name: list.name }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      const card = cards.first();
      const see = card.getByRole('link', { name: new RegExp(`^${list.see}`) });
      const title = ((await see.getAttribute('aria-label')) ?? '').slice(list.see.length);
      const titleLink = card.getByRole('link', { name: title, exact: true });
      await expect(titleLink).toHaveAttribute('href', (await see.getAttribute('href'))!);
      for (const element of [titleLink, card.locator('.status'), see]) await expectInsideWidth(page, element);

      // An invoice's card shows its date and total beside what is due (docs/product.md#phones-and-small-screens).
      if (list.path === '/home/invoice') await expect(card.locator('dt')).toContainText(['Fecha', 'Total']);

      // A tap anywhere on the card (here its figures) opens the detail, like its links.
      await card.locator('dl').click();
      await expect(page).toHaveURL(list.detail);
    });
  }
});

test.describe('lists at 1280 px, in Spanish', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a click anywhere on a row opens its detail; numbers stay on one line; the table fits its box', async ({ page }) => {
    for (const list of LISTS) {
      await page.goto(list.path);
      const table = page.getByRole('table', { name: list.name });
      const row = table.locator('tbody tr').first();
      await expect(row).toBeVisible();
      // Every column fits: the last ("Ver") is inside the table's box, no sideways scroll.
      const scroll = page.getByRole('group', { name: list.name });
      expect(await scroll.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
      const title = row.getByRole('link').first();
      const lineHeight = await title.evaluate((link) => parseFloat(getComputedStyle(link).lineHeight));
      expect((await title.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
      await row.locator('.status').click();
      await expect(page).toHaveURL(list.detail);
    }
  });

  test('the page is in the address: Back and the "← Paquetes" link return to it, a page past the end shows the last', async ({ page }) => {
    await page.goto('/home/package');
    const table = page.getByRole('table', { name: 'Tus paquetes' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page).toHaveURL('/home/package?page=2');
    await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    const secondPage = (await table.locator('tbody tr').first().textContent()) ?? '';

    await table.getByRole('link', { name: /^Ver el paquete / }).first().click();
    await expect(page).toHaveURL(/\/home\/package\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL('/home/package?page=2');
    await expect(table.locator('tbody tr').first()).toHaveText(secondPage);

    await table.getByRole('link', { name: /^Ver el paquete / }).first().click();
    await page.getByRole('link', { name: '← Paquetes' }).click();
    await expect(page).toHaveURL('/home/package?page=2');
    await expect(table.locator('tbody tr').first()).toHaveText(secondPage);

    // Back to page 1 from the address alone.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/home/package');
    await expect(page.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/home/package?page=999');
    const last = page.getByRole('navigation', { name: 'Páginas' }).getByRole('button', { name: /^Página \d+$/ }).last();
    await expect(last).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(`/home/package?page=${(await last.innerText()).trim()}`);
  });
});
