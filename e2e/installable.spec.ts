// The portal installs to the home screen (docs/product.md#installable): every page, once loaded,
// names the web app manifest, whose name, colours, icons (192 and 512 px, one maskable) and start page
// (my account) Chromium reads, and Chromium finds nothing against installing it
// (`Page.getInstallabilityErrors`, through the DevTools protocol), on a phone, in both languages.
// Playwright's contexts are private windows, which Chromium never installs from: there the one
// objection must be that; a browser profile of the test's own has none.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { DEMO_STATE } from './support/demo-state.ts';

const PRIVATE_WINDOW = [{ errorId: 'in-incognito', errorArguments: [] }];

type Manifest = { name: string; short_name: string; start_url: string; display: string; lang: string; theme_color: string; icons: { src: string; sizes: string; purpose?: string }[] };

for (const language of ['es', 'en'] as const) {
  test.describe(`installable, in ${language}`, () => {
    test.use({ storageState: DEMO_STATE[language], viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('the account page names the manifest, and Chromium has nothing against installing it', async ({ page, baseURL }) => {
      await page.goto('/home/my-account');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      const cdp = await page.context().newCDPSession(page);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toBe(new URL('/manifest.webmanifest', baseURL).href);
      expect(errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual(PRIVATE_WINDOW);

      const answer = await page.request.get('/manifest.webmanifest');
      expect(answer.headers()['content-type']).toContain('application/manifest+json');
      // A new release's manifest is read at once: never kept without asking.
      expect(answer.headers()['cache-control']).toBe('no-cache');
      const manifest = (await answer.json()) as Manifest;
      expect(manifest).toMatchObject({ name: 'Casillero', start_url: '/home/my-account', display: 'standalone', theme_color: '#1d4ed8' });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of manifest.icons) {
        const image = await page.request.get(icon.src);
        expect(image.status()).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');
      }
    });

    test('the sign-in page names it too, and a browser profile installs it before signing in', async ({ baseURL, launchOptions }) => {
      const profile = mkdtempSync(join(tmpdir(), 'casillero-profile-'));
      const phone = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
      try {
        const page = phone.pages()[0] ?? (await phone.newPage());
        await page.goto(language === 'es' ? '/' : '/?lng=en');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Named once the page has loaded and is idle, not while its first screen loads.
        await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
        const cdp = await phone.newCDPSession(page);
        expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      } finally {
        await phone.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });
  });
}
