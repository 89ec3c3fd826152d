// The changePassword flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts):
// my profile's password card, typed, then sending. The change never reaches the server: the
// other runs of the pass sign the demo customer in with its password.
import { expect, test } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { DEMO_CUSTOMER } from '../support/session.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

test.use({ storageState: DEMO_STATE.en });

driveScreens('changePassword', async ({ page, capture }) => {
  await page.goto(paths.myProfile);
  const card = page.getByRole('region', { name: 'Change password' });
  await card.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_CUSTOMER.password);
  await card.getByRole('textbox', { name: 'New password', exact: true }).fill('otra-clave-99');
  await card.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('otra-clave-99');
  await capture('editing');

  const saving = await holdRequests(page, '/api/users/me/change-password', 'POST');
  await card.getByRole('button', { name: 'Change password' }).click();
  await saving.arrived;
  await expect(card.getByRole('button', { name: 'Saving…' })).toBeVisible();
  await capture('saving');
  await saving.cut();
});
