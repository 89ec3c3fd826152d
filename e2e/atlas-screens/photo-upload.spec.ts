// The photoUpload flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts):
// my profile's contact card, then a new picture going up. It never reaches the server: the demo
// customer's picture stays as seeded.
import { expect, test } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test.use({ storageState: DEMO_STATE.en });

driveScreens('photoUpload', async ({ page, capture }) => {
  await page.goto(paths.myProfile);
  await expect(page.getByRole('img', { name: /^(No profile picture|Profile picture)$/ })).toBeVisible();
  await expect(page.getByText('Change picture')).toBeVisible();
  await capture('idle');

  const uploading = await holdRequests(page, '/api/clients/me/profile-picture', 'PATCH');
  await page.getByLabel('Change picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await uploading.arrived;
  await expect(page.getByText(/^Uploading the picture… \d+%$/)).toBeVisible();
  await capture('uploading');
  await uploading.cut();
});
