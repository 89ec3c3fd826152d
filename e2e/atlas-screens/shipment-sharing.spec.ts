// The shipmentSharing flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts),
// on one of the demo customer's shipments, in a browser with no share sheet whose clipboard refuses:
// the link being made (held), shown to copy by hand, the page with it shared, and stopping it
// (held, then let go: the shipment is left unshared, as it was).
import { expect, test } from '@playwright/test';
import type { Shipment } from '../../src/api/contract/shipments.ts';
import { paths } from '../../src/lib/paths.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { toast } from '../support/portal.ts';
import { demoData } from '../support/session.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

test.use({ storageState: DEMO_STATE.en });

driveScreens('shipmentSharing', async ({ page, request, capture }) => {
  // Another of its shipments than the shared tracking driver's: stopping a link stops all of a shipment's.
  const shipment = (await demoData<Shipment[]>(request, '/api/shipments?page=1&page_size=50')).find((s) => s.status === 'OUT_FOR_DELIVERY');
  if (!shipment) throw new Error('the demo customer has no shipment out for delivery');
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    if (navigator.clipboard) navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await page.goto(paths.shipmentDetail(shipment.id));
  await expect(page.getByRole('heading', { name: `Shipment ${shipment.tracking}`, level: 1 })).toBeVisible();
  const share = `/api/shipments/${shipment.id}/share`;

  const creating = await holdRequests(page, share, 'POST');
  await page.getByRole('button', { name: 'Share tracking' }).click();
  await creating.arrived;
  await expect(page.getByRole('button', { name: 'Making the link…' })).toBeVisible();
  await capture('creating');
  await creating.pass();

  const link = page.getByRole('group', { name: 'Tracking link' });
  await expect(link.getByRole('textbox')).toHaveValue(/\/t\/[\w-]{22}$/);
  await capture('showingLink');

  await link.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(/^Shared until \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await capture('idle');

  const revoking = await holdRequests(page, share, 'DELETE');
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await revoking.arrived;
  await expect(page.getByRole('button', { name: 'Stopping…' })).toBeVisible();
  await capture('revoking');
  await revoking.pass();
  await expect(toast(page, 'The tracking link no longer works.')).toBeVisible();
});
