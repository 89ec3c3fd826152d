// @vitest-environment jsdom
// A modal opened before its code has come (its own file: modal.test.tsx fetches the code first).
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../src/ui/modal.tsx';
import { renderUi } from './support/render.tsx';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Modal dialogId="test" open={open} onOpenChange={setOpen} title="Delete this recipient?" />
    </main>
  );
}

describe('Modal opened before its code has come', () => {
  it('shows once the code is here, with focus inside, and gives focus back on close', async () => {
    renderUi(<Page />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this recipient?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
