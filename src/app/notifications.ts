import type { NotifyEvent } from '../../machines/notify.ts';

export const TOAST_DURATION_MS = 2500;

/** Puts a machine's `notify` event on screen (the toaster's, src/app/toaster.tsx). */
type ShowToast = (event: NotifyEvent) => void;

/** What the toaster hands over once it is on the page. */
export type ToasterControls = {
  show: ShowToast;
  /**
   * Dismisses the toasts of the screens before: those raised before the customer's last action (a
   * toast raised since tells of the move itself: "session expired", "code sent"; docs/product.md#toasts).
   */
  dismissPrevious: () => void;
};

export type Notifier = {
  /** Shows a machine's `notify` event as a toast, once the toaster is there. */
  notify: (event: NotifyEvent) => void;
  /** The screen changed (another address): a previous screen's toasts go. */
  screenChanged: () => void;
  /** Called by the toaster once it is on the page; toasts wait for it. */
  toasterMounted: (toaster: ToasterControls) => void;
  /** Calls `listener` when a toast waits for the toaster (it loads on the first interaction, or then). */
  onToastWaiting: (listener: () => void) => () => void;
};

/**
 * The one bridge from machine events to the toaster. The toaster and sonner are loaded lazily (not
 * needed for the first paint), so a toast waits until the toaster is mounted and hands its way of
 * showing one over.
 */
export function createNotifier(): Notifier {
  let markMounted: (toaster: ToasterControls) => void = () => {};
  let toaster: ToasterControls | null = null;
  let waiting = false;
  const listeners = new Set<() => void>();
  const mounted = new Promise<ToasterControls>((resolve) => {
    markMounted = resolve;
  });
  return {
    notify(event) {
      if (!toaster && !waiting) {
        waiting = true;
        for (const listener of listeners) listener();
      }
      void mounted.then(({ show }) => show(event));
    },
    // Before the toaster is there, no toast is on screen.
    screenChanged: () => toaster?.dismissPrevious(),
    toasterMounted: (controls) => {
      toaster = controls;
      markMounted(controls);
    },
    onToastWaiting(listener) {
      if (waiting) listener();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
