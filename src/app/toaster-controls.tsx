import { toast } from 'sonner';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiContext } from '@lingui/react';
import type { ToasterControls } from './notifications.ts';

/** A toast's text in the language shown now: one raised while the language changes follows it. */
function ToastText({ message }: { message: MessageDescriptor }) {
  const { i18n } = useLinguiContext();
  return <>{i18n._(message)}</>;
}

/**
 * The toasts on screen, each with its place in the order they were raised, and how many had been
 * raised when the customer last pressed or typed: those belong to the screen that action was on
 * (docs/product.md#toasts).
 */
export function createToasterControls(): ToasterControls & { acted: () => void } {
  const raised = new Map<string | number, number>();
  let count = 0;
  let countAtAction = 0;
  const forget = (t: { id: string | number }) => void raised.delete(t.id);
  return {
    show(event) {
      const id = toast[event.kind](<ToastText message={event.message} />, {
        ...(event.duration ? { duration: event.duration } : {}),
        onDismiss: forget,
        onAutoClose: forget,
      });
      raised.set(id, count++);
    },
    dismissPrevious() {
      for (const [id, order] of raised) {
        if (order < countAtAction) {
          raised.delete(id);
          toast.dismiss(id);
        }
      }
    },
    acted: () => {
      countAtAction = count;
    },
  };
}
