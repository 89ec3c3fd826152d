// The noticeBell flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts):
// the header's bell with the demo customer's unread notices counted, then counting again when the
// window gets the focus back (the last count stays shown). Paused (a hidden page) shows nothing.
import { expect, test } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

test.use({ storageState: DEMO_STATE.en });

driveScreens('noticeBell', async ({ page, capture }) => {
  const counted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notices' && response.ok());
  await page.goto(paths.myAccount);
  await counted;
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notices/ });
  await expect(bell).toHaveAccessibleName(/^Notices, \d+ unread$/);
  await capture('waiting');

  const counting = await holdRequests(page, '/api/notices', 'GET');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await counting.arrived;
  await expect(bell).toHaveAccessibleName(/^Notices, \d+ unread$/);
  await capture('counting');
  await counting.pass();
});
