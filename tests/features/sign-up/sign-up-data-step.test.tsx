// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { PersonalData, SavedClient } from '../../../machines/sign-up.ts';
import { ClientCreateSchema, type Client } from '../../../src/api/contract/client.ts';
import { DataStep } from '../../../src/features/sign-up/data-step.tsx';
import { choose, formValue, phoneInput, select, textbox } from '../../ui/support/form-queries.ts';
import { axeViolations } from '../../ui/support/render.tsx';
import { CLIENT } from '../support/fixtures.ts';
import { renderInWizard } from '../support/sign-up-wizard.tsx';

const TERMS = '<h2>Términos</h2><p>Condiciones del servicio.</p><script>alert(1)</script>';

/** The data step in a signed-in wizard; `save` answers createClient and updateClient. */
function renderStep({ client = null as Client | null, save = async (): Promise<SavedClient> => ({ ...CLIENT, id: 41 }) } = {}) {
  const sent: PersonalData[] = [];
  const record = async (values: PersonalData) => {
    sent.push(values);
    return save();
  };
  const wizard = renderInWizard({
    client,
    actors: {
      createClient: fromPromise<SavedClient, { email: string; values: PersonalData }>(({ input }) => record(input.values)),
      updateClient: fromPromise<SavedClient, { id: number; values: PersonalData }>(({ input }) => record(input.values)),
    },
    answers: { 'api/site-content': { data: { faq: [], termsAndConditions: TERMS, agents: [] } } },
    page: (actor) => {
      // A customer with a client starts on the shipment step: they came back.
      if (actor.getSnapshot().matches('shipmentsStep')) actor.send({ type: 'BACK' });
      return <DataStep />;
    },
  });
  return { ...wizard, sent };
}

const checkbox = () => screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }) as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function fill() {
  fireEvent.change(textbox('Name'), { target: { value: 'Ana' } });
  fireEvent.change(textbox('Last name'), { target: { value: 'Pérez' } });
  fireEvent.change(textbox('ID document number'), { target: { value: 'V-12345678' } });
  fireEvent.change(textbox('Date of birth'), { target: { value: '01311990' } });
  fireEvent.change(textbox('Address'), { target: { value: 'Av. Libertador 10' } });
  await choose('Country', '1');
  await choose('State', '10');
  await choose('City', '100');
  fireEvent.change(await phoneInput('Mobile phone'), { target: { value: '+58 412 123 4567' } });
  await waitFor(() => expect(formValue('phone')).toBe('+584121234567'));
  fireEvent.change(select('How did you hear about us?'), { target: { value: 'social_media' } });
  fireEvent.click(checkbox());
}

describe('the sign-up data step', () => {
  it('sends the personal data as the contract wants it (without e-mail and type)', async () => {
    const { actor, sent } = renderStep();
    expect(screen.getByRole('heading', { level: 2, name: 'Your personal data' })).toBeVisible();
    await fill();
    expect(textbox('Date of birth').value).toBe('01-31-1990');
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(continueButton());
    await waitFor(() => expect(actor.getSnapshot().matches('shipmentsStep')).toBe(true));
    expect(sent).toEqual([
      {
        name: 'Ana', last_name: 'Pérez', document_id: 'V-12345678', birth_date: '1990-01-31', address: 'Av. Libertador 10',
        country_id: 1, state_id: 10, city_id: 100, zip_code: null, phone: '+584121234567', landline_phone: null,
        referral_source: 'social_media', terms_accepted: true,
      },
    ]);
    expect(ClientCreateSchema.safeParse({ ...sent[0], email: 'ana@casillero.test', type: 'PERSON' }).success).toBe(true);
  });

  it('refuses someone under 18 and asks for the terms', async () => {
    const { sent } = renderStep();
    await fill();
    fireEvent.click(checkbox());
    const today = new Date();
    const monthDay = `${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
    fireEvent.change(textbox('Date of birth'), { target: { value: `${monthDay}-${today.getUTCFullYear() - 17}` } });
    fireEvent.click(continueButton());
    // Each message is read with its field.
    await waitFor(() => expect(textbox('Date of birth')).toHaveAccessibleDescription('You must be at least 18 years old.'));
    expect(checkbox()).toHaveAccessibleDescription('You must accept the terms and conditions.');
    expect(document.activeElement).toBe(textbox('Date of birth'));
    expect(sent).toEqual([]);
    // The calendar offers no later date than the last allowed one.
    const picker = document.getElementById(`${textbox('Date of birth').id}-picker`) as HTMLInputElement;
    expect(picker.max).toBe(`${today.getUTCFullYear() - 18}-${monthDay}`);
  });

  it("shows the server's errors under the fields and keeps what was typed, also shown again later", async () => {
    const { actor, sent, remount } = renderStep({
      save: async () => {
        throw { code: 'FAILED_VALIDATION', fieldErrors: { document_id: ['Este documento ya está registrado.'] } };
      },
    });
    await fill();
    fireEvent.click(continueButton());
    await waitFor(() => expect(textbox('ID document number')).toHaveAccessibleDescription('Este documento ya está registrado.'));
    expect(actor.getSnapshot().matches({ dataStep: 'editing' })).toBe(true);
    expect(textbox('ID document number').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Name').value).toBe('Ana');
    expect(select('City').value).toBe('100');
    expect(sent).toHaveLength(1);

    remount();
    expect(textbox('Date of birth').value).toBe('01-31-1990');
    expect(textbox('Name').value).toBe('Ana');
    expect(checkbox().checked).toBe(true);
    await waitFor(() => expect(select('City').value).toBe('100'));
    expect(select('How did you hear about us?').value).toBe('social_media');
  });

  it('shows the client of a customer who came back from the shipment step, and updates it', async () => {
    const { actor, sent } = renderStep({ client: CLIENT });
    expect(textbox('Name').value).toBe('Ana');
    expect(textbox('Date of birth').value).toBe('01-31-1990');
    expect(textbox('Postal code (optional)').value).toBe('1010');
    await waitFor(() => expect(select('City').value).toBe('100'));
    fireEvent.change(select('How did you hear about us?'), { target: { value: 'agent' } });
    fireEvent.click(continueButton());
    await waitFor(() => expect(actor.getSnapshot().matches('shipmentsStep')).toBe(true));
    expect(sent[0]).toMatchObject({ phone: CLIENT.phone, zip_code: '1010', city_id: 100, referral_source: 'agent' });
  });

  it('opens the terms (sanitized) in a modal', async () => {
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Read the terms and conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await waitFor(() => expect(dialog.textContent).toContain('Condiciones del servicio.'));
    expect(dialog.querySelector('script')).toBeNull();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
