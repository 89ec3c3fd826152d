// The sharedTracking flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts):
// a link the demo customer made to one of its shipments, opened as whoever got it would (no
// session): loading (held), shown; a link never made (not available); the tracking cut off by a
// lost connection (failed). The link is stopped afterwards.
import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import type { Shipment } from '../../src/api/contract/shipments.ts';
import { demoData } from '../support/session.ts';
import { demoBearer } from './support/demo-api.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

const TRACK = /^\/api\/track\//;

driveScreens('sharedTracking', async ({ page, request, capture }) => {
  // Another of its shipments than the sharing driver's: stopping a link stops all of a shipment's.
  const shipment = (await demoData<Shipment[]>(request, '/api/shipments?page=1&page_size=50')).find((s) => s.status === 'IN_CUSTOMS');
  if (!shipment) throw new Error('the demo customer has no shipment in customs');
  const headers = await demoBearer(request);
  const made = await request.post(`/api/shipments/${shipment.id}/share`, { headers });
  expect(made.ok(), 'the demo customer shares the shipment').toBe(true);
  const link = new URL(((await made.json()) as { data: { url: string } }).data.url).pathname;
  try {
    const loading = await holdRequests(page, TRACK, 'GET');
    await page.goto(link);
    await loading.arrived;
    await expect(page.locator('main[aria-busy="true"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Seguimiento del envío' })).toBeVisible();
    // The page loading stays busy through the capture's language switches.
    await capture('loading', { stillBusy: 'main' });
    await loading.pass();
    await expect(page.getByRole('heading', { level: 1, name: `Envío ${shipment.tracking}` })).toBeVisible();
    await capture('shown');
    await loading.stop();

    await page.goto(`/t/${randomBytes(16).toString('base64url')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Este enlace no está disponible' })).toBeVisible();
    await capture('unavailable');

    const failing = await holdRequests(page, TRACK, 'GET');
    await page.goto(link);
    await failing.arrived;
    await failing.cut();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await capture('failed');
  } finally {
    expect((await request.delete(`/api/shipments/${shipment.id}/share`, { headers })).ok(), 'the link is stopped').toBe(true);
  }
});
