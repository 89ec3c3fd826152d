// @vitest-environment jsdom
// "Share tracking" on a shipment's page (docs/product.md#shared-tracking): without a share sheet
// the link is copied, without a clipboard either it is shown to copy by hand; "Stop sharing" ends it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HttpContext } from '../../../src/api/http-context.ts';
import { ShipmentPage } from '../../../src/features/shipments/shipment-page.tsx';
import { fakeHttp } from '../../ui/support/fake-http.ts';
import { axeViolations, renderUi } from '../../ui/support/render.tsx';
import { detailAnswers, SHIPMENT } from '../support/shipment-fixtures.ts';

const LINK = { url: 'http://localhost:8080/t/AbCdEfGhIjKlMnOpQrStUv', expires_at: '2025-04-05T12:00:00.000Z' };

function renderShipment(sharedUntil: string | null = null) {
  const shipment = { ...SHIPMENT, shared_until: sharedUntil };
  const http = fakeHttp({ ...detailAnswers(shipment), [`api/shipments/${shipment.id}/share`]: { data: LINK } });
  const deletes: string[] = [];
  http.send = async (path, options) => {
    if (options?.method === 'DELETE') deletes.push(path);
  };
  renderUi(
    <HttpContext value={http}>
      <MemoryRouter initialEntries={[`/home/my-shipments/${shipment.id}`]}>
        <Routes>
          <Route path="/home/my-shipments/:id" element={<ShipmentPage />} />
        </Routes>
      </MemoryRouter>
    </HttpContext>,
  );
  return { http, deletes };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('sharing a shipment’s tracking', () => {
  it('copies the link where there is no share sheet', async () => {
    let copied = () => {};
    const writeText = vi.fn(() => new Promise<void>((resolve) => (copied = resolve)));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { http } = renderShipment();
    fireEvent.click(await screen.findByRole('button', { name: 'Share tracking' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK.url));
    // Busy, the button keeps a name, its busy words.
    expect(screen.getByRole('button', { name: 'Making the link…' })).toHaveAttribute('aria-disabled', 'true');
    copied();
    expect(http.calls).toContain(`api/shipments/${SHIPMENT.id}/share`);
    expect(await screen.findByText(/^Shared until/)).toHaveTextContent('Shared until 04/05/2025');
  });

  it('shows the link to copy by hand where neither works; "Stop sharing" ends it', async () => {
    const { deletes } = renderShipment();
    fireEvent.click(await screen.findByRole('button', { name: 'Share tracking' }));
    const field = await screen.findByRole('textbox', { name: /Copy this link/ });
    expect(field).toHaveValue(LINK.url);
    expect(field).toHaveAttribute('readonly');
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('textbox', { name: /Copy this link/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(screen.queryByText(/^Shared until/)).toBeNull());
    expect(deletes).toEqual([`api/shipments/${SHIPMENT.id}/share`]);
  });

  it('says until when a link made before works', async () => {
    renderShipment('2025-04-01T12:00:00.000Z');
    expect(await screen.findByText(/^Shared until/)).toHaveTextContent('Shared until 04/01/2025');
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
  });
});
