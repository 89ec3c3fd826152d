import { expect, test } from '@playwright/test';
import { FIRST_SCREEN_CODE_META } from '../src/api/contract/page.ts';
import { DEMO_STATE } from './support/demo-state.ts';
import { openAsDemo } from './support/portal.ts';

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
    // React, the boot and the client linked by the page; the shell, its stylesheet and both catalogs
    // of the language named for the entry.
    const served = await (await page.request.get(page.url(), { headers: { Accept: 'text/html' } })).text();
    const linked = [...served.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(linked).toHaveLength(3);
    expect(linked.some((file) => /\/react-[\w-]+\.js$/.test(file))).toBe(true);
    const named = ((await page.locator(`meta[name="${FIRST_SCREEN_CODE_META}"]`).getAttribute('content')) ?? '').split(' ');
    expect(named.length).toBeGreaterThanOrEqual(4);
    expect(named.some((file) => /\/signed-in-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of linked) expect(requested, file).toContain(file);
    for (const file of named) expect(requested, file).toContain(file);
    expect(requested.filter((path) => path === '/api/users/me')).toHaveLength(1);
    // Nothing named twice in a load, nothing refused.
    expect(requested.filter((path, index) => requested.indexOf(path) !== index)).toEqual([]);
    expect(failed).toEqual([]);
  });

  test('copies the locker address on one line and says so', async ({ page }) => {
    await openAsDemo(page);
    const card = page.getByRole('region', { name: 'Mi dirección en Estados Unidos' });
    await expect(card.locator('address')).toBeVisible();
    const lines = await card.locator('address > span').allInnerTexts();
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]).toMatch(/^\S.* CAS-\d+$/);

    await card.getByRole('button', { name: 'Copiar dirección' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Texto copiado' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(lines.join(', '));
    expect(copied).not.toContain('\n');
    expect(copied).not.toContain('Casillero Miami,'); // the warehouse's title is not part of the address
    // The feedback goes away by itself.
    await expect(card.getByText('Texto copiado')).toBeHidden({ timeout: 5_000 });
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
    await expect(card.getByRole('button', { name: 'Copiar dirección' })).toBeVisible();
  });
});
