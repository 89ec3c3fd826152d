import { createContext, useContext, useEffect } from 'react';
import type { NotifyEvent } from '../../machines/notify.ts';

type Emitting = { on(type: 'notify', listener: (event: NotifyEvent) => void): { unsubscribe(): void } };

/** Shows a machine's `notify` event as a toast (src/app/notifications.ts). */
export const NotifyContext = createContext<((event: NotifyEvent) => void) | null>(null);

/** Tells the toaster the screen changed, so a previous screen's toasts go (src/app/notifications.ts). */
export const ScreenChangeContext = createContext<(() => void) | null>(null);

/** Turns the toasts an actor emits (a flow, or a child such as the pin machine) into toasts on screen. */
export function useNotifications(actor: Emitting | undefined): void {
  const notify = useContext(NotifyContext);
  useEffect(() => {
    if (!actor || !notify) return;
    const subscription = actor.on('notify', notify);
    return () => subscription.unsubscribe();
  }, [actor, notify]);
}
