// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HttpContext } from '../../../src/api/http-context.ts';
import { ShipmentPage } from '../../../src/features/shipments/shipment-page.tsx';
import { formatInstant } from '../../../src/lib/dates.ts';
import { fakeHttp, type FakeHttp } from '../../ui/support/fake-http.ts';
import { axeViolations, renderUi } from '../../ui/support/render.tsx';
import { detailAnswers, SHIPMENT } from '../support/shipment-fixtures.ts';

function renderDetail(http: FakeHttp, id = SHIPMENT.id) {
  return renderUi(
    <HttpContext value={http}>
      <MemoryRouter initialEntries={[`/home/my-shipments/${id}`]}>
        <main>
          <Routes>
            <Route path="/home/my-shipments/:id" element={<ShipmentPage />} />
          </Routes>
        </main>
      </MemoryRouter>
    </HttpContext>,
  );
}

describe('the shipment detail', () => {
  it('shows a spinner, then the tracking, the invoice link, the timeline, the recipient, the totals and the pieces', async () => {
    const http = fakeHttp(detailAnswers());
    renderDetail(http);
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(await screen.findByRole('heading', { name: 'Shipment CAS-A-1042', level: 1 })).toBeVisible();

    const invoice = screen.getByRole('link', { name: 'Download the invoice (opens in a new tab)' });
    expect(invoice.getAttribute('href')).toBe(SHIPMENT.invoice_url);
    expect(invoice.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'View images' })).toBeEnabled();

    const timeline = await screen.findByRole('region', { name: 'Status history' });
    const steps = within(timeline).getAllByRole('listitem');
    // Delivered: nothing is ahead.
    expect(steps.map((step) => step.querySelector('.timeline__label')?.textContent)).toEqual(['Pending', 'In transit', 'Delivered']);
    // In the zone the test runs in, as the customer's browser would (docs/product.md#dates-and-times; tests/lib/dates.test.ts moves the zone).
    expect(steps.map((step) => step.querySelector('time')?.textContent)).toEqual(
      ['2025-03-01T14:05:00.000Z', '2025-03-02T08:00:00.000Z', '2025-03-06T17:45:00.000Z'].map((at) => formatInstant('en', at)),
    );
    expect(steps[0]?.querySelector('time')?.textContent).toMatch(/^\d{2}\/\d{2}\/2025, \d{1,2}:\d{2} [AP]M$/);
    expect(steps.map((step) => step.querySelector('.timeline__marker svg') !== null)).toEqual([false, false, true]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');

    const recipient = screen.getByRole('region', { name: 'Recipient' });
    expect(recipient.textContent).toContain('María Pérez');
    expect(recipient.textContent).toContain('Los Teques (en)');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('Air');
    // Pounds from the warehouse, kilograms first (docs/product.md#weights).
    expect(summary.textContent?.replaceAll('\u00a0', ' ')).toContain('10.2 kg (22.5 lb)');

    const pieces = await screen.findByRole('table', { name: 'Pieces of the shipment' });
    await waitFor(() => expect(within(pieces).getAllByRole('row')).toHaveLength(5));
    expect(pieces.textContent).toContain('31 x 20 x 10');
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the status events once', async () => {
    const http = fakeHttp(detailAnswers());
    renderDetail(http);
    await screen.findByRole('region', { name: 'Status history' });
    await screen.findByRole('table', { name: 'Pieces of the shipment' });
    expect(http.calls.filter((path) => path === `api/shipments/${SHIPMENT.id}/logs`)).toHaveLength(1);
  });

  it('has no invoice link and no gallery button when there is no invoice document and no photo', async () => {
    renderDetail(fakeHttp(detailAnswers({ ...SHIPMENT, invoice_url: null, media: [], status: 'IN_TRANSIT' })));
    await screen.findByRole('heading', { name: 'Shipment CAS-A-1042', level: 1 });
    expect(screen.queryByRole('link', { name: /Download the invoice/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'View images' })).toBeNull();
  });

  it('shows the error with a retry when the shipment does not load', async () => {
    let fail = true;
    const answers = detailAnswers();
    const key = `api/shipments/${SHIPMENT.id}`;
    renderDetail(
      fakeHttp({
        ...answers,
        [key]: () => {
          if (fail) throw new Error('down');
          return answers[key];
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load this information.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Shipment CAS-A-1042', level: 1 })).toBeVisible();
  });
});
