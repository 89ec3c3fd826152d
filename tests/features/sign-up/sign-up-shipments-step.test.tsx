// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { recipientCreationMachine, type AddedRecipient, type RecipientValues } from '../../../machines/recipient-creation.ts';
import type { Recipient } from '../../../src/api/contract/recipients.ts';
import { AddRecipientPage } from '../../../src/features/sign-up/add-recipient-page.tsx';
import { ShipmentsStep } from '../../../src/features/sign-up/shipments-step.tsx';
import { axeViolations } from '../../ui/support/render.tsx';
import { CLIENT } from '../support/fixtures.ts';
import { renderInWizard } from '../support/sign-up-wizard.tsx';

const RECIPIENT: Recipient = {
  id: 3, display_name: 'Luis Rojas', name: 'Luis', last_name: 'Rojas', document_id: 'V-2', email: null,
  phone: '+584127654321', landline_phone: null, address: 'Calle 5', address_2: 'Casa 12', country_id: 1, state_id: 10,
  city_id: 100, country: { id: 1, name: { es: 'Venezuela', en: 'Venezuela' } }, state: { id: 10, name: { es: 'Miranda', en: 'Miranda' } },
  city: { id: 100, name: { es: 'Caracas (ES)', en: 'Caracas (EN)' } }, zip_code: '1020', type: 'PERSON',
};
const WAREHOUSE = { id: 1, name: 'Casillero Miami', address: 'Casillero Miami\n9900 NW 25th St\nDoral, FL 33172', schedule: 'Mon-Fri 9-5' };

function renderShipments(answers: Record<string, unknown>) {
  const created: unknown[] = [];
  const wizard = renderInWizard({
    client: CLIENT,
    actors: {
      recipientCreation: recipientCreationMachine.provide({
        actors: {
          createRecipient: fromPromise<AddedRecipient, { values: RecipientValues }>(async ({ input }) => {
            created.push(input.values);
            return { ...RECIPIENT, id: 4 };
          }),
        },
      }),
    },
    answers,
    page: (actor) => (actor.getSnapshot().matches({ shipmentsStep: 'addingRecipient' }) ? <AddRecipientPage /> : <ShipmentsStep />),
  });
  return { ...wizard, created };
}

const address = () => document.querySelector('address')!.textContent;
/** The address's values, a line each (docs/product.md#locker-address). */
const lines = () => [...document.querySelectorAll('address dd')].map((line) => line.textContent);
const SETTINGS = {
  data: {
    dashboardImageUrlWeb: '', signUpImageUrlWeb: '', signUpImageUrlMobile: '', authImageUrlWeb: '', authImageUrlMobile: '',
    supportPhone: '', supportUrl: '', calculatorUrl: '', moreServicesUrl: '', lockerPhone: '+13055550142', shipmentCreation: false,
  },
};

describe('the sign-up shipment step', () => {
  it("shows the known locker address at once, then the server's, with the customer's locker", async () => {
    let answer!: (body: unknown) => void;
    const pending = new Promise((resolve) => (answer = resolve));
    renderShipments({ 'api/warehouses': () => pending, 'api/recipients': { data: [RECIPIENT] }, 'api/client-app-settings': SETTINGS });
    expect(lines().slice(0, 5)).toEqual(['Ana Pérez', '8200 NW 41st St, Suite 100', 'CAS-10001', 'Doral, FL 33166', 'United States']);
    expect(document.querySelector('.locker-address__schedule')?.textContent).toBe('Opening hours: Monday to Friday, 9:00 am to 5:00 pm');
    // The company's US phone, once the settings arrive, in international format once its library has.
    expect(await screen.findByText('+1 305-555-0142')).toBeVisible();
    answer({ data: [WAREHOUSE] });
    await waitFor(() => expect(address()).toContain('9900 NW 25th St'));
    // Without a country line in the server's address, none is shown.
    expect(lines()).toEqual(['Ana Pérez', '9900 NW 25th St', 'CAS-10001', 'Doral, FL 33172', '+1 305-555-0142']);
    expect(screen.getByRole('button', { name: 'Copy line 2' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the recipients with their city and country in the current language', async () => {
    renderShipments({ 'api/warehouses': { data: [WAREHOUSE] }, 'api/recipients': { data: [RECIPIENT] } });
    await screen.findByText('Luis Rojas');
    expect(screen.getByText('Caracas (EN), Venezuela')).toBeVisible();
    // The phone's format arrives with its library, after the list.
    expect(await screen.findByText('Phone: +58 412-7654321')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when there is no recipient yet, and offers a retry when the list fails', async () => {
    let fail = true;
    renderShipments({
      'api/warehouses': { data: [WAREHOUSE] },
      'api/recipients': () => {
        if (fail) throw { code: 'NETWORK_ERROR' };
        return { data: [] };
      },
    });
    await screen.findByText('We could not load this information.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/You have no recipients yet/);
  });

  it('adds a recipient, comes back to the list, and finishes', async () => {
    const { actor, created, rerender } = renderShipments({ 'api/warehouses': { data: [WAREHOUSE] }, 'api/recipients': { data: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add recipient' }));
    expect(actor.getSnapshot().matches({ shipmentsStep: 'addingRecipient' })).toBe(true);
    rerender();
    expect(screen.getByRole('heading', { level: 1, name: 'Add a recipient' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(actor.getSnapshot().matches({ shipmentsStep: 'list' })).toBe(true);
    rerender();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(created).toEqual([]);
  });
});
