// @vitest-environment jsdom
// The code step when the hour's code e-mails are spent (docs/product.md#rate-limits): the wait in
// minutes, on the screen (not a toast), counting down, in both languages; "resend" only after it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { MemoryRouter } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { pinMachine, type PinPurpose } from '../../machines/pin.ts';
import { messages as spanishForms } from '../../locale/es/forms.po';
import { CodeEntry } from '../../src/ui/forms/code-entry.tsx';
import { ApiError } from '../../src/api/api-error.ts';
import { axeViolations, renderUi } from './support/render.tsx';

type Resend = { email: string; purpose: PinPurpose };

/** The code step opened as a flow opens it; `resend` answers its requests for a new code. */
function renderCodeStep(waitSeconds: number | null, resend: (input: Resend) => Promise<{ expires_in_minutes: number }> = () => new Promise(() => {})) {
  const pin = createActor(
    pinMachine.provide({ actors: { requestPin: fromPromise<{ expires_in_minutes: number }, Resend>(({ input }) => resend(input)) } }),
    { input: { email: 'nueva@casillero.test', purpose: 'signup', validMinutes: 10, pinLength: 6, waitSeconds } },
  ).start();
  renderUi(
    <MemoryRouter>
      <CodeEntry pin={pin} />
    </MemoryRouter>,
  );
  return pin;
}

const wait = () => screen.getByRole('status');
const resendButton = () => screen.queryByRole('button', { name: 'Send a new code' });

afterEach(() => {
  vi.useRealTimers();
  act(() => i18n.activate('en'));
});

describe('the code step past the hourly allowance of codes', () => {
  it('says how many minutes to wait, counts them down, and offers "resend" only once they pass', async () => {
    vi.useFakeTimers();
    // Retry-After: 12 minutes less 30 s, said as 12 minutes.
    renderCodeStep(690);
    expect(wait()).toHaveTextContent('Too many codes have been asked for in the last hour. You can ask for another in 12 minutes.');
    // Nothing was sent this time: the screen does not say a code was.
    expect(screen.getByText(/If a code we sent to/)).toHaveTextContent(
      'If a code we sent to nueva@casillero.test is in your inbox, enter it. A code is valid for 10 minutes.',
    );
    expect(resendButton()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(wait()).toHaveTextContent('You can ask for another in 11 minutes.');
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(wait()).toHaveTextContent('You can ask for another in 1 minute.');
    expect(resendButton()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(wait()).toBeEmptyDOMElement();
    expect(resendButton()).toBeEnabled();
  });

  it('is said in Spanish too, and passes axe', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanishForms }));
    const pin = renderCodeStep(60);
    expect(wait()).toHaveTextContent('Se pidieron demasiados códigos en la última hora. Podrás pedir otro en 1 minuto.');
    expect(await axeViolations()).toEqual([]);
    pin.stop();
  });

  it('shows the wait a refused resend asked for, where the resend link was', async () => {
    vi.useFakeTimers();
    const refusal = new ApiError('TOO_MANY_REQUESTS', 429, 'Demasiadas solicitudes', {}, 1500);
    renderCodeStep(null, () => Promise.reject(refusal));
    expect(screen.getByText(/We have sent a 6-digit code/)).toBeInTheDocument();
    expect(wait()).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await act(async () => resendButton()!.click());
    expect(wait()).toHaveTextContent('You can ask for another in 25 minutes.');
    expect(resendButton()).toBeNull();
  });
});
