// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpContext } from '../../src/api/http-context.ts';
import { GeoOptionsProvider } from '../../src/data/use-geo-options.tsx';
import { RecipientForm } from '../../src/forms/recipient-form.tsx';
import { fakeHttp, GEO_ANSWERS } from './support/fake-http.ts';
import { optionTexts, select, textbox } from './support/form-queries.ts';
import { renderUi } from './support/render.tsx';

// The visitor is in Colombia.
vi.mock('../../src/lib/visitor-country.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/visitor-country.ts')>()),
  lookupVisitorCountry: () => Promise.resolve('CO'),
}));

function renderForm(answers: Record<string, unknown>) {
  const http = fakeHttp({ ...GEO_ANSWERS, ...answers });
  renderUi(
    <HttpContext value={http}><GeoOptionsProvider>
      <RecipientForm fieldErrors={{}} submitting={false} onSubmit={() => {}} onBack={() => {}} />
    </GeoOptionsProvider></HttpContext>,
  );
  return http;
}

const phone = () => textbox('Mobile phone');

describe('the address cascade and the phone', () => {
  it("starts the phones on the visitor's country, then on the chosen country's", async () => {
    renderForm({});
    await waitFor(() => expect(phone().value).toBe('+57'), { timeout: 10_000 });
    expect(textbox('Landline (optional)').value).toBe('+57');
    await waitFor(() => expect(select('Country').options.length).toBe(3));
    fireEvent.change(select('Country'), { target: { value: '1' } });
    await waitFor(() => expect(phone().value).toBe('+58'));
  });

  it('keeps a typed phone when the country changes, with no error (docs/product.md#country-state-and-city)', async () => {
    renderForm({});
    await waitFor(() => expect(phone().value).toBe('+57'), { timeout: 10_000 });
    await waitFor(() => expect(select('Country').options.length).toBe(3));
    fireEvent.change(phone(), { target: { value: '+57 301 234 5678' } });
    fireEvent.blur(phone());
    fireEvent.change(select('Country'), { target: { value: '1' } });
    await waitFor(() => expect(optionTexts('State')).toEqual(['Choose a state', 'Miranda']));
    expect(phone().value).toBe('+57 301 2345678');
    expect(phone().getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('offers a retry when a list fails to load', async () => {
    let fail = true;
    const http = renderForm({
      'api/countries/1/states': () => {
        if (fail) throw { code: 'NETWORK_ERROR' };
        return GEO_ANSWERS['api/countries/1/states'];
      },
    });
    await waitFor(() => expect(select('Country').options.length).toBe(3));
    fireEvent.change(select('Country'), { target: { value: '1' } });
    await screen.findByText('We could not load this information.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(optionTexts('State')).toEqual(['Choose a state', 'Miranda']));
    expect(http.calls.filter((path) => path === 'api/countries/1/states')).toHaveLength(2);
  });
});
