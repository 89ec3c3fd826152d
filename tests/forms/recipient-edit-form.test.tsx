// @vitest-environment jsdom
// The recipient form of the recipientCreation flow started with a recipient (docs/product.md#recipients):
// its details in the form, "Save changes", and PATCH api/recipients/{id} with what the form holds.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import { HttpContext } from '../../src/api/http-context.ts';
import type { Recipient, RecipientCreate } from '../../src/api/contract/recipients.ts';
import type { RecipientsApi } from '../../src/api/recipients.ts';
import { GeoOptionsProvider } from '../../src/data/use-geo-options.tsx';
import { RecipientCreationForm } from '../../src/forms/recipient-creation-form.tsx';
import { provideRecipientCreation } from '../../src/lib/recipient-creation-flow.ts';
import { fakeHttp, GEO_ANSWERS } from '../ui/support/fake-http.ts';
import { choose, formValue, select, textbox } from '../ui/support/form-queries.ts';
import { axeViolations, renderUi } from '../ui/support/render.tsx';

const place = (id: number, name: string) => ({ id, name: { es: name, en: name } });
const LUIS: Recipient = {
  id: 3, display_name: 'Luis Rojas', name: 'Luis', last_name: 'Rojas', document_id: 'V-2', email: null,
  phone: '+584127654321', landline_phone: null, address: 'Calle 5', address_2: 'Casa 12', country_id: 1, state_id: 10,
  city_id: 100, country: place(1, 'Venezuela'), state: place(10, 'Miranda'), city: place(100, 'Caracas'), zip_code: '1020', type: 'PERSON',
};

describe('the recipient form, editing', () => {
  it('shows the recipient, saves changes with PATCH, and keeps the phone through a new country', async () => {
    const update = vi.fn(async (id: number, recipient: RecipientCreate) => ({ ...LUIS, ...recipient, id }));
    const api = { update } as unknown as RecipientsApi;
    const actor = createActor(provideRecipientCreation(api), { input: { recipient: LUIS } }).start();
    renderUi(
      <HttpContext value={fakeHttp(GEO_ANSWERS)}><GeoOptionsProvider>
        <main>
          <RecipientCreationForm id="edited" actor={actor} onBack={() => {}} />
        </main>
      </GeoOptionsProvider></HttpContext>,
    );
    expect(textbox('Name').value).toBe('Luis');
    expect(textbox('Address line 2').value).toBe('Casa 12');
    await waitFor(() => expect(select('City').value).toBe('100'));
    expect(formValue('phone')).toBe('+584127654321');

    fireEvent.change(textbox('Name'), { target: { value: 'Luis Alberto' } });
    await choose('Country', '2');
    await choose('State', '20');
    await choose('City', '200');
    expect(formValue('phone')).toBe('+584127654321');
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(actor.getSnapshot().value).toBe('updated'));
    expect(update).toHaveBeenCalledWith(3, {
      name: 'Luis Alberto', last_name: 'Rojas', document_id: 'V-2', email: null, phone: '+584127654321', landline_phone: null,
      address: 'Calle 5', address_2: 'Casa 12', country_id: 2, state_id: 20, city_id: 200, zip_code: '1020', type: 'PERSON',
    });
  });
});
