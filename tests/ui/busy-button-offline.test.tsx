// @vitest-environment jsdom
// A write's button with no connection (docs/product.md#offline-reading): presses ignored, the
// banner as its description, and a submit sends no form, whose fields keep what they hold.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CONNECTION_BANNER_ID, ConnectionContext } from '../../src/ui/connection-context.ts';
import { BusyButton } from '../../src/ui/busy-button.tsx';
import { SubmitButton } from '../../src/ui/forms/form-field.tsx';
import { axeViolations, renderUi } from './support/render.tsx';

const offline = { offline: true, storedAt: null, refreshes: 0 };

describe('a write’s button offline', () => {
  it('ignores presses and names the banner as why; online it works again', async () => {
    const press = vi.fn();
    const button = (connection = offline) => (
      <ConnectionContext value={connection}>
        <p id={CONNECTION_BANNER_ID}>No connection · changes cannot be sent</p>
        <BusyButton busy={false} busyLabel="Sending…" className="button" onPress={press}>
          Share
        </BusyButton>
      </ConnectionContext>
    );
    const view = renderUi(button());
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toHaveAttribute('aria-disabled', 'true');
    expect(share).toHaveAccessibleDescription('No connection · changes cannot be sent');
    fireEvent.click(share);
    expect(press).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    view.rerender(button({ offline: false, storedAt: null, refreshes: 1 }));
    expect(share).toHaveAttribute('aria-disabled', 'false');
    expect(share).not.toHaveAttribute('aria-describedby');
    fireEvent.click(share);
    expect(press).toHaveBeenCalledTimes(1);
  });

  it('as a form’s submit, sends no form and leaves what was typed', () => {
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderUi(
      <ConnectionContext value={offline}>
        <form onSubmit={submit}>
          <label>
            Postal code <input name="zip" defaultValue="" />
          </label>
          <SubmitButton submitting={false} busyLabel="Saving…">
            Save changes
          </SubmitButton>
        </form>
      </ConnectionContext>,
    );
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '1060' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Postal code')).toHaveValue('1060');
  });

  it('online, a submit in a dialog’s footer sends the form it names', () => {
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderUi(
      <ConnectionContext value={{ offline: false, storedAt: null, refreshes: 0 }}>
        <form id="close-account" onSubmit={submit}>
          <label>
            Password <input name="password" type="password" defaultValue="" />
          </label>
        </form>
        <BusyButton type="submit" form="close-account" busy={false} busyLabel="Closing…" className="button">
          Close my account
        </BusyButton>
      </ConnectionContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
