// @vitest-environment jsdom
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, preloadModal } from '../../src/ui/modal.tsx';
import { axeViolations, renderUi } from './support/render.tsx';

function Page({ description }: { description?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Read the terms
      </button>
      <Modal
        dialogId="test"
        open={open}
        onOpenChange={setOpen}
        title="Terms and conditions"
        description={description}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Accept
          </button>
        }
      >
        <p>The terms.</p>
      </Modal>
    </main>
  );
}

/** The customer clicks "Read the terms": the opener (focused by the click) and the dialog. */
const openModal = async () => {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Read the terms' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Terms and conditions' }) };
};

describe('Modal', () => {
  // As on a page, where the dialog's code comes at the first idle moment: then it opens at once.
  beforeAll(preloadModal);

  it('is a named dialog with its body, footer and a close button, and moves focus into it', async () => {
    renderUi(<Page description="Read them before you sign up." />);
    const { dialog } = await openModal();
    expect(dialog.textContent).toContain('The terms.');
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(dialog).toHaveAccessibleDescription('Read them before you sign up.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await axeViolations()).toEqual([]);
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    renderUi(<Page />);
    const { user, opener, dialog } = await openModal();
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on Escape', async () => {
    renderUi(<Page />);
    const { user, dialog } = await openModal();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on a click outside', async () => {
    renderUi(<Page />);
    const { user } = await openModal();
    // Radix listens for outside presses from the next tick on.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(document.querySelector('.modal-overlay')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
