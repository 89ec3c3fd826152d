// The contactSave flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts):
// my profile's contact information with a field changed, then sending it. It never reaches the
// server: the demo customer's data stays as seeded.
import { expect, test } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

test.use({ storageState: DEMO_STATE.en });

driveScreens('contactSave', async ({ page, capture }) => {
  await page.goto(paths.myProfile);
  const contact = page.getByRole('region', { name: 'Contact information' });
  const zip = contact.getByLabel('Postal code (optional)');
  await expect(zip).toBeEditable();
  await zip.fill('1071');
  await capture('editing');

  const saving = await holdRequests(page, /^\/api\/clients\/\d+$/, 'PATCH');
  await contact.getByRole('button', { name: 'Save changes' }).click();
  await saving.arrived;
  await expect(contact.getByRole('button', { name: 'Saving…' })).toBeVisible();
  await capture('saving');
  await saving.cut();
});
