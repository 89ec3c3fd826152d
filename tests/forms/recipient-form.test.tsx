// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpContext } from '../../src/api/http-context.ts';
import { GeoOptionsProvider } from '../../src/data/use-geo-options.tsx';
import { ADDRESS_MAX, DOCUMENT_MAX, NAME_MAX, POSTAL_CODE_MAX } from '../../src/api/contract/limits.ts';
import { RecipientForm, type RecipientFormProps } from '../../src/forms/recipient-form.tsx';
import { fakeHttp, GEO_ANSWERS } from '../ui/support/fake-http.ts';
import { choose, formValue, optionTexts as optionsOf, phoneInput, select, textbox } from '../ui/support/form-queries.ts';
import { axeViolations, renderUi } from '../ui/support/render.tsx';

function renderForm(props: Partial<RecipientFormProps> = {}) {
  const http = fakeHttp(GEO_ANSWERS);
  const onSubmit = vi.fn();
  const onBack = vi.fn();
  const ui = (extra: Partial<RecipientFormProps>) => (
    <HttpContext value={http}><GeoOptionsProvider>
      <main>
        <RecipientForm fieldErrors={{}} submitting={false} onSubmit={onSubmit} onBack={onBack} {...props} {...extra} />
      </main>
    </GeoOptionsProvider></HttpContext>
  );
  const view = renderUi(ui({}));
  return { http, onSubmit, onBack, rerender: (extra: Partial<RecipientFormProps>) => view.rerender(ui(extra)) };
}


async function fillAll() {
  fireEvent.change(textbox('Name'), { target: { value: 'Luis' } });
  fireEvent.change(textbox('Last name'), { target: { value: 'Rojas' } });
  fireEvent.change(textbox('ID document number'), { target: { value: 'V-87654321' } });
  fireEvent.change(textbox('Address'), { target: { value: 'Calle 5, casa 12' } });
  fireEvent.change(textbox('Address line 2'), { target: { value: 'Urb. El Paraíso' } });
  fireEvent.change(textbox('Postal code'), { target: { value: '1020' } });
  await choose('Country', '1');
  await choose('State', '10');
  await choose('City', '100');
  fireEvent.change(await phoneInput('Mobile phone'), { target: { value: '+58 412 765 4321' } });
  await waitFor(() => expect(formValue('phone')).toBe('+584127654321'));
}

describe('RecipientForm', () => {
  it('cascades country → state → city; a new country clears the state and the city, never a typed phone', async () => {
    const { http } = renderForm();
    expect(optionsOf('State')).toEqual(['Choose a country first']);
    await choose('Country', '1');
    await choose('State', '10');
    await choose('City', '100');
    expect(http.calls).toEqual(['api/countries', 'api/countries/1/states', 'api/countries/1/states/10/cities']);
    const phone = await phoneInput('Mobile phone');
    fireEvent.change(phone, { target: { value: '+58 412 123 4567' } });
    await waitFor(() => expect(formValue('phone')).toBe('+584121234567'));

    fireEvent.change(select('Country'), { target: { value: '2' } });
    await waitFor(() => expect(select('State').value).toBe(''));
    expect(select('City').value).toBe('');
    expect(formValue('state_id')).toBe('');
    // docs/product.md#country-state-and-city: the typed phone stays; the empty landline takes the new calling code.
    expect(formValue('phone')).toBe('+584121234567');
    expect(textbox('Mobile phone').value).toBe('+58 412 1234567');
    await waitFor(() => expect(textbox('Landline (optional)').value).toBe('+57'));
    await waitFor(() => expect(optionsOf('State')).toEqual(['Choose a state', 'Antioquia']));
    expect(optionsOf('City')).toEqual(['Choose a state first']);

    await choose('State', '20');
    await choose('City', '200');
    // A new state clears the city.
    fireEvent.change(select('State'), { target: { value: '' } });
    await waitFor(() => expect(select('City').value).toBe(''));
    expect(await axeViolations()).toEqual([]);
  });

  it('sends the recipient parsed for the contract', async () => {
    const { onSubmit } = renderForm();
    await fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Save recipient' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Luis',
      last_name: 'Rojas',
      document_id: 'V-87654321',
      email: null,
      phone: '+584127654321',
      landline_phone: null,
      address: 'Calle 5, casa 12',
      address_2: 'Urb. El Paraíso',
      country_id: 1,
      state_id: 10,
      city_id: 100,
      zip_code: '1020',
    });
  });

  it('does not send while saving', async () => {
    const { onSubmit } = renderForm({ submitting: true });
    await fillAll();
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows what is wrong and focuses the first invalid field, the phone too', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save recipient' }));
    await waitFor(() => expect(textbox('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(textbox('Name'));
    const error = document.getElementById(textbox('Name').getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('This field is required.');
    expect(textbox('Email (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await fillAll();
    fireEvent.change(textbox('Mobile phone'), { target: { value: '+58' } });
    fireEvent.change(textbox('Email (optional)'), { target: { value: 'luis@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save recipient' }));
    await waitFor(() => expect(textbox('Email (optional)').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(textbox('Email (optional)'));
    fireEvent.change(textbox('Email (optional)'), { target: { value: 'luis@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save recipient' }));
    // The phone's named input is hidden: its visible input takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(textbox('Mobile phone')));
    expect(textbox('Mobile phone').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's field errors, and a new answer again", async () => {
    const { rerender } = renderForm();
    await fillAll();
    rerender({ fieldErrors: { zip_code: ['El código postal no existe.'], body: ['Algo falló.'] } });
    await waitFor(() => expect(textbox('Postal code').getAttribute('aria-invalid')).toBe('true'));
    expect(textbox('Postal code')).toHaveAccessibleDescription('El código postal no existe.');
    expect(screen.getByRole('alert').textContent).toBe('Algo falló.');
    // Nothing typed is lost.
    expect(textbox('Name').value).toBe('Luis');
    expect(formValue('city_id')).toBe('100');
    // The customer fixes it; the same answer again shows again.
    fireEvent.change(textbox('Postal code'), { target: { value: '1030' } });
    fireEvent.input(textbox('Postal code'));
    await waitFor(() => expect(textbox('Postal code').getAttribute('aria-invalid')).toBeNull());
    rerender({ fieldErrors: { zip_code: ['El código postal no existe.'] } });
    await waitFor(() => expect(textbox('Postal code').getAttribute('aria-invalid')).toBe('true'));
  });

  it('stops typing at each text\u2019s limit, and shows a too-long name\u2019s message without losing anything typed', async () => {
    const { onSubmit } = renderForm();
    const limits: [string, number][] = [
      ['Name', NAME_MAX],
      ['Last name', NAME_MAX],
      ['ID document number', DOCUMENT_MAX],
      ['Address', ADDRESS_MAX],
      ['Address line 2', ADDRESS_MAX],
      ['Postal code', POSTAL_CODE_MAX],
    ];
    for (const [label, max] of limits) expect(textbox(label).maxLength, label).toBe(max);

    await fillAll();
    // A value set past the input's limit (pasted by a script, or kept from before): the rule still holds.
    const long = 'L'.repeat(NAME_MAX + 1);
    fireEvent.change(textbox('Name'), { target: { value: long } });
    fireEvent.click(screen.getByRole('button', { name: 'Save recipient' }));
    await waitFor(() => expect(textbox('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(textbox('Name')).toHaveAccessibleDescription('This text is too long.');
    expect(document.activeElement).toBe(textbox('Name'));
    expect(onSubmit).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect(textbox('Name').value).toBe(long);
    expect(textbox('Last name').value).toBe('Rojas');
    expect(textbox('Address line 2').value).toBe('Urb. El Paraíso');
    expect(formValue('city_id')).toBe('100');
    expect(formValue('phone')).toBe('+584127654321');

    fireEvent.change(textbox('Name'), { target: { value: 'L'.repeat(NAME_MAX) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save recipient' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'L'.repeat(NAME_MAX), last_name: 'Rojas' });
  });

  it('shows above the form the server\u2019s refusal of a recipient past the cap', async () => {
    const { rerender } = renderForm();
    await fillAll();
    const text = 'Puedes tener como máximo 50 destinatarios. Elimina uno que ya no uses para agregar otro.';
    rerender({ fieldErrors: { body: [text] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(textbox('Name').value).toBe('Luis');
  });

  it('shows again the values sent before', async () => {
    renderForm({
      defaultValue: { name: 'Luis', email: null, country_id: 1, state_id: 10, city_id: 100, phone: '+584127654321', zip_code: '1020' },
    });
    expect(textbox('Name').value).toBe('Luis');
    expect(textbox('Email (optional)').value).toBe('');
    await waitFor(() => expect(select('City').value).toBe('100'));
    expect(select('Country').value).toBe('1');
    expect(select('State').value).toBe('10');
    expect(formValue('phone')).toBe('+584127654321');
  });

  it('goes back', () => {
    const { onBack } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
