// @vitest-environment jsdom
// The payment form with the real checkout flow and fake calls: a proof the server refuses is marked
// at the proof's field with the server's words; an error of no field is the server's toast.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { ApiError } from '../../../src/api/api-error.ts';
import type { CheckoutApi } from '../../../src/api/checkout.ts';
import { CheckoutActorContext } from '../../../src/features/checkout/checkout-actor.ts';
import { provideCheckout } from '../../../src/features/checkout/checkout-implementations.ts';
import { PaymentFormView } from '../../../src/features/checkout/payment-form-view.tsx';
import { renderUi } from '../../ui/support/render.tsx';
import { INVOICE, method, SUMMARY } from '../support/checkout-fixtures.ts';

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

/** The flow shows the form once the invoice, the methods and the method's summary are in (CheckoutPage). */
async function showForm(actor: ActorRefFrom<ReturnType<typeof provideCheckout>>) {
  await waitFor(actor, (snapshot) => snapshot.matches({ paying: 'editing' }));
  renderUi(
    <CheckoutActorContext value={actor}>
      <main>
        <PaymentFormView />
      </main>
    </CheckoutActorContext>,
  );
}

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
  await showForm(actor);
  await screen.findByRole('heading', { name: 'Payment' });
  const proof = screen.getByLabelText(/^Proof of payment/) as HTMLInputElement;
  // Named and typed as a PNG, so the form lets it go; its bytes are not a picture.
  await userEvent.upload(proof, new File(['not really a picture'], 'fake.png', { type: 'image/png' }));
  fireEvent.click(screen.getByRole('button', { name: 'Register payment' }));
  await vi.waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
  return { proof, toasts };
}

const PAGO_MOVIL = {
  ...method(3, 'Pago Móvil', '<ul><li><strong>RIF:</strong> J-41235678-9</li><li><strong>Phone:</strong> 0414-555-0123</li></ul>'),
  currency: 'VES',
  symbol: 'Bs.',
};
// 109.12 still due, 5.4% on it: 115.01 US$, at 135.06 VES per US$.
const VES_SUMMARY = { ...SUMMARY, label: 'Pago Móvil', recharge: 796.55, totalInvoice: 15533.25, currency: 'VES', symbol: 'Bs.', currentDebt: 109.12, totalUsd: 115.01, rate: 135.06 };

describe('the payment form', () => {
  it('keeps the method’s payee details in view, shows its total with the rate, and pre-fills the USD total', async () => {
    const api = {
      invoice: async () => ({ ...INVOICE, debt: 109.12, still_due: 109.12 }),
      methods: async () => [method(1, 'Zelle'), PAGO_MOVIL],
      summary: async () => VES_SUMMARY,
    } as unknown as CheckoutApi;
    const actor = createActor(provideCheckout(api, 7), { input: { invoiceId: 55, methodId: 3, step: 'payment' } }).start();
    await showForm(actor);
    const payee = (await screen.findByRole('heading', { name: 'How to pay with Pago Móvil' })).closest('section')!;
    expect(payee.textContent).toContain('RIF: J-41235678-9');
    expect(payee.textContent).toContain('Phone: 0414-555-0123');
    expect(payee.textContent?.replace(/\s/g, ' ')).toContain('VES 15,533.25 = US$ 115.01 at 135.06 VES/US$');
    expect((screen.getByLabelText(/^Amount paid/) as HTMLInputElement).value).toBe('115.01');
  });

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
