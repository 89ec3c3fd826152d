// The recipientCreation flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts),
// from my recipients: the form filled in, then saving it (held), then the recipients with the new
// one listed. The recipient is deleted afterwards: the demo customer's recipients as seeded.
import { expect, test } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { DEMO_STATE } from '../support/demo-state.ts';
import { fillRecipient } from '../support/sign-up.ts';
import { demoBearer } from './support/demo-api.ts';
import { holdRequests } from './support/held-requests.ts';
import { driveScreens } from './support/screen-driver.ts';

test.use({ storageState: DEMO_STATE.es });

driveScreens('recipientCreation', async ({ page, request, capture }) => {
  await page.goto(paths.addRecipient);
  await expect(page.getByRole('heading', { name: 'Agrega un destinatario', level: 1 })).toBeVisible();
  await fillRecipient(page);
  await capture('filling');

  const adding = await holdRequests(page, '/api/recipients', 'POST');
  await page.getByRole('button', { name: 'Guardar destinatario' }).click();
  await adding.arrived;
  await expect(page.getByRole('button', { name: 'Guardando…' })).toBeVisible();
  await capture('adding');

  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/recipients' && response.request().method() === 'POST');
  await adding.pass();
  const { data } = (await (await saved).json()) as { data: { id: number } };
  try {
    await expect(page).toHaveURL(paths.recipientTab);
    await expect(page.getByRole('tabpanel', { name: 'Destinatarios' }).getByRole('listitem').filter({ hasText: 'Pedro Mendoza' })).toBeVisible();
    await capture('added');
  } finally {
    expect((await request.delete(`/api/recipients/${data.id}`, { headers: await demoBearer(request) })).status()).toBe(204);
  }
});
