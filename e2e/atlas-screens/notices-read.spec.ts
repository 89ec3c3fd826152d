// The noticesRead flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts):
// the notices page with the demo customer's unread notices, being marked read, marked, and not
// marked (the server fails). None is marked read for real: the server's answer is made up, so the
// demo customer keeps its unread notices for the bell's screens.
import { expect, test } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

test.use({ storageState: DEMO_STATE.en });

driveScreens('noticesRead', async ({ page, capture }) => {
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notices/ });
  const unread = page.getByRole('list', { name: 'Your notices' }).getByText('New', { exact: true });

  const marking = await holdRequests(page, '/api/notices/read', 'POST');
  await page.goto(paths.notices);
  await marking.arrived;
  await expect(unread.first()).toBeVisible();
  await capture('marking');
  await marking.answer({ data: { unread: 0 } });
  await expect(bell).toHaveAccessibleName('Notices');
  await expect(unread.first()).toBeVisible();
  await capture('marked');
  await marking.stop();

  const failing = await holdRequests(page, '/api/notices/read', 'POST');
  await page.reload();
  await failing.arrived;
  await failing.refuse({ code: 'SERVER_ERROR', message: 'The server failed.' });
  await expect(unread.first()).toBeVisible();
  await expect(bell).toHaveAccessibleName(/^Notices, \d+ unread$/);
  await capture('notMarked');
});
