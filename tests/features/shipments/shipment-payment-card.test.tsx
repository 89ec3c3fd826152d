// @vitest-environment jsdom
// A shipment's price (docs/product.md#details): its invoice's total once there is one; the pieces'
// prices, labelled as an estimate, before it, when the invoice is void, or when the company's
// backend leaves the invoice's total out.
import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ShipmentDetail } from '../../../src/api/contract/shipments.ts';
import { ShipmentPaymentCard } from '../../../src/features/shipments/shipment-payment-card.tsx';
import { renderUi } from '../../ui/support/render.tsx';
import { SHIPMENT } from '../support/shipment-fixtures.ts';

// Six pieces at US$ 12.50 each in the fixture; the amount's space is a no-break one.
const PIECES_TOTAL = 'US$\u00a075.00';

function totalPrice(shipment: ShipmentDetail): string {
  renderUi(
    <MemoryRouter>
      <ShipmentPaymentCard shipment={shipment} />
    </MemoryRouter>,
  );
  const label = screen.getByText('Total price');
  return within(label.parentElement!).getByRole('definition').textContent ?? '';
}

describe("a shipment's total price", () => {
  it('is its invoice’s total, which may differ from the pieces’ prices', () => {
    expect(totalPrice({ ...SHIPMENT, invoice: { id: 55, friendly_name: 'FAC-0055', total: 232.7, status: 'PAID' } })).toBe('US$\u00a0232.70');
  });

  it('is the pieces’ estimate, so labelled, before the invoice, when it is void, or when its total is not said', () => {
    const estimate = `${PIECES_TOTAL} · Estimate`;
    expect(totalPrice({ ...SHIPMENT, invoice: null })).toBe(estimate);
    cleanup();
    expect(totalPrice({ ...SHIPMENT, invoice: { id: 55, friendly_name: 'FAC-0055', total: 232.7, status: 'VOID' } })).toBe(estimate);
    cleanup();
    expect(totalPrice({ ...SHIPMENT, invoice: { id: 55, friendly_name: 'FAC-0055' } })).toBe(estimate);
  });
});
