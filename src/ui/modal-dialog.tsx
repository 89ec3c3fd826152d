import '../styles/modal.css';
import { useCallback, useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { Icon } from './icons.tsx';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A lead under the title, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions under the scrolling body (buttons), always in view. */
  footer?: ReactNode;
};

/** Modal's dialog (Radix), fetched when it is first needed (see modal.tsx). */
export function ModalDialog({ open, onOpenChange, title, description, children, footer }: ModalProps) {
  const { t } = useLingui();
  // Radix gives focus back to a Dialog.Trigger only; a Modal is opened by any control or flow.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal"
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
