// The noticeSettings flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts):
// the settings' e-mail switches, one changed (saving, then saved), then changed back and refused by
// the server (not saved: the switch goes back).
import { expect, test } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

test.use({ storageState: DEMO_STATE.en });

driveScreens('noticeSettings', async ({ page, capture }) => {
  await page.goto(paths.settings);
  const card = page.getByRole('region', { name: 'E-mail notices' });
  const received = card.getByRole('switch', { name: /^A package received/ });
  await expect(received).toBeVisible();
  const seeded = await received.isChecked();
  await capture('ready');

  const saving = await holdRequests(page, '/api/notice-settings', 'PATCH');
  await received.click();
  await saving.arrived;
  await expect(received).toHaveAttribute('aria-busy', 'true');
  await expect(card.getByRole('status')).toHaveText('Saving…');
  // The switch saving stays busy through the capture's language switches.
  await capture('saving', { stillBusy: '[role="switch"]' });
  await saving.pass();
  await expect(card.getByRole('status')).toHaveText('Saved.');
  await expect(received).toBeChecked({ checked: !seeded });
  await capture('saved');
  await saving.stop();

  // Back as seeded, but the server fails: the switch shows what it has again.
  const refused = await holdRequests(page, '/api/notice-settings', 'PATCH');
  await received.click();
  await refused.arrived;
  await refused.refuse({ code: 'SERVER_ERROR', message: 'The server failed.' });
  await expect(card.getByRole('status')).toHaveText('');
  await expect(received).toBeChecked({ checked: !seeded });
  await capture('notSaved');
  await refused.stop();
  // Given back: the demo customer's switches as seeded.
  await received.click();
  await expect(card.getByRole('status')).toHaveText('Saved.');
  await expect(received).toBeChecked({ checked: seeded });
});
