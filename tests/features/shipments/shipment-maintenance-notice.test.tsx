// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HttpContext } from '../../../src/api/http-context.ts';
import { ShipmentsPage } from '../../../src/features/shipments/shipments-page.tsx';
import { fakeHttp } from '../../ui/support/fake-http.ts';
import { axeViolations, renderUi } from '../../ui/support/render.tsx';
import { SHIPMENT } from '../support/shipment-fixtures.ts';

const SUPPORT_URL = 'https://wa.me/10000000000';
const SETTINGS = {
  dashboardImageUrlWeb: '', signUpImageUrlWeb: '', signUpImageUrlMobile: '', authImageUrlWeb: '', authImageUrlMobile: '',
  supportPhone: '+1 000 000 0000', supportUrl: SUPPORT_URL, calculatorUrl: '', moreServicesUrl: '', lockerPhone: '', shipmentCreation: false,
};

function renderList() {
  const http = fakeHttp({
    'api/shipments': { data: [SHIPMENT], meta: { total: 1, last_page: 1, current_page: 1, page_size: 10 } },
    'api/client-app-settings': { data: SETTINGS },
  });
  renderUi(
    <HttpContext value={http}>
      <MemoryRouter>
        <main>
          <ShipmentsPage />
        </main>
      </MemoryRouter>
    </HttpContext>,
  );
}

describe('the shipments list', () => {
  it('shows the columns, the invoice link to its page and the translated status', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Your shipments' });
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Type', 'Date', 'Tracking', 'Recipient', 'City', 'Status', 'Invoice', 'Payment status', 'Departure', 'Actions']);
    expect(screen.getByRole('link', { name: 'FAC-0055' }).getAttribute('href')).toBe('/home/invoice/55');
    expect(table.textContent).toContain('Delivered');
    expect(screen.getByRole('link', { name: 'See shipment CAS-A-1042' }).getAttribute('href')).toBe('/home/my-shipments/7');
  });

  it('"Create shipment" opens the maintenance notice: the message, the support chat, an image with a fallback, a close button', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipment creation is being upgraded' });
    expect(dialog.textContent).toContain('contact our support team through the messaging app');
    const chat = await screen.findByRole('link', { name: /^Chat with support\s*\(opens in a new tab\)$/ }, { timeout: 5000 });
    expect(chat.getAttribute('href')).toBe(SUPPORT_URL);
    expect(chat.getAttribute('target')).toBe('_blank');

    const image = screen.getByRole('img', { name: 'Shipment creation under maintenance' });
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'An empty package' }).getAttribute('src')).toBe('/images/empty-package.svg');
    expect(await axeViolations()).toEqual([]);

    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
