// The preAlertCreate flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts):
// the form filled in with its bill, then sending it (held), then the dialog once it is saved.
import { expect, test } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { PDF } from '../support/files.ts';
import { fillPreAlertForm } from '../support/pre-alerts.ts';
import { freshTracking } from '../support/warehouse.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

test.use({ storageState: DEMO_STATE.en });

driveScreens('preAlertCreate', async ({ page, capture }) => {
  await page.goto(paths.preAlertCreate);
  await expect(page.getByRole('heading', { name: 'Create pre-alert', level: 1 })).toBeVisible();
  await fillPreAlertForm(page, freshTracking('1ZATLAS'));
  await page.getByLabel(/^Bill/).setInputFiles({ name: 'Factura Amazon.pdf', mimeType: 'application/pdf', buffer: PDF });
  await capture('editing');

  const sending = await holdRequests(page, '/api/pre-alerts', 'POST');
  await page.getByRole('button', { name: 'Create pre-alert' }).click();
  await sending.arrived;
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeVisible();
  await expect(page.getByText(/^Uploading the bill… \d+%$/)).toBeVisible();
  await capture('uploading');

  await sending.pass();
  await expect(page.getByRole('dialog', { name: 'Pre-alert created' })).toBeVisible();
  await capture('created');
});
