import { expect, test } from '@playwright/test';
import { FIRST_SCREEN_CODE_META } from '../src/api/contract/page.ts';
import { DEMO_STATE } from './support/demo-state.ts';
import { chooseLanguage, openAsDemo } from './support/portal.ts';

test.use({ storageState: DEMO_STATE.es });

test.describe('my account', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a signed-in load checks the session once and fetches the code its page links and names, all of it used', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      requested.push(url.pathname + url.search);
    });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await openAsDemo(page);
    await expect(page.getByRole('region', { name: 'Mi dirección en Estados Unidos' }).locator('address')).toBeVisible();
    // React, the boot and the client linked by the page; the shell, its stylesheet and the signed-in
    // area's catalog named for the entry (the public texts' Spanish catalog is in the boot).
    const served = await (await page.request.get(page.url(), { headers: { Accept: 'text/html' } })).text();
    const linked = [...served.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(linked).toHaveLength(3);
    expect(linked.some((file) => /\/react-[\w-]+\.js$/.test(file))).toBe(true);
    const named = ((await page.locator(`meta[name="${FIRST_SCREEN_CODE_META}"]`).getAttribute('content')) ?? '').split(' ');
    expect(named.length).toBeGreaterThanOrEqual(3);
    expect(named.some((file) => /\/signed-in-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of linked) expect(requested, file).toContain(file);
    for (const file of named) expect(requested, file).toContain(file);
    expect(requested.filter((path) => path === '/api/users/me')).toHaveLength(1);
    // Nothing named twice in a load, nothing refused.
    expect(requested.filter((path, index) => requested.indexOf(path) !== index)).toEqual([]);
    expect(failed).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('the header keeps 44 px targets and a round avatar; the locker address copies line by line, and all of it', async ({ page }) => {
      await openAsDemo(page);
      // docs/product.md#phones-and-small-screens: the menu, the search and the avatar, 44×44 px at least; the avatar a circle.
      for (const [what, target] of [
        ['menu', page.getByRole('button', { name: 'Menú principal' })],
        ['search', page.getByRole('link', { name: /^Buscar por número/ })],
        ['avatar', page.getByRole('button', { name: /Menú de la cuenta/ })],
      ] as const) {
        const box = (await target.boundingBox())!;
        expect(box.width, what).toBeGreaterThanOrEqual(44);
        expect(box.height, what).toBeGreaterThanOrEqual(44);
      }
      const avatar = page.locator('.account-menu__avatar');
      const circle = (await avatar.boundingBox())!;
      expect(circle.width).toBeCloseTo(circle.height, 0);
      expect(await avatar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

      // docs/product.md#locker-address: the lines as stores' forms ask for them, the locker code alone on line 2.
      const card = page.getByRole('region', { name: 'Mi dirección en Estados Unidos' });
      const lines = card.locator('address dd');
      await expect(card.locator('address dt')).toHaveText([
        'Nombre completo',
        'Dirección, línea 1',
        'Dirección, línea 2 (tu casillero)',
        'Ciudad, estado y código postal',
        'País',
        'Teléfono',
      ]);
      await expect(lines.nth(0)).toHaveText(/^\S+ \S+/);
      await expect(lines.nth(1)).toHaveText('8200 NW 41st St, Suite 100');
      await expect(lines.nth(2)).toHaveText(/^CAS-\d+$/);
      await expect(lines.nth(3)).toHaveText('Doral, FL 33166');
      await expect(lines.nth(4)).toHaveText('United States');
      await expect(lines.nth(5)).toHaveText('+1 305-555-0142');
      // The code on one line of its own, never split; nothing runs off the screen.
      const code = card.locator('.locker-address__code');
      expect(await code.evaluate((element) => element.getClientRects().length)).toBe(1);
      // Against the width: a phone's layout viewport grows to fit a page too wide.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      const locker = (await lines.nth(2).innerText()).trim();
      await card.getByRole('button', { name: 'Copiar línea 2' }).tap();
      await expect(card.getByRole('status')).toHaveText('Copiado');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(locker);
      await card.getByRole('button', { name: 'Copiar el teléfono' }).tap();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+1 305-555-0142');

      await card.getByRole('button', { name: 'Copiar todo' }).tap();
      await expect(card.getByRole('status')).toHaveText('Copiado');
      const all = await page.evaluate(() => navigator.clipboard.readText());
      expect(all.split('\n')).toEqual((await lines.allInnerTexts()).map((text) => text.trim()));
      expect(all).not.toContain('Casillero Miami'); // the warehouse's title is not part of the address
      // The feedback goes away by itself.
      await expect(card.getByText('Copiado')).toBeHidden({ timeout: 5_000 });

      // In English, the fields as US stores name them.
      await chooseLanguage(page, 'English');
      const english = page.getByRole('region', { name: 'My address in the United States' });
      await expect(english.locator('address dt').nth(2)).toHaveText('Address line 2 (your locker)');
      await expect(english.getByRole('button', { name: 'Copy line 2' })).toBeVisible();
      await expect(english.getByRole('button', { name: 'Copy all' })).toBeVisible();
    });
  });

  test('a failed load shows a translated error with a retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/warehouses', (route) =>
      fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"SERVER_ERROR","message":"down"}' }) : route.continue(),
    );
    await openAsDemo(page);
    const card = page.getByRole('region', { name: 'Mi dirección en Estados Unidos' });
    await expect(card.getByRole('alert')).toContainText('No pudimos cargar esta información.');
    fail = false;
    await card.getByRole('button', { name: 'Reintentar' }).click();
    await expect(card.getByRole('button', { name: 'Copiar todo' })).toBeVisible();
  });
});
