// The recipientRemoval flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts):
// my recipients, the confirmation, then the deletion on its way. It never reaches the server: the
// demo customer's recipients stay as seeded.
import { expect, test } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

test.use({ storageState: DEMO_STATE.es });

driveScreens('recipientRemoval', async ({ page, capture }) => {
  await page.goto(paths.recipientTab);
  const remove = page.getByRole('tabpanel', { name: 'Destinatarios' }).getByRole('button', { name: /^Eliminar a / }).first();
  await expect(remove).toBeVisible();
  await capture('idle');

  await remove.click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar este destinatario?' });
  await expect(dialog).toBeVisible();
  await capture('confirming');

  const deleting = await holdRequests(page, /^\/api\/recipients\/\d+$/, 'DELETE');
  await dialog.getByRole('button', { name: 'Eliminar destinatario' }).click();
  await deleting.arrived;
  await expect(dialog.getByRole('button', { name: 'Eliminando…' })).toBeVisible();
  await capture('deleting');
  await deleting.cut();
});
