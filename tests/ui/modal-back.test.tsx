// @vitest-environment jsdom
// A dialog the customer opens is a history entry (docs/product.md#steps-and-history): Back closes
// it and stays on the page; closed otherwise, its entry goes, unless a flow's move took its place.
import { useEffect, useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, preloadModal } from '../../src/ui/modal.tsx';
import { renderUi } from './support/render.tsx';

const PAGE = '/home/user-information/recipient';
const LIST = '/home/my-shipments';

/** A page with a dialog; `moveOnClose`: closing it is a flow's move to the list, in place of the entry (as useFlowPage's). */
function Page({ backCloses, moveOnClose = false }: { backCloses?: boolean; moveOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) history.replaceState({ page: 'list' }, '', LIST);
  }, [moved]);
  const close = () => {
    setOpen(false);
    if (moveOnClose) setMoved(true);
  };
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Modal
        dialogId="test"
        open={open}
        onOpenChange={setOpen}
        backCloses={backCloses}
        title="Delete this recipient?"
        footer={
          <button type="button" onClick={close}>
            Cancel
          </button>
        }
      />
    </main>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Delete this recipient?' });
const address = () => `${location.pathname}`;
const marked = () => 'casilleroDialog' in ((history.state as object | null) ?? {});

async function open() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(dialog()).not.toBeNull());
  return user;
}

/** Until the history has settled: a move back of the dialog's own would have come by then. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('Modal and the history', () => {
  beforeAll(preloadModal);
  beforeEach(() => {
    history.replaceState({ page: 'recipients' }, '', PAGE);
  });

  it('opens as an entry of its own at the same address; Back closes it and stays on the page', async () => {
    renderUi(<Page />);
    const before = history.length;
    await open();
    expect(history.length).toBe(before + 1);
    expect(address()).toBe(PAGE);
    expect(marked()).toBe(true);
    history.back();
    await waitFor(() => expect(dialog()).toBeNull());
    await settled();
    expect(address()).toBe(PAGE);
    expect(history.state).toEqual({ page: 'recipients' });
  });

  it('closed with its button, its entry goes: the next Back leaves the page', async () => {
    renderUi(<Page />);
    const user = await open();
    await user.click(within(dialog()!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(marked()).toBe(false));
    expect(history.state).toEqual({ page: 'recipients' });
    expect(address()).toBe(PAGE);
  });

  it('closed by a flow that moves on, the move stays: the dialog does not go back over it', async () => {
    renderUi(<Page moveOnClose />);
    const user = await open();
    await user.click(within(dialog()!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await settled();
    expect(address()).toBe(LIST);
    expect(history.state).toEqual({ page: 'list' });
  });

  it('Forward after Back reopens nothing, and the next dialog takes that entry instead of adding one', async () => {
    renderUi(<Page />);
    const before = history.length;
    await open();
    history.back();
    await waitFor(() => expect(dialog()).toBeNull());
    history.forward();
    await waitFor(() => expect(marked()).toBe(true));
    await settled();
    expect(dialog()).toBeNull();
    await open();
    expect(history.length).toBe(before + 1);
    history.back();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(address()).toBe(PAGE);
  });

  it('opened by the app (backCloses false), it is no entry', async () => {
    renderUi(<Page backCloses={false} />);
    const before = history.length;
    await open();
    expect(history.length).toBe(before);
    expect(marked()).toBe(false);
  });
});
