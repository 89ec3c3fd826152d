// The shipmentCancellation flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts),
// on the server whose consolidation switch is on (docs/product.md#consolidation-requests): a
// shipment the demo customer requested through the API, its confirmation, the cancellation on its
// way (held), refused as the server refuses one the warehouse took, and cut off by a lost
// connection. None reaches the server; the shipment is cancelled through the API afterwards.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { signInAsDemo } from '../support/portal.ts';
import { E2E_SERVERS } from '../support/servers.ts';
import { SHIPPING_PACKAGES } from '../support/shipping-packages.ts';
import { demoBearer } from './support/demo-api.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

test.use({ baseURL: E2E_SERVERS.shipping.baseURL });

type Requested = { id: number; tracking: string };

/** A REQUESTED shipment of one of the packages the requested-shipments spec uses (the pass runs no such spec). */
async function requestShipment(request: APIRequestContext, headers: Record<string, string>): Promise<Requested> {
  const packages = (await (await request.get('/api/packages?page=1&page_size=100', { headers })).json()) as {
    data: { id: number; content: string; status: string; shipment: unknown }[];
  };
  const free = packages.data.find((p) => (SHIPPING_PACKAGES.requested as readonly string[]).includes(p.content) && p.status === 'IN_WAREHOUSE' && p.shipment === null);
  const recipients = (await (await request.get('/api/recipients', { headers })).json()) as { data: { id: number }[] };
  if (!free || !recipients.data[0]) throw new Error('the demo customer has no free package or no recipient on the shipping server');
  const created = await request.post('/api/shipments', {
    headers,
    data: { package_ids: [free.id], recipient_id: recipients.data[0].id, service: 'AIR', declared_value: 120, insurance: true, notes: 'Frágil' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: Requested }).data;
}

driveScreens('shipmentCancellation', async ({ page, request, capture }) => {
  const headers = await demoBearer(request);
  const shipment = await requestShipment(request, headers);
  try {
    await signInAsDemo(page);
    await page.goto(paths.shipmentDetail(shipment.id));
    await expect(page.getByRole('heading', { name: `Envío ${shipment.tracking}`, level: 1 })).toBeVisible();
    const ask = page.getByRole('button', { name: 'Cancelar solicitud' });
    const dialog = page.getByRole('dialog', { name: '¿Cancelar esta solicitud de envío?' });
    const cancel = `/api/shipments/${shipment.id}`;

    await ask.click();
    await expect(dialog).toBeVisible();
    await capture('confirming');

    const refused = await holdRequests(page, cancel, 'DELETE');
    await dialog.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await refused.arrived;
    await expect(dialog.getByRole('button', { name: 'Cancelando…' })).toBeVisible();
    await capture('cancelling');
    // The server's refusal of a shipment past REQUESTED, without a reason of its own: the dialog
    // says it in its own words, in each language.
    await refused.refuse({ code: 'FAILED_VALIDATION', message: '', errors: { status: ['The warehouse already started preparing this shipment.'] } });
    await expect(dialog.getByRole('alert')).toContainText('ya no se puede cancelar');
    await capture('refused');
    await refused.stop();

    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    const cut = await holdRequests(page, cancel, 'DELETE');
    await ask.click();
    await dialog.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await cut.arrived;
    await cut.cut();
    await expect(dialog.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await capture('unreachable');
  } finally {
    expect((await request.delete(`/api/shipments/${shipment.id}`, { headers })).status(), 'the shipment is cancelled').toBe(204);
  }
});
