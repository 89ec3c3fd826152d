// @vitest-environment jsdom
// The code step when the server queued the code's e-mail (docs/product.md#codes): the screen says the
// code is on its way and still valid, in both languages; once a resend leaves at once, it says sent.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { MemoryRouter } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { pinMachine, type PinInput, type PinPurpose } from '../../machines/pin.ts';
import { messages as spanishForms } from '../../locale/es/forms.po';
import { CodeEntry } from '../../src/ui/forms/code-entry.tsx';
import { axeViolations, renderUi } from './support/render.tsx';

const input: PinInput = { email: 'nueva@casillero.test', purpose: 'signup', validMinutes: 10, pinLength: 6, waitSeconds: null, delivery: 'queued' };

function renderCodeStep(resent: { expires_in_minutes: number; sent?: 'now' | 'queued' } = { expires_in_minutes: 10, sent: 'now' }) {
  const requestPin = fromPromise<typeof resent, { email: string; purpose: PinPurpose }>(async () => resent);
  const pin = createActor(pinMachine.provide({ actors: { requestPin }, delays: { resendCooldown: 0 } }), { input }).start();
  renderUi(
    <MemoryRouter>
      <CodeEntry pin={pin} />
    </MemoryRouter>,
  );
  return pin;
}

const lead = () => screen.getByText(/6-digit code|código de 6 dígitos/);

afterEach(() => {
  act(() => i18n.activate('en'));
});

describe('the code step of a queued code', () => {
  it('says the code is on its way, then sent once a resend left at once', async () => {
    const pin = renderCodeStep();
    expect(lead()).toHaveTextContent(
      'Your 6-digit code is on its way to nueva@casillero.test: the e-mail is taking longer than usual. It is valid for 10 minutes.',
    );
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    await waitFor(() => expect(resend).toBeEnabled());
    await act(async () => resend.click());
    await waitFor(() => expect(lead()).toHaveTextContent('We have sent a 6-digit code to nueva@casillero.test. It is valid for 10 minutes.'));
    pin.stop();
  });

  it('is said in Spanish too, and passes axe', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanishForms }));
    const pin = renderCodeStep();
    expect(lead()).toHaveTextContent(
      'Tu código de 6 dígitos está en camino a nueva@casillero.test: el correo está tardando más de lo normal. Es válido por 10 minutos.',
    );
    expect(await axeViolations()).toEqual([]);
    pin.stop();
  });
});
