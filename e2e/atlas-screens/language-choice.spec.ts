// The languageChoice flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts):
// the settings page in Spanish, then English chosen there and saved. (Its "switching" lasts while
// the other language's texts load, and the capture's own language switches need those texts.)
import { expect, test } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { driveScreens } from './support/screen-driver.ts';

test.use({ storageState: DEMO_STATE.es });

driveScreens('languageChoice', async ({ page, capture }) => {
  await page.goto(paths.settings);
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await capture('idle');

  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();
  await capture('saved');
});
