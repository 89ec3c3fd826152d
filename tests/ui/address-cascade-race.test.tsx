// @vitest-environment jsdom
// The country → state → city cascade whatever the timing of its lists: answers held back,
// let through late and out of order, choices made while a list loads. What the customer sees
// chosen is what the form sends, and a late answer never undoes a later choice.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpContext } from '../../src/api/http-context.ts';
import { GeoOptionsProvider } from '../../src/data/use-geo-options.tsx';
import { RecipientForm } from '../../src/forms/recipient-form.tsx';
import type { RecipientFormValues } from '../../src/forms/recipient-form-schema.ts';
import { fakeHttp } from './support/fake-http.ts';
import { choose, formValue, optionTexts, select } from './support/form-queries.ts';
import { renderUi } from './support/render.tsx';

vi.mock('../../src/lib/visitor-country.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/visitor-country.ts')>()),
  lookupVisitorCountry: () => Promise.resolve('VE'),
}));

const GEO = {
  'api/countries': { data: [{ id: 1, name: 'Venezuela', iso_code: 'VE' }, { id: 2, name: 'Colombia', iso_code: 'CO' }] },
  'api/countries/1/states': { data: [{ id: 10, name: 'Miranda' }, { id: 11, name: 'Zulia' }] },
  'api/countries/2/states': { data: [{ id: 20, name: 'Antioquia' }] },
  'api/countries/1/states/10/cities': { data: [{ id: 100, name: 'Caracas' }] },
  'api/countries/1/states/11/cities': { data: [{ id: 110, name: 'Maracaibo' }] },
  'api/countries/2/states/20/cities': { data: [{ id: 200, name: 'Medellín' }] },
};
type GeoPath = keyof typeof GEO;

/** The geography's answers, each held back until the test lets it through (in any order). */
function heldGeo() {
  const held: { path: GeoPath; answer: () => void }[] = [];
  const answers = Object.fromEntries(
    (Object.keys(GEO) as GeoPath[]).map((path) => [
      path,
      () => new Promise((resolve) => held.push({ path, answer: () => resolve(GEO[path]) })),
    ]),
  );
  /** Lets the oldest request held for `path` have its answer. */
  async function answer(path: GeoPath) {
    await waitFor(() => expect(held.some((request) => request.path === path)).toBe(true));
    const [request] = held.splice(held.findIndex((item) => item.path === path), 1);
    await act(async () => request!.answer());
  }
  return { answers, answer };
}

/** A recipient sent before (a flow keeps it parsed): a saved address shown again. */
const SENT = {
  name: 'Pedro', last_name: 'Mendoza', document_id: 'V-9876543', email: null, phone: '+584149876543',
  landline_phone: null, address: 'Av. Bolívar 10', address_2: 'Apto 3B', country_id: 1, state_id: 10, city_id: 100,
  zip_code: '1060',
};

function renderForm(defaultValue: Record<string, unknown> | null = null) {
  const geo = heldGeo();
  const sent: RecipientFormValues[] = [];
  renderUi(
    <HttpContext value={fakeHttp(geo.answers)}><GeoOptionsProvider>
      <RecipientForm defaultValue={defaultValue} fieldErrors={{}} submitting={false} onSubmit={(values) => sent.push(values)} onBack={() => {}} />
    </GeoOptionsProvider></HttpContext>,
  );
  return { ...geo, sent };
}

const NAMES = { Country: 'country_id', State: 'state_id', City: 'city_id' } as const;

/** What the select shows chosen (its value) is what the form would send, for the three selects. */
function expectSentAsShown(values: Record<keyof typeof NAMES, string>) {
  for (const [label, name] of Object.entries(NAMES) as [keyof typeof NAMES, string][]) {
    expect(select(label).value, `${label} shown`).toBe(values[label]);
    expect(formValue(name), `${label} sent`).toBe(values[label]);
  }
}

const shownText = (label: keyof typeof NAMES) => select(label).selectedOptions[0]?.text;

describe('the address cascade, whatever the timing of its lists', () => {
  it('sends a saved address submitted before its lists arrive, and keeps it when they come, in any order', async () => {
    const { answer, sent } = renderForm(SENT);
    // Nothing has answered yet: the saved choices are already the selects' values.
    expectSentAsShown({ Country: '1', State: '10', City: '100' });
    expect(shownText('State')).toBe('Loading…');
    expect(select('State').getAttribute('aria-busy')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Save recipient' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    expect(sent[0]).toMatchObject({ country_id: 1, state_id: 10, city_id: 100 });
    expect(screen.queryByText('This field is required.')).toBeNull();

    // The lists arrive late, the cities first: the choices stay, now named.
    await answer('api/countries/1/states/10/cities');
    expectSentAsShown({ Country: '1', State: '10', City: '100' });
    await answer('api/countries/1/states');
    await answer('api/countries');
    expectSentAsShown({ Country: '1', State: '10', City: '100' });
    expect([shownText('Country'), shownText('State'), shownText('City')]).toEqual(['Venezuela', 'Miranda', 'Caracas']);
    expect(optionTexts('State')).toEqual(['Choose a state', 'Miranda', 'Zulia']);
  });

  it('a late answer for an earlier country never undoes the choices made after it', async () => {
    const { answer } = renderForm();
    await answer('api/countries');
    fireEvent.change(select('Country'), { target: { value: '1' } });
    // Another country while the first one's states are still on their way.
    fireEvent.change(select('Country'), { target: { value: '2' } });
    await answer('api/countries/2/states');
    await choose('State', '20');
    expectSentAsShown({ Country: '2', State: '20', City: '' });

    // Venezuela's states arrive now, late: Colombia's state stays chosen, and its list stays.
    await answer('api/countries/1/states');
    expectSentAsShown({ Country: '2', State: '20', City: '' });
    expect(optionTexts('State')).toEqual(['Choose a state', 'Antioquia']);

    await answer('api/countries/2/states/20/cities');
    await choose('City', '200');
    expectSentAsShown({ Country: '2', State: '20', City: '200' });
    expect([shownText('Country'), shownText('State'), shownText('City')]).toEqual(['Colombia', 'Antioquia', 'Medellín']);
  });

  it('a choice made while the lists load clears what depends on it, and their late answers bring nothing back', async () => {
    const { answer } = renderForm(SENT);
    await answer('api/countries');
    // Venezuela's states and Miranda's cities are still loading when Colombia is chosen.
    fireEvent.change(select('Country'), { target: { value: '2' } });
    expectSentAsShown({ Country: '2', State: '', City: '' });
    await answer('api/countries/1/states');
    await answer('api/countries/1/states/10/cities');
    expectSentAsShown({ Country: '2', State: '', City: '' });
    expect(optionTexts('City')).toEqual(['Choose a state first']);

    await answer('api/countries/2/states');
    expect(optionTexts('State')).toEqual(['Choose a state', 'Antioquia']);
    await choose('State', '20');
    expectSentAsShown({ Country: '2', State: '20', City: '' });
    // A typed phone is the customer's, whatever the country (docs/product.md#country-state-and-city).
    expect(formValue('phone')).toBe('+584149876543');
  });

  it('a state chosen while the saved state’s cities load keeps its own city list', async () => {
    const { answer } = renderForm(SENT);
    await answer('api/countries');
    await answer('api/countries/1/states');
    // Miranda's cities have not answered yet: Zulia is chosen.
    await choose('State', '11');
    expectSentAsShown({ Country: '1', State: '11', City: '' });
    await answer('api/countries/1/states/11/cities');
    // Miranda's cities arrive after Zulia's: Zulia's stay, the city stays unchosen.
    await answer('api/countries/1/states/10/cities');
    expect(optionTexts('City')).toEqual(['Choose a city', 'Maracaibo']);
    expectSentAsShown({ Country: '1', State: '11', City: '' });
    await choose('City', '110');
    expectSentAsShown({ Country: '1', State: '11', City: '110' });
  });
});
