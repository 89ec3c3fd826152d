// @vitest-environment jsdom
// The data step shown again (Back from the shipment step) and sent at once, before the country,
// state and city lists have answered: the saved address is sent, not "This field is required."
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { PersonalData, SavedClient } from '../../../machines/sign-up.ts';
import { DataStep } from '../../../src/features/sign-up/data-step.tsx';
import { GEO_ANSWERS } from '../../ui/support/fake-http.ts';
import { formValue, select } from '../../ui/support/form-queries.ts';
import { CLIENT } from '../support/fixtures.ts';
import { renderInWizard } from '../support/sign-up-wizard.tsx';

describe('the sign-up data step, shown again before its lists arrive', () => {
  it('sends the address it shows chosen', async () => {
    const held: (() => void)[] = [];
    const late = (body: unknown) => () => new Promise((resolve) => held.push(() => resolve(body)));
    const answers = Object.fromEntries(Object.entries(GEO_ANSWERS).map(([path, body]) => [path, late(body)]));
    const sent: PersonalData[] = [];
    const { actor } = renderInWizard({
      client: CLIENT,
      actors: {
        updateClient: fromPromise<SavedClient, { id: number; values: PersonalData }>(async ({ input }) => {
          sent.push(input.values);
          return CLIENT;
        }),
      },
      answers,
      page: (wizard) => {
        // A customer with a client starts on the shipment step: Back shows the data step again.
        if (wizard.getSnapshot().matches('shipmentsStep')) wizard.send({ type: 'BACK' });
        return <DataStep />;
      },
    });
    // No list has answered: the client's place is what the selects hold, and what would be sent.
    expect.soft([select('Country').value, select('State').value, select('City').value]).toEqual(['1', '10', '100']);
    expect.soft([formValue('country_id'), formValue('state_id'), formValue('city_id')]).toEqual(['1', '10', '100']);

    fireEvent.change(select('How did you hear about us?'), { target: { value: 'agent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryAllByText('This field is required.')).toEqual([]));
    await waitFor(() => expect(actor.getSnapshot().matches('shipmentsStep')).toBe(true), { timeout: 5_000 });
    expect(sent[0]).toMatchObject({ country_id: 1, state_id: 10, city_id: 100 });

    // The lists answer afterwards, newest first: nothing is left pending.
    await act(async () => held.reverse().forEach((answer) => answer()));
  });
});
