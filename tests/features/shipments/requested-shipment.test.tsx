// @vitest-environment jsdom
// A consolidation request (docs/product.md#consolidation-requests) on its page, "Cancel request", and the company's switch
// on the shipments list and the packages list.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../../src/api/api-error.ts';
import type { Package } from '../../../src/api/contract/packages.ts';
import type { ShipmentDetail } from '../../../src/api/contract/shipments.ts';
import { HttpContext } from '../../../src/api/http-context.ts';
import { PackagesPage } from '../../../src/features/packages/packages-page.tsx';
import { ShipmentPage } from '../../../src/features/shipments/shipment-page.tsx';
import { ShipmentsPage } from '../../../src/features/shipments/shipments-page.tsx';
import { fakeHttp, type FakeHttp } from '../../ui/support/fake-http.ts';
import { axeViolations, renderUi } from '../../ui/support/render.tsx';
import { detailAnswers, SHIPMENT } from '../support/shipment-fixtures.ts';
import { aPackage } from '../support/package-fixture.ts';

const REQUESTED: ShipmentDetail = {
  ...SHIPMENT,
  status: 'REQUESTED',
  invoice: null,
  invoice_name: null,
  invoice_status_label: null,
  invoice_url: null,
  departure_at: null,
  payment_method: null,
  media: [],
  declared_value: 300,
  notes: 'Fragile: please pack the glasses apart.',
  quote: {
    service: 'AIR',
    billable_kg: 4.5,
    volumetric_kg: 3.2,
    cubic_feet: 1.1,
    lines: [
      { code: 'FREIGHT', label: 'Air freight', amount: 44.55 },
      { code: 'FUEL_SURCHARGE', label: 'Fuel surcharge', amount: 3.56 },
      { code: 'INSURANCE', label: 'Insurance', amount: 9 },
    ],
    total: 57.11,
    currency: 'USD',
    transit_days: { min: 3, max: 7 },
  },
};
const EVENTS = [{ created_at: '2025-03-01T14:05:00.000Z', key: 'REQUESTED', keyLabel: 'Solicitado', note: null, corrected: false }];

const settings = (shipmentCreation: boolean) => ({
  data: {
    dashboardImageUrlWeb: '', signUpImageUrlWeb: '', signUpImageUrlMobile: '', authImageUrlWeb: '', authImageUrlMobile: '',
    supportPhone: '', supportUrl: 'https://wa.me/1', calculatorUrl: '', moreServicesUrl: '', lockerPhone: '', shipmentCreation,
  },
});

/** The requested shipment's page; `cancel` answers its DELETE (resolves, or throws a failure). */
function renderRequested(cancel: () => Promise<void> = async () => {}) {
  const http: FakeHttp = { ...fakeHttp(detailAnswers(REQUESTED, EVENTS)) };
  const deletes: string[] = [];
  http.send = async (path, options) => {
    if ((options as { method?: string } | undefined)?.method === 'DELETE') deletes.push(path);
    await cancel();
  };
  renderUi(
    <HttpContext value={http}>
      <MemoryRouter initialEntries={['/home/my-shipments', `/home/my-shipments/${REQUESTED.id}`]} initialIndex={1}>
        <main>
          <Routes>
            <Route path="/home/my-shipments" element={<h1>The list</h1>} />
            <Route path="/home/my-shipments/:id" element={<ShipmentPage />} />
          </Routes>
        </main>
      </MemoryRouter>
    </HttpContext>,
  );
  return deletes;
}

async function openCancelDialog() {
  await screen.findByRole('heading', { name: 'Shipment CAS-A-1042', level: 1 });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
  return screen.findByRole('dialog', { name: 'Cancel this shipment request?' });
}

describe('a requested shipment', () => {
  it('shows its status, the quote marked as an estimate, the insurance and the notes; no payment card', async () => {
    renderRequested();
    await screen.findByRole('heading', { name: 'Shipment CAS-A-1042', level: 1 });
    expect(screen.getByText('Requested', { selector: '.status' })).toBeTruthy();
    const estimate = screen.getByRole('region', { name: 'Estimate' });
    const text = (estimate.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('the warehouse will issue the invoice');
    expect(text).toContain('Air freightUS$ 44.55');
    expect(text).toContain('Fuel surchargeUS$ 3.56');
    expect(text).toContain('Estimated totalUS$ 57.11');
    expect(text).toContain('Transit time3–7 days');
    expect(text).toContain('InsuranceUS$ 9.00');
    expect(text).toContain('Declared valueUS$ 300.00, insured');
    expect(text).toContain('Fragile: please pack the glasses apart.');
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Summary' }).textContent).toContain('Departure—');
    const timeline = await screen.findByRole('region', { name: 'Status history' });
    expect(within(timeline).getAllByRole('listitem')[0]?.textContent).toContain('Requested');
    expect(await axeViolations()).toEqual([]);
  });

  it('"Cancel request" asks first; "Keep the request" closes the dialog and keeps it', async () => {
    const deletes = renderRequested();
    const dialog = await openCancelDialog();
    expect(dialog.textContent).toContain('Shipment CAS-A-1042 will not be prepared');
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes).toEqual([]);
  });

  it('confirmed, it is cancelled and the page goes back to the list', async () => {
    const deletes = renderRequested();
    const dialog = await openCancelDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(deletes).toEqual([`api/shipments/${REQUESTED.id}`]);
  });

  it('gone already (NOT_FOUND), it counts as cancelled', async () => {
    renderRequested(async () => {
      throw new ApiError('NOT_FOUND', 404, 'Not found');
    });
    const dialog = await openCancelDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
  });

  it('refused because the warehouse started, the dialog shows the server’s reason and the shipment stays', async () => {
    const reason = 'The warehouse already started preparing this shipment.';
    renderRequested(async () => {
      throw new ApiError('FAILED_VALIDATION', 422, reason, { status: [reason] });
    });
    const dialog = await openCancelDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(reason);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Shipment CAS-A-1042', level: 1 })).toBeTruthy();
  });

  it('without a connection, the dialog offers to try again, and trying again cancels it', async () => {
    let fail = true;
    renderRequested(async () => {
      if (fail) throw new ApiError('NETWORK_ERROR', 0, 'offline');
    });
    const dialog = await openCancelDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Check your connection');
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
  });
});

function renderShipments(shipmentCreation: boolean) {
  const http = fakeHttp({
    'api/shipments': { data: [REQUESTED], meta: { total: 1, last_page: 1, current_page: 1, page_size: 10 } },
    'api/client-app-settings': settings(shipmentCreation),
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

describe('"Create shipment" follows the company’s switch', () => {
  it('on: a link to the consolidation flow; the list shows the request as Requested', async () => {
    renderShipments(true);
    const link = await screen.findByRole('link', { name: 'Create shipment' });
    expect(link.getAttribute('href')).toBe('/home/my-shipments/create');
    expect((await screen.findByRole('table', { name: 'Your shipments' })).textContent).toContain('Requested');
  });

  it('off: the button that opens the maintenance notice', async () => {
    renderShipments(false);
    await screen.findByRole('table', { name: 'Your shipments' });
    expect(screen.getByRole('button', { name: 'Create shipment' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create shipment' })).toBeNull();
  });
});

/** A package; `shippable` as the server marks one in the warehouse and in no shipment. */
const pkg = (id: number, status: string, { inShipment = false, shippable = false } = {}): Package =>
  aPackage(id, { status, shippable, shipment: inShipment ? { id: 9, tracking: 'CAS-A-9', invoice: null } : null });

function renderPackages(shipmentCreation: boolean) {
  const packages = [
    pkg(1, 'IN_WAREHOUSE', { shippable: true }),
    pkg(2, 'SHIPPED', { inShipment: true }),
    pkg(3, 'IN_WAREHOUSE', { shippable: true }),
    pkg(4, 'IN_WAREHOUSE', { inShipment: true }),
  ];
  const http = fakeHttp({
    'api/packages': { data: packages, meta: { total: 4, last_page: 1, current_page: 1, page_size: 10, in_warehouse: 3 } },
    'api/client-app-settings': settings(shipmentCreation),
  });
  renderUi(
    <HttpContext value={http}>
      <MemoryRouter>
        <main>
          <PackagesPage />
        </main>
      </MemoryRouter>
    </HttpContext>,
  );
}

describe('"Ship these" on the packages list', () => {
  it('on: only the packages the server marks shippable can be selected; the link carries their ids', async () => {
    renderPackages(true);
    const first = await screen.findByRole('checkbox', { name: 'Select package 1Z1 to ship' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Ship these' })).toBeNull();
    expect(screen.getByText('Select the packages in the warehouse to ship them together.')).toBeVisible();
    // The count's live region is there before the first choice, so the first one is announced.
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(first);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select package 1Z3 to ship' }));
    expect(screen.getByRole('status').textContent).toBe('2 packages selected');
    expect(screen.getByRole('link', { name: 'Ship these' }).getAttribute('href')).toBe('/home/my-shipments/create?packages=1,3');
    fireEvent.click(first);
    expect(screen.getByRole('status').textContent).toBe('1 package selected');
    expect(screen.getByRole('link', { name: 'Ship these' }).getAttribute('href')).toBe('/home/my-shipments/create?packages=3');
    expect(await axeViolations()).toEqual([]);
  });

  it('off: nothing changes', async () => {
    renderPackages(false);
    const table = await screen.findByRole('table', { name: 'Your packages' });
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Date', 'Tracking', 'Carrier', 'Content', 'Weight', 'Status', 'Actions',
    ]);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ship these' })).toBeNull();
  });
});
