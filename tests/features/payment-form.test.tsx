// @vitest-environment jsdom
// The payment form with the real checkout flow and fake calls: a proof the server refuses is marked
// at the proof's field with the server's words; an error of no field is the server's toast.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../src/api/api-error.ts';
import type { CheckoutApi } from '../../src/api/checkout.ts';
import { CheckoutActorContext } from '../../src/features/checkout/checkout-actor.ts';
import { provideCheckout } from '../../src/features/checkout/checkout-implementations.ts';
import { PaymentFormView } from '../../src/features/checkout/payment-form-view.tsx';
import { renderUi } from '../ui/support/render.tsx';
import { INVOICE, method, SUMMARY } from './support/checkout-fixtures.ts';

const PROOF_ERROR = 'Unsupported file format (JPEG, PNG or PDF).';

// jsdom builds a form's FormData from an input's own file list, which user-event cannot set (it
// sets the `files` property): the form data takes the files from there, as a browser's would.
class FormDataWithFiles extends FormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super(form, submitter);
    for (const element of form?.elements ?? []) {
      if (!(element instanceof HTMLInputElement) || element.type !== 'file') continue;
      const file = element.files?.[0];
      if (file) this.set(element.name, file);
    }
  }
}
beforeEach(() => vi.stubGlobal('FormData', FormDataWithFiles));
afterEach(() => vi.unstubAllGlobals());

type Pay = CheckoutApi['pay'];

/** The payment form of invoice 55 with Zelle, its payment answered with `refusal`; the toasts' texts. */
async function renderPaymentForm(refusal: ApiError | Pay) {
  const pay = vi.fn(
    typeof refusal === 'function'
      ? refusal
      : async () => {
          throw refusal;
        },
  );
  const api = {
    invoice: async () => INVOICE,
    methods: async () => [method(1, 'Transfer'), method(2, 'Zelle')],
    summary: async () => SUMMARY,
    pay,
  } as unknown as CheckoutApi;
  const actor = createActor(provideCheckout(api, 7), { input: { invoiceId: 55, methodId: 2, step: 'payment' } }).start();
  const toasts: string[] = [];
  actor.on('notify', (event) => toasts.push(i18n._(event.message)));
  // The flow shows the form once the invoice and the methods are in (CheckoutPage).
  await waitFor(actor, (snapshot) => snapshot.matches('paying'));
  renderUi(
    <CheckoutActorContext value={actor}>
      <main>
        <PaymentFormView />
      </main>
    </CheckoutActorContext>,
  );
  await screen.findByRole('heading', { name: 'Payment' });
  const proof = screen.getByLabelText(/^Proof of payment/) as HTMLInputElement;
  // Named and typed as a PNG, so the form lets it go; its bytes are not a picture.
  await userEvent.upload(proof, new File(['not really a picture'], 'fake.png', { type: 'image/png' }));
  fireEvent.click(screen.getByRole('button', { name: 'Register payment' }));
  await vi.waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
  return { proof, toasts };
}

describe('the payment form', () => {
  it('shows the progress of the proof going up, read from the upload child', async () => {
    // A third of the proof is sent; the answer never comes.
    await renderPaymentForm((({ onProgress }) => {
      onProgress?.({ loaded: 1, total: 3 });
      return new Promise(() => {});
    }) as Pay);
    expect(await screen.findByText('Uploading the proof… 33%')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveProperty('value', 33);
  });

  it('shows the server’s refusal of the proof under the proof’s field, the file still chosen', async () => {
    const { proof, toasts } = await renderPaymentForm(
      new ApiError('UNSUPPORTED_MEDIA', 422, 'The file type is not allowed.', { multimedia: [PROOF_ERROR] }),
    );
    await vi.waitFor(() => expect(proof.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(proof.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(error?.textContent).toBe(PROOF_ERROR);
    expect(toasts).toEqual(['We could not register your payment. Check the marked fields and try again.']);
    expect(proof.files?.[0]?.name).toBe('fake.png');
    expect(screen.getByTitle('fake.png')).toBeVisible();

    // Another file is checked again as it is chosen: the server's mark goes.
    await userEvent.upload(proof, new File(['%PDF-1.4'], 'comprobante.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(proof.getAttribute('aria-invalid')).toBeNull());
    expect(error?.textContent).toBe('');
  });

  it('shows the server’s message as the toast when the refusal names no field', async () => {
    const { proof, toasts } = await renderPaymentForm(new ApiError('NOT_FOUND', 404, 'The requested resource does not exist.'));
    await vi.waitFor(() => expect(toasts).toEqual(['The requested resource does not exist.']));
    expect(proof.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText(/^Amount paid/).getAttribute('aria-invalid')).toBeNull();
  });
});
