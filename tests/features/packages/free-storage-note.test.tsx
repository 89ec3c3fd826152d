// @vitest-environment jsdom
// Free storage on the packages list and on my account's packages (docs/product.md#free-storage).
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Package } from '../../../src/api/contract/packages.ts';
import { HttpContext } from '../../../src/api/http-context.ts';
import { RecentPackagesCard } from '../../../src/features/account/recent-packages-card.tsx';
import { PackagesPage } from '../../../src/features/packages/packages-page.tsx';
import { fakeHttp } from '../../ui/support/fake-http.ts';
import { aPackage } from '../support/package-fixture.ts';
import { axeViolations, renderUi } from '../../ui/support/render.tsx';

/** A package; in the warehouse when it has a last free day. */
const pkg = (id: number, freeUntil: string | null): Package =>
  aPackage(id, { status: freeUntil ? 'IN_WAREHOUSE' : 'SHIPPED', free_until: freeUntil, date: '2026-11-20', created_at: '2026-11-20T14:05:00.000Z' });

// Today is 20 December 2026 on the customer's clock.
const PACKAGES = [
  pkg(1, '2026-12-26'),
  pkg(2, '2026-12-25'),
  pkg(3, '2026-12-21'),
  pkg(4, '2026-12-20'),
  pkg(5, '2026-12-19'),
  pkg(6, null),
];

function renderWith(ui: ReactElement) {
  const http = fakeHttp({
    'api/packages': { data: PACKAGES, meta: { total: 6, last_page: 1, current_page: 1, page_size: 10, in_warehouse: 5 } },
    'api/client-app-settings': {
      data: {
        dashboardImageUrlWeb: '', signUpImageUrlWeb: '', signUpImageUrlMobile: '', authImageUrlWeb: '', authImageUrlMobile: '',
        supportPhone: '', supportUrl: 'https://wa.me/1', calculatorUrl: '', moreServicesUrl: '', lockerPhone: '', shipmentCreation: false,
      },
    },
  });
  renderUi(
    <HttpContext value={http}>
      <MemoryRouter>
        <main>{ui}</main>
      </MemoryRouter>
    </HttpContext>,
  );
}

/** Each free-storage line: its words, and whether it is amber (ending) or red (charged). */
const notes = (root: HTMLElement) =>
  [...root.querySelectorAll('.free-storage')].map((note) => [note.textContent, note.className.replace('free-storage', '').trim()]);

const EXPECTED = [
  ['6 days of free storage', ''],
  ['5 days of free storage', 'free-storage--ending'],
  ['1 day of free storage', 'free-storage--ending'],
  ['Last day of free storage', 'free-storage--ending'],
  ['Storage charged since 12/20/2026', 'free-storage--charged'],
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 20, 9, 0));
});
afterEach(() => vi.useRealTimers());

describe('free storage on a package’s card', () => {
  it('the list counts each package’s days down under its status, amber from 5, red once charged; none out of the warehouse', async () => {
    renderWith(<PackagesPage />);
    const table = await screen.findByRole('table', { name: 'Your packages' });
    expect(notes(table)).toEqual(EXPECTED);
    const shipped = within(table).getByRole('link', { name: '1Z6' }).closest('tr')!;
    expect(shipped.querySelector('.free-storage')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('my account’s packages say the same', async () => {
    renderWith(<RecentPackagesCard />);
    const card = await screen.findByRole('region', { name: 'My packages' });
    await within(card).findByRole('link', { name: '1Z1' });
    expect(notes(card)).toEqual(EXPECTED);
  });
});
