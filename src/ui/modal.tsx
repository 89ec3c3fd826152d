import type { ModalProps } from './modal-dialog.tsx';
import { onDemand } from './on-demand.ts';

// Radix's dialog and its scroll lock are about 10 KB gzip that no page needs before a dialog opens.
const dialog = onDemand(() => import('./modal-dialog.tsx'));

/** Fetches the dialog's code now (every Modal does at the page's first idle moment). */
export const preloadModal = (): Promise<unknown> => dialog.preload();

/**
 * A modal dialog (Radix): closes on Escape, on a click outside and with its close button; keeps
 * focus inside while open and gives it back to what opened it. A long body scrolls. Opened by the
 * customer, it is a history entry: the phone's Back closes it and stays on the page (`backCloses`).
 *
 * Its code is fetched at the page's first idle moment, so a first open is as quick as any; opened
 * sooner, it shows as soon as the code arrives. If that fetch fails, the modal reports itself
 * closed, so the customer can open it again.
 */
export function Modal(props: ModalProps) {
  const { open, onOpenChange } = props;
  dialog.usePreload();
  const { module } = dialog.useModule(open, () => onOpenChange(false));
  return module ? <module.ModalDialog {...props} /> : null;
}
