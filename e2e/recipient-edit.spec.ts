// Editing a recipient on a phone, in Spanish (docs/product.md#recipients): the recipient tab's
// "Editar" opens the recipient form with its details; another country keeps the phone already
// typed (docs/product.md#country-state-and-city); saved, the list shows the changes.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { createAccount } from './support/mailbox.ts';
import { signInThroughApi, toast } from './support/portal.ts';
import { choose } from './support/sign-up.ts';

const RECIPIENTS = '/home/user-information/recipient';

type ApiRecipient = { id: number; phone: string; display_name: string; country: { name: { es: string } } };
type Place = { id: number; iso_code: string };

/** A new customer with one recipient in Caracas, added through the API (the demo's recipients stay as they are). */
async function customerWithRecipient(request: APIRequestContext) {
  const account = await createAccount(request, { withClient: true });
  const login = await request.post('/api/auth/token', { data: account });
  const headers = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const countries = ((await (await request.get('/api/countries')).json()) as { data: Place[] }).data;
  const venezuela = countries.find((country) => country.iso_code === 'VE')!.id;
  const [state] = ((await (await request.get(`/api/countries/${venezuela}/states`)).json()) as { data: Place[] }).data;
  const [city] = ((await (await request.get(`/api/countries/${venezuela}/states/${state!.id}/cities`)).json()) as { data: Place[] }).data;
  const added = await request.post('/api/recipients', {
    headers,
    data: {
      name: 'Pedro', last_name: 'Mendoza', document_id: 'V-9876543', phone: '+584149876543', address: 'Av. Bolívar 10',
      address_2: 'Apartamento 3B', country_id: venezuela, state_id: state!.id, city_id: city!.id, zip_code: '1060', type: 'PERSON',
    },
  });
  expect(added.status()).toBe(201);
  const recipients = async () => ((await (await request.get('/api/recipients', { headers })).json()) as { data: ApiRecipient[] }).data;
  return { account, recipients };
}

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a recipient edited on a phone: its details in the form, the phone kept through a new country, the list updated', async ({ page, request }) => {
  const { account, recipients } = await customerWithRecipient(request);
  const [pedro] = await recipients();
  await signInThroughApi(page, account, 'es');
  await page.goto(RECIPIENTS);

  const panel = page.getByRole('tabpanel', { name: 'Destinatarios' });
  await panel.getByRole('link', { name: 'Editar a Pedro Mendoza' }).tap();
  await expect(page).toHaveURL(`${RECIPIENTS}/${pedro!.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar a Pedro Mendoza' })).toBeVisible();
  await expect(page).toHaveTitle('Editar destinatario · Casillero');
  const phone = page.getByRole('textbox', { name: /^Teléfono celular/ });
  await expect(page.getByLabel(/^Nombre/)).toHaveValue('Pedro');
  await expect(phone).toHaveValue('+58 414 9876543');

  // Colombia: the state and the city start over, the phone typed stays as it was, with no error.
  await choose(page, 'País', 'Colombia');
  await expect(page.getByRole('combobox', { name: 'Estado', exact: true })).toHaveValue('');
  await expect(phone).toHaveValue('+58 414 9876543');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(0);
  await choose(page, 'Estado');
  await choose(page, 'Ciudad');
  await page.getByLabel(/^Nombre/).fill('Pedro José');
  await page.getByLabel(/^Código postal/).fill('050021');
  // Against the width: a phone's layout viewport grows to fit a page too wide.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Guardar cambios' }).tap();
  await expect(toast(page, 'Destinatario actualizado.')).toBeVisible();
  await expect(page).toHaveURL(RECIPIENTS);
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('listitem')).toContainText('Pedro José Mendoza');
  await expect(panel.getByRole('listitem')).toContainText('Colombia');
  const [edited] = await recipients();
  expect(edited).toMatchObject({ id: pedro!.id, phone: '+584149876543', display_name: 'Pedro José Mendoza', country: { name: { es: 'Colombia' } } });
});
