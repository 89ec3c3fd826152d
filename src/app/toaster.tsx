import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { useLingui } from '@lingui/react/macro';
import { TOAST_DURATION_MS, type ToasterControls } from './notifications.ts';
import { createToasterControls } from './toaster-controls.tsx';

/**
 * How long the empty live region stays on the page before the first toast may be added: a screen
 * reader announces additions only to a region it already knows.
 */
const LIVE_REGION_SETTLE_MS = 100;

/**
 * Sonner's toaster: bottom of the screen, 2.5 s, paused while hovered (sonner's default). Its
 * <section aria-live="polite"> is the live region every toast is announced through.
 */
export default function AppToaster({ onMounted }: { onMounted: (toaster: ToasterControls) => void }) {
  const { t } = useLingui();
  useEffect(() => {
    const controls = createToasterControls();
    // Capture: an action counts even where a handler stops it.
    document.addEventListener('pointerdown', controls.acted, true);
    document.addEventListener('keydown', controls.acted, true);
    const settle = setTimeout(() => onMounted(controls), LIVE_REGION_SETTLE_MS);
    return () => {
      clearTimeout(settle);
      document.removeEventListener('pointerdown', controls.acted, true);
      document.removeEventListener('keydown', controls.acted, true);
    };
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
