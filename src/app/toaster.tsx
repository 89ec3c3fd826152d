import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { useLingui } from '@lingui/react/macro';
import { TOAST_DURATION_MS } from './notifications.ts';

/** Sonner's toaster: bottom of the screen, 2.5 s, paused while hovered (sonner's default). */
export default function AppToaster({ onMounted }: { onMounted: () => void }) {
  const { t } = useLingui();
  useEffect(onMounted, [onMounted]);
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
