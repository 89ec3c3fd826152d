import { expect, test } from '@playwright/test';
import { staticHost } from './support/static-host.ts';

// dist/ alone on a static host with a history fallback (docs/architecture.md#the-first-screen-on-any-host).
test.describe('the sign-in page on a static host', () => {
  let host: Awaited<ReturnType<typeof staticHost>>;
  test.beforeAll(async () => {
    host = await staticHost();
  });
  test.afterAll(async () => host.close());

  test('paints from dist/index.html before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${host.url}/`);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
    await expect(page.locator('.auth-page__art img')).toHaveAttribute('src', /\S/);
    // No server marked the page as the demo's.
    await expect(page.locator('.demo-notice')).toBeHidden();
    await context.close();
  });

  test('never shows the sign-in to a stored session or at another address', async ({ browser }) => {
    for (const [path, token] of [['/home/my-account', 'a-stored-token'], ['/', 'a-stored-token'], ['/create-account', null]] as const) {
      const context = await browser.newContext();
      if (token) await context.addInitScript((stored) => window.localStorage.setItem('userToken', stored), token);
      const page = await context.newPage();
      // The app never runs: what shows is the HTML with its first script (src/app/first-screen-mark.ts).
      await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
      await page.goto(`${host.url}${path}`);
      await expect(page.locator('#boot-placeholder')).toBeVisible();
      await expect(page.locator('#sign-in-title')).toBeAttached();
      await expect(page.locator('#sign-in-title')).toBeHidden();
      await context.close();
    }
  });
});
