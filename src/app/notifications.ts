import type { NotifyEvent } from '../../machines/notify.ts';

export const TOAST_DURATION_MS = 2500;

/** Puts a machine's `notify` event on screen (the toaster's, src/app/toaster.tsx). */
export type ShowToast = (event: NotifyEvent) => void;

export type Notifier = {
  /** Shows a machine's `notify` event as a toast, once the toaster is there. */
  notify: (event: NotifyEvent) => void;
  /** Called by the toaster once it is on the page, with how it shows a toast; toasts wait for it. */
  toasterMounted: (show: ShowToast) => void;
};

/**
 * The one bridge from machine events to the toaster. The toaster and sonner are loaded lazily (not
 * needed for the first paint), so a toast waits until the toaster is mounted and hands its way of
 * showing one over.
 */
export function createNotifier(): Notifier {
  let markMounted: (show: ShowToast) => void = () => {};
  const mounted = new Promise<ShowToast>((resolve) => {
    markMounted = resolve;
  });
  return {
    notify(event) {
      void mounted.then((show) => show(event));
    },
    toasterMounted: (show) => markMounted(show),
  };
}
