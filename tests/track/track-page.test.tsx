// @vitest-environment jsdom
// The page a shared tracking link opens (docs/product.md#shared-tracking): one call without a
// token, the tracking with dates and no times; a link that does not work, or a failed load.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { SharedTracking } from '../../src/api/contract/shared-tracking.ts';
import { TrackPage } from '../../src/track/track-page.tsx';
import { axeViolations, renderUi } from '../ui/support/render.tsx';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const TRACKING: SharedTracking = {
  tracking: 'CAS-A-1042',
  status: 'IN_CUSTOMS',
  status_label: 'En aduana',
  origin_country: 'United States',
  destination_country: 'Venezuela',
  events: [
    { created_at: '2025-03-01T14:05:00.000Z', key: 'PENDING', keyLabel: 'Pendiente' },
    { created_at: '2025-03-04T09:30:00.000Z', key: 'IN_CUSTOMS', keyLabel: 'En aduana' },
  ],
  expires_at: '2025-03-31T14:05:00.000Z',
};

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.history.replaceState(null, '', `/t/${TOKEN}`);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the shared tracking page', () => {
  it('asks once, without a token, and shows the tracking, its status, countries, dates and the link’s end', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { data: TRACKING }));
    renderUi(<TrackPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipment CAS-A-1042' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`http://localhost:3000/api/track/${TOKEN}`);
    expect(init.headers).not.toHaveProperty('Authorization');
    // A stalled connection ends, as the portal's calls do (REQUEST_TIMEOUT_MS), with "Try again".
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(screen.getByText('In customs', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('United States')).toBeVisible();
    const timeline = screen.getByRole('region', { name: 'Status history' });
    // Dates, no times.
    expect(timeline).toHaveTextContent('03/01/2025');
    expect(timeline).not.toHaveTextContent(/\d{1,2}:\d{2}/);
    expect(screen.getByText(/^This link works until/)).toHaveTextContent('This link works until 03/31/2025.');
    expect(document.title).toBe('Tracking CAS-A-1042 · Casillero');
    expect(await axeViolations()).toEqual([]);
  });

  it('says a revoked, expired or unknown link is not available', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, { code: 'NOT_FOUND', message: 'Not found.' }));
    renderUi(<TrackPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not available' })).toBeVisible();
    expect(screen.getByText(/Ask them for a new one/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again after a failed load, and too many requests say to wait', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(429, { code: 'TOO_MANY_REQUESTS', message: 'Too many.' }))
      .mockResolvedValueOnce(answer(200, { data: TRACKING }));
    renderUi(<TrackPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the tracking.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Too many requests/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipment CAS-A-1042' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
