// @vitest-environment jsdom
// The checkout's two pages, each fetched with its own code (CheckoutPage): the methods' page with the
// preselected method's instructions, then, on Pay, the payment form; and back. An invoice under
// review offers neither (docs/product.md#payment-under-review).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createActor } from 'xstate';
import type { CheckoutApi } from '../../../src/api/checkout.ts';
import { CheckoutActorContext } from '../../../src/features/checkout/checkout-actor.ts';
import { provideCheckout } from '../../../src/features/checkout/checkout-implementations.ts';
import { CheckoutPage } from '../../../src/features/checkout/checkout-page.tsx';
import { renderUi } from '../../ui/support/render.tsx';
import { INVOICE, method, SUMMARY } from '../support/checkout-fixtures.ts';

/** The checkout of invoice 55 with `api`'s answers, opened at `start`. */
function renderCheckout(api: CheckoutApi, start: { methodId: number | null; step: 'method' | 'payment' }) {
  const actor = createActor(provideCheckout(api, 7), { input: { invoiceId: 55, ...start } }).start();
  renderUi(
    <MemoryRouter>
      <CheckoutActorContext value={actor}>
        <main>
          <CheckoutPage />
        </main>
      </CheckoutActorContext>
    </MemoryRouter>,
  );
}

describe('the checkout page', () => {
  it('shows the methods with the instructions, sanitized, then the payment form on Pay, and back', async () => {
    const api = {
      invoice: async () => INVOICE,
      methods: async () => [method(1, 'Transfer', '<p>Bank</p>'), method(2, 'Zelle', '<p>Send to <b>pay@casillero.test</b></p><script>window.__xss=1</script>')],
      summary: async () => SUMMARY,
    } as unknown as CheckoutApi;
    renderCheckout(api, { methodId: null, step: 'method' });
    await screen.findByRole('heading', { name: 'Choose a payment method' });
    const instructions = screen.getByRole('heading', { name: 'How to pay with Zelle' }).parentElement!;
    expect(instructions.textContent).toContain('Send to pay@casillero.test');
    expect(instructions.querySelector('script')).toBeNull();

    await screen.findByText('Total to pay');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('heading', { name: 'Payment' });
    expect((screen.getByLabelText('Payment method') as HTMLInputElement).value).toBe('Zelle');

    fireEvent.click(screen.getByRole('button', { name: '← Change the payment method' }));
    await screen.findByRole('heading', { name: 'Choose a payment method' });
  });

  it('says an invoice whose debt pending payments cover is under review, with no methods to choose', async () => {
    const api = {
      invoice: async () => ({ ...INVOICE, pending_amount: INVOICE.debt, still_due: 0 }),
      methods: async () => [method(1, 'Transfer')],
      summary: async () => SUMMARY,
    } as unknown as CheckoutApi;
    renderCheckout(api, { methodId: 1, step: 'payment' });
    await screen.findByRole('heading', { name: 'Payment under review' });
    expect(screen.getByRole('link', { name: 'See the payments' }).getAttribute('href')).toBe('/home/invoice/55?tab=payments');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByLabelText(/^Amount paid/)).toBeNull();
  });
});
