// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PhoneField } from '../../src/ui/forms/phone-field.tsx';
import { axeViolations, renderUi } from './support/render.tsx';

function Form({ initialCountry = 'VE', initialValue }: { initialCountry?: string; initialValue?: string }) {
  const [country, setCountry] = useState(initialCountry);
  const [phone, setPhone] = useState<string | undefined>(initialValue);
  return (
    <form aria-label="Data">
      <label htmlFor="country">Country</label>
      <select
        id="country"
        value={country}
        // As the forms do (docs/product.md#country-state-and-city): a new country leaves the phone to the field.
        onChange={(event) => setCountry(event.target.value)}
      >
        <option value="VE">Venezuela</option>
        <option value="CO">Colombia</option>
        <option value="XX">Nowhere</option>
      </select>
      <label htmlFor="phone">Phone</label>
      <PhoneField
        id="phone"
        name="phone_number"
        country={country}
        value={phone}
        onChange={setPhone}
        aria-invalid={false}
        aria-describedby="phone-error"
      />
      <div id="phone-error" />
      <output data-testid="phone">{phone ?? 'none'}</output>
    </form>
  );
}

/** The number input once the library has loaded (the stand-in is read-only). */
async function loadedInput(): Promise<HTMLInputElement> {
  await screen.findByRole('combobox', { name: 'Country of the phone number' }, { timeout: 10_000 });
  return screen.getByLabelText('Phone', { selector: 'input' }) as HTMLInputElement;
}

const phoneCountry = () =>
  screen.getByRole('combobox', { name: 'Country of the phone number' }) as HTMLSelectElement;
const numberShows = (text: string) => waitFor(async () => expect((await loadedInput()).value).toBe(text));
const formData = () => new FormData(screen.getByRole('form') as HTMLFormElement);

describe('PhoneField', () => {
  it('shows a read-only stand-in of the same id until the library loads', async () => {
    renderUi(<Form initialValue="+584121234567" />);
    const standIn = screen.getByLabelText('Phone', { selector: 'input' }) as HTMLInputElement;
    expect(standIn.type).toBe('tel');
    expect(standIn.readOnly).toBe(true);
    expect(standIn.getAttribute('aria-describedby')).toBe('phone-error');
    expect(formData().get('phone_number')).toBe('+584121234567');
    const input = await loadedInput();
    expect(input.readOnly).toBe(false);
    expect(input.value).toBe('+58 412 1234567');
  });

  it("starts on the form's country calling code and gives E.164 to the form", async () => {
    renderUi(<Form />);
    const input = await loadedInput();
    expect(input.type).toBe('tel');
    expect(input.value).toBe('+58');
    expect(input.getAttribute('aria-describedby')).toBe('phone-error');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(input, { target: { value: '+58 412 123 4567' } });
    await waitFor(() => expect(screen.getByTestId('phone').textContent).toBe('+584121234567'));
    expect(formData().getAll('phone_number')).toEqual(['+584121234567']);
    expect([...formData().keys()]).toEqual(['phone_number']);
    expect(await axeViolations()).toEqual([]);
    // Erased down to the calling code: an empty field again.
    fireEvent.change(input, { target: { value: '+58' } });
    await waitFor(() => expect(screen.getByTestId('phone').textContent).toBe('none'));
    expect(formData().get('phone_number')).toBe('');
  });

  it("follows the form's country, and falls back to VE for an unknown one", async () => {
    renderUi(<Form />);
    await loadedInput();
    const country = screen.getByLabelText('Country', { selector: 'select' });
    fireEvent.change(country, { target: { value: 'CO' } });
    await numberShows('+57');
    expect(phoneCountry().value).toBe('CO');
    // The form's country first in the list.
    expect(phoneCountry().options[0]?.value).toBe('CO');
    fireEvent.change(country, { target: { value: 'XX' } });
    await numberShows('+58');
  });

  it('keeps a typed number when the country changes; an empty field takes the new code, whatever code was picked', async () => {
    renderUi(<Form />);
    const input = await loadedInput();
    const country = screen.getByLabelText('Country', { selector: 'select' });
    fireEvent.change(input, { target: { value: '+58 412 123 4567' } });
    await waitFor(() => expect(screen.getByTestId('phone').textContent).toBe('+584121234567'));
    // The same country again, then another: the number stays as typed.
    fireEvent.change(country, { target: { value: 'VE' } });
    fireEvent.change(country, { target: { value: 'CO' } });
    await numberShows('+58 412 1234567');
    expect(screen.getByTestId('phone').textContent).toBe('+584121234567');
    expect(phoneCountry().value).toBe('VE');
    // Erased, then the customer picks the US code: the next country still starts it over.
    fireEvent.change(await loadedInput(), { target: { value: '+58' } });
    await waitFor(() => expect(screen.getByTestId('phone').textContent).toBe('none'));
    fireEvent.change(phoneCountry(), { target: { value: 'US' } });
    await numberShows('+1');
    fireEvent.change(country, { target: { value: 'VE' } });
    await numberShows('+58');
    expect(phoneCountry().value).toBe('VE');
  });

  it('lets the customer pick another calling code', async () => {
    renderUi(<Form />);
    await loadedInput();
    fireEvent.change(phoneCountry(), { target: { value: 'US' } });
    await numberShows('+1');
    expect(screen.getByTestId('phone').textContent).toBe('none');
  });
});
