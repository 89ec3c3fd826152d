import type { I18n } from '@lingui/core';
import type { NotifyEvent } from '../../machines/notify.ts';

export const TOAST_DURATION_MS = 2500;

export type Notifier = {
  /** Shows a machine's `notify` event as a toast, in the language active at that moment. */
  notify: (event: NotifyEvent) => void;
  /** Called by the toaster once it is on the page; toasts wait for it. */
  toasterMounted: () => void;
};

/**
 * The one bridge from machine events to sonner. Sonner is loaded lazily (it is not needed for
 * the first paint), so a toast waits until the toaster is mounted.
 */
export function createNotifier(i18n: I18n): Notifier {
  let markMounted = () => {};
  const mounted = new Promise<void>((resolve) => {
    markMounted = resolve;
  });
  return {
    notify(event) {
      void mounted
        .then(() => import('sonner'))
        .then(({ toast }) => {
          const options = event.duration ? { duration: event.duration } : {};
          toast[event.kind](i18n._(event.message), options);
        });
    },
    toasterMounted: () => markMounted(),
  };
}
