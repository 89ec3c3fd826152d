// @vitest-environment jsdom
// The connection banner (docs/product.md#offline-reading): hidden online; offline, the time of the
// oldest kept answer shown, with its date when it is not today's, in the customer's words.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ConnectionBanner } from '../../src/app/connection-banner.tsx';
import { ConnectionContext, type Connection } from '../../src/ui/connection-context.ts';
import { renderUi } from '../ui/support/render.tsx';

const NOW = new Date(2026, 11, 2, 16, 30);
const shown = (connection: Connection) =>
  renderUi(
    <ConnectionContext value={connection}>
      <ConnectionBanner now={() => NOW} />
    </ConnectionContext>,
  );

describe('the connection banner', () => {
  it('is hidden while the portal reaches its server', () => {
    shown({ offline: false, storedAt: null, refreshes: 0 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the changes cannot be sent before any kept answer shows', () => {
    shown({ offline: true, storedAt: null, refreshes: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('No connection · changes cannot be sent');
  });

  it('gives the time of today’s kept answers, and the date of older ones', () => {
    const view = shown({ offline: true, storedAt: new Date(2026, 11, 2, 14, 5).getTime(), refreshes: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('No connection · data from 2:05 PM');
    view.rerender(
      <ConnectionContext value={{ offline: true, storedAt: new Date(2026, 10, 30, 9, 7).getTime(), refreshes: 0 }}>
        <ConnectionBanner now={() => NOW} />
      </ConnectionContext>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No connection · data from 11/30/2026, 9:07 AM');
  });
});
