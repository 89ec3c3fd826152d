// @vitest-environment jsdom
// The notices page (docs/product.md#notices): each kind in its words with its date and its link,
// the unread ones marked in words, then marked read and the bell told; the empty state.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { noticeBellMachine } from '../../../machines/notice-bell.ts';
import type { Notice } from '../../../src/api/contract/notices.ts';
import { HttpContext } from '../../../src/api/http-context.ts';
import { NoticesPage } from '../../../src/features/notices/notices-page.tsx';
import { NoticeBellContext } from '../../../src/lib/notice-bell-context.ts';
import { fakeHttp } from '../../ui/support/fake-http.ts';
import { axeViolations, renderUi } from '../../ui/support/render.tsx';

const base = { package: null, shipment: null, invoice: null, status: null, status_label: null, corrected: false, note: null, free_until: null };
const NOTICES: Notice[] = [
  { ...base, id: 6, kind: 'STORAGE_ENDING', read: false, created_at: '2026-11-27T15:00:00Z', package: { id: 11, tracking: '1Z999' }, free_until: '2026-11-30' },
  { ...base, id: 5, kind: 'PAYMENT_REJECTED', read: false, created_at: '2026-11-26T15:00:00Z', invoice: { id: 7, friendly_name: 'F-0007' }, note: 'Reference not found' },
  { ...base, id: 4, kind: 'PAYMENT_APPROVED', read: true, created_at: '2026-11-25T15:00:00Z', invoice: { id: 8, friendly_name: 'F-0008' } },
  { ...base, id: 3, kind: 'INVOICE_ISSUED', read: true, created_at: '2026-11-24T15:00:00Z', invoice: { id: 7, friendly_name: 'F-0007' } },
  { ...base, id: 2, kind: 'SHIPMENT_STATUS', read: true, created_at: '2026-11-23T15:00:00Z', shipment: { id: 21, tracking: 'CAS-A-0021' }, status: 'IN_CUSTOMS', status_label: 'In customs' },
  { ...base, id: 1, kind: 'PACKAGE_RECEIVED', read: true, created_at: '2026-11-22T15:00:00Z', package: { id: 11, tracking: '1Z999' } },
];
const pageOf = (data: Notice[], unread: number) => ({ data, meta: { total: data.length, last_page: 1, current_page: 1, page_size: 10, unread } });

let bell: ReturnType<typeof startBell> | undefined;
afterEach(() => bell?.stop());

function startBell() {
  return createActor(noticeBellMachine.provide({ actors: { countUnread: fromPromise(async () => 2) } }), { input: { hidden: false } }).start();
}

function renderPage(answers: Record<string, unknown>) {
  const http = fakeHttp(answers);
  bell = startBell();
  renderUi(
    <HttpContext value={http}>
      <NoticeBellContext value={bell}>
        <MemoryRouter initialEntries={['/home/notices']}>
          <main>
            <NoticesPage />
          </main>
        </MemoryRouter>
      </NoticeBellContext>
    </HttpContext>,
  );
  return http;
}

describe('the notices page', () => {
  it('lists each notice in its words, with its date and its record, newest first; the unread ones say "New" and are marked read', async () => {
    const http = renderPage({ 'api/notices': pageOf(NOTICES, 2), 'api/notices/read': { data: { unread: 0 } } });
    const list = await screen.findByRole('list', { name: 'Your notices' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.notice__text')?.textContent)).toEqual([
      'Free storage of your package 1Z999 ends on 11/30/2026',
      'Payment rejected: invoice F-0007. Reference not found',
      'Payment approved: invoice F-0008',
      'Invoice F-0007 issued',
      'Your shipment CAS-A-0021: In customs',
      'We received your package 1Z999',
    ]);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/home/package/11',
      '/home/invoice/7?tab=payments',
      '/home/invoice/8?tab=payments',
      '/home/invoice/7',
      '/home/my-shipments/21',
      '/home/package/11',
    ]);
    expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([true, true, false, false, false, false]);
    expect(within(items[0]!).getByText('11/27/2026')).toBeTruthy();
    // The two unread ones shown are marked read, and the bell shows what is left.
    await waitFor(() => expect(bell?.getSnapshot().context.unread).toBe(0));
    expect(http.calls).toEqual(['api/notices', 'api/notices/read']);
    expect(await axeViolations()).toEqual([]);
  });

  it('says what will show here when there is nothing yet, and marks nothing', async () => {
    const http = renderPage({ 'api/notices': pageOf([], 0) });
    expect(await screen.findByText(/You have no notices yet/)).toBeTruthy();
    expect(http.calls).toEqual(['api/notices']);
  });
});
