// /home/more-services: a page of the portal (docs/product.md#signed-in-pages) that leads to the company's own page,
// in both languages, on a phone and on a desktop. (/home/calculator is the portal's own calculator
// now: e2e/calculator.spec.ts.)
import { expect, test } from '@playwright/test';
import { DEMO_STATE } from './support/demo-state.ts';
import { demoData } from './support/session.ts';

type Settings = { moreServicesUrl: string };

const PAGES = [
  { path: '/home/more-services', setting: 'moreServicesUrl', es: ['Más servicios', 'Ver nuestros servicios'], en: ['More services', 'See our services'] },
] as const;

for (const language of ['es', 'en'] as const) {
  for (const width of [360, 1280]) {
    test.describe(`the service pages in ${language} at ${width} px`, () => {
      test.use({ storageState: DEMO_STATE[language], viewport: { width, height: 800 }, isMobile: width === 360, hasTouch: width === 360 });

      test('opens from the navigation and leads to the company’s page in a new tab', async ({ page, request }) => {
        const settings = await demoData<Settings>(request, '/api/client-app-settings');
        await page.goto('/home/my-account');
        for (const { path, setting, ...texts } of PAGES) {
          const [title, action] = texts[language];
          // The sidebar: a drawer opened from the main menu on a phone, a column on a desktop.
          if (width < 768) await page.getByRole('button', { name: language === 'es' ? 'Menú principal' : 'Main menu' }).click();
          await page.getByRole('navigation', { name: language === 'es' ? 'Principal' : 'Main' }).getByRole('link', { name: title }).click();
          await expect(page).toHaveURL(path);
          await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
          await expect(page).toHaveTitle(new RegExp(`^${title}`));
          const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${action}`) });
          await expect(link).toHaveAttribute('href', settings[setting]);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toBeInViewport();
          // Against the width: a phone's viewport grows to fit a page too wide.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        }
      });
    });
  }
}
