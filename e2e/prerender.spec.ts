import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';
import { MY_ACCOUNT, portalReady } from './support/portal.ts';

type ManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[] };

/**
 * The scripts the sign-in page may load before the customer acts: the page's first script, the
 * entry, React and the boot with what they import; the Spanish catalog is in the boot
 * (docs/architecture.md#the-first-screen-on-any-host).
 */
function firstScreenScripts(): Set<string> {
  const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set(['/first-screen.js']);
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(add);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || chunk.name === 'react' || chunk.name === 'boot') add(key);
  }
  return files;
}

/** Waits for the browser's idle moment after the network calmed down: what waits for idleness has started. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => setTimeout(idle, 50), { timeout: 3000 })));
  await page.waitForLoadState('networkidle');
}

test.describe('the prerendered sign-in page', () => {
  test('arrives as HTML in the visitor\'s language, before any script runs', async ({ browser }) => {
    for (const [locale, heading] of [['es-VE', 'Iniciar sesión'], ['en-US', 'Sign in']] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await expect(page.getByRole('textbox', { name: /correo electrónico|e-?mail/i })).toBeVisible();
      // Until the portal runs, the form cannot be sent (natively, it would put the password in the URL).
      await expect(page.getByRole('button', { name: heading })).toBeDisabled();
      await context.close();
    }
  });

  test('loads React and the boot, and nothing else, until the customer acts', async ({ page }) => {
    const scripts: string[] = [];
    const api: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname);
      if (pathname.startsWith('/api/')) api.push(pathname);
    });
    await page.goto('/');
    await portalReady(page);
    await settled(page);
    const allowed = firstScreenScripts();
    expect(scripts.filter((file) => !allowed.has(file))).toEqual([]);
    expect(scripts.some((file) => /\/boot-[\w-]+\.js$/.test(file))).toBe(true);
    expect(api).toEqual([]);
    // Demo mode: the notice came with the page, as did the side picture's address.
    await expect(page.getByText('Modo demostración')).toBeVisible();
    await expect(page.locator('.auth-page__art img')).toHaveAttribute('src', '/images/auth.svg');

    // The first move brings the client and the toaster.
    const client = page.waitForRequest(/\/assets\/app-[\w-]+\.js$/);
    const toaster = page.waitForRequest(/\/assets\/toaster-[\w-]+\.js$/);
    await page.getByLabel('Correo electrónico').focus();
    await Promise.all([client, toaster]);
  });

  test('is adopted by the portal without errors, and a session skips it', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const first = await page.goto('/');
    expect(await first?.text()).toContain('data-prerendered="es"');
    await signIn(page, undefined, undefined, { goto: false });
    await expect(page).toHaveURL(MY_ACCOUNT);
    expect(problems).toEqual([]);

    // Signed in, / goes to the account; the page's first script hid the sign-in before the app ran.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#sign-in-title')).toBeAttached();
    await expect(page.locator('#sign-in-title')).toBeHidden();
    await expect(page.locator('#boot-placeholder')).toBeVisible();
    await page.unroute(/\/assets\/index-[\w-]+\.js$/);
    await page.goto('/');
    await expect(page).toHaveURL(MY_ACCOUNT);
  });
});
