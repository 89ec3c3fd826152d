import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { TOAST_DURATION_MS, type ShowToast } from './notifications.ts';

/**
 * How long the empty live region stays on the page before the first toast may be added: a screen
 * reader announces additions only to a region it already knows.
 */
const LIVE_REGION_SETTLE_MS = 100;

/** A toast's text in the language shown now: one raised while the language changes follows it. */
function ToastText({ message }: { message: MessageDescriptor }) {
  const { i18n } = useLinguiContext();
  return <>{i18n._(message)}</>;
}

const showToast: ShowToast = (event) => {
  const options = event.duration ? { duration: event.duration } : {};
  toast[event.kind](<ToastText message={event.message} />, options);
};

/**
 * Sonner's toaster: bottom of the screen, 2.5 s, paused while hovered (sonner's default). Its
 * <section aria-live="polite"> is the live region every toast is announced through.
 */
export default function AppToaster({ onMounted }: { onMounted: (show: ShowToast) => void }) {
  const { t } = useLingui();
  useEffect(() => {
    const settle = setTimeout(() => onMounted(showToast), LIVE_REGION_SETTLE_MS);
    return () => clearTimeout(settle);
  }, [onMounted]);
  return (
    <Toaster
      position="bottom-center"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close notification` }}
    />
  );
}
