// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Modal } from '../../src/ui/modal.tsx';
import { axeViolations, renderUi } from './support/render.tsx';

function Page({ description }: { description?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Read the terms
      </button>
      <Modal
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

const openModal = () => {
  const opener = screen.getByRole('button', { name: 'Read the terms' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Terms and conditions' }) };
};

describe('Modal', () => {
  it('is a named dialog with its body, footer and a close button, and moves focus into it', async () => {
    renderUi(<Page description="Read them before you sign up." />);
    const { dialog } = openModal();
    expect(dialog.textContent).toContain('The terms.');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Read them before you sign up.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await axeViolations()).toEqual([]);
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    renderUi(<Page />);
    const { opener, dialog } = openModal();
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on Escape', async () => {
    renderUi(<Page />);
    const { dialog } = openModal();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on a click outside', async () => {
    renderUi(<Page />);
    openModal();
    // Radix listens for outside presses from the next tick on.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const overlay = document.querySelector('.modal-overlay')!;
    fireEvent.pointerDown(overlay);
    fireEvent.pointerUp(overlay);
    fireEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
