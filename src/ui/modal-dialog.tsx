import '../styles/modal.css';
import { useCallback, useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { Icon } from './icons.tsx';

export type ModalProps = {
  /**
   * The dialog's id, rendered as `data-dialog`: the keyboard checks of e2e/a11y/dialogs.spec.ts
   * record each id they open and compare them with every Modal of src/.
   */
  dialogId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A lead under the title, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions under the scrolling body (buttons), always in view. */
  footer?: ReactNode;
  /**
   * The customer opened it (the default): it is a history entry, and the phone's Back closes it.
   * False for a dialog the app opens on its own (a confirmation after a call), which Back leaves to
   * the page (docs/product.md#steps-and-history).
   */
  backCloses?: boolean;
};

/** Modal's dialog (Radix), fetched when it is first needed (see modal.tsx). */
export function ModalDialog({ dialogId, open, onOpenChange, title, description, children, footer, backCloses = true }: ModalProps) {
  const { t } = useLingui();
  useBackCloses(open && backCloses, onOpenChange);
  // Radix gives focus back to a Dialog.Trigger only; a Modal is opened by any control or flow.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal"
          data-dialog={dialogId}
          // Without a description, Radix wants aria-describedby set to undefined explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            // Focus is still where the modal was opened from.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button modal__close" aria-label={t`Close`}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="modal__description">{description}</Dialog.Description>}
          {children !== undefined && <ModalBody>{children}</ModalBody>}
          {footer && <div className="modal__footer">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type DialogEntryState = { casilleroDialog?: number } | null;
const dialogEntryOf = (): number | null => (history.state as DialogEntryState)?.casilleroDialog ?? null;
/** Each open dialog's entry has its own number: a later dialog's entry is not this one's. */
let dialogsOpened = 0;
/** How long a move back may take before a dialog opened meanwhile stops waiting for it. */
const BACK_SETTLES_MS = 1000;
/** A closed dialog's move back over its entry, until the browser has made it. */
let goingBack: Promise<void> | null = null;

function leaveEntry() {
  goingBack = new Promise<void>((resolve) => {
    const settled = () => {
      window.removeEventListener('popstate', settled);
      clearTimeout(timer);
      goingBack = null;
      resolve();
    };
    const timer = setTimeout(settled, BACK_SETTLES_MS);
    window.addEventListener('popstate', settled);
  });
  history.back();
}

/**
 * An open dialog is a history entry of its own, at the page's address (docs/product.md#steps-and-history):
 * the phone's Back closes it and stays on the page. Closed otherwise, its entry goes with it, but
 * only once the page's effects have run and only if it is still the current entry: a flow that
 * moves on as the dialog closes has then put its page in the entry's place, and going back would
 * undo that move. A dialog opened while the browser is still going back waits for it, or that
 * move back would close it.
 */
function useBackCloses(open: boolean, onOpenChange: (open: boolean) => void) {
  const closeOnBack = useEffectEvent(() => onOpenChange(false));
  useEffect(() => {
    if (!open) return undefined;
    let entry: number | null = null;
    let closed = false;
    const onPop = () => {
      if (dialogEntryOf() !== entry) closeOnBack();
    };
    const enter = () => {
      if (closed) return;
      entry = ++dialogsOpened;
      const state = { ...(history.state as object | null), casilleroDialog: entry };
      // An entry left by a dialog Back closed, reached again with Forward: taken, not piled on.
      if (dialogEntryOf() === null) history.pushState(state, '');
      else history.replaceState(state, '');
      window.addEventListener('popstate', onPop);
    };
    if (goingBack) void goingBack.then(enter);
    else enter();
    return () => {
      closed = true;
      window.removeEventListener('popstate', onPop);
      const left = entry;
      if (left === null) return;
      setTimeout(() => {
        if (dialogEntryOf() === left) leaveEntry();
      }, 0);
    };
  }, [open]);
}

/** The scrolling body; reachable with the keyboard while it scrolls, so it can be scrolled. */
function ModalBody({ children }: { children: ReactNode }) {
  const watch = useCallback((body: HTMLDivElement | null) => {
    if (!body) return;
    const update = () => {
      if (body.scrollHeight > body.clientHeight) body.tabIndex = 0;
      else body.removeAttribute('tabindex');
    };
    update();
    // Its own size stops changing at its maximum; content that keeps coming (the terms, loaded
    // after it opens) still makes it scroll: its children's sizes and the content are watched too.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    const observeAll = () => [body, ...body.children].forEach((element) => observer?.observe(element));
    observeAll();
    const changes =
      typeof MutationObserver === 'function'
        ? new MutationObserver(() => {
            update();
            observeAll();
          })
        : null;
    changes?.observe(body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer?.disconnect();
      changes?.disconnect();
    };
  }, []);
  return (
    <div ref={watch} className="modal__body">
      {children}
    </div>
  );
}
