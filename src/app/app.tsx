import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import type { ConnectivityStore } from '../api/connectivity.ts';
import type { Http } from '../api/http.ts';
import { HttpContext } from '../api/http-context.ts';
import { i18n } from '../i18n/i18n.ts';
import { NotifyContext, ScreenChangeContext } from '../lib/notify-context.ts';
import { SessionContext, type SessionActor } from '../lib/session-context.ts';
import { ConnectionContext } from '../ui/connection-context.ts';
import { BootGate } from './boot-gate.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import { onFirstInteraction } from './first-interaction.ts';
import type { Notifier } from './notifications.ts';
import { ToasterSlot } from './toaster-slot.tsx';

type AppProps = {
  http: Http;
  session: SessionActor;
  notifier: Notifier;
  connectivity: ConnectivityStore;
  /** The routed pages: `<AppRoutes />` in a BrowserRouter (a StaticRouter in the build's prerender). */
  children: ReactNode;
};

export function App({ http, session, notifier, connectivity, children }: AppProps) {
  const connection = useSyncExternalStore(connectivity.subscribe, connectivity.get, connectivity.get);
  // The toaster is not needed before the customer acts: it loads on the first interaction, or
  // with the first toast if one comes before (a session that expired).
  const [showToaster, setShowToaster] = useState(false);
  useEffect(() => {
    const show = () => setShowToaster(true);
    const cancels = [onFirstInteraction(show), notifier.onToastWaiting(show)];
    return () => cancels.forEach((cancel) => cancel());
  }, [notifier]);

  return (
    <I18nProvider i18n={i18n}>
      <HttpContext value={http}>
        <SessionContext value={session}>
          <NotifyContext value={notifier.notify}>
            <ScreenChangeContext value={notifier.screenChanged}>
              <ConnectionContext value={connection}>
                <ConnectionBanner />
                <BootGate>{children}</BootGate>
              </ConnectionContext>
            </ScreenChangeContext>
          </NotifyContext>
          {showToaster && <ToasterSlot onMounted={notifier.toasterMounted} />}
        </SessionContext>
      </HttpContext>
    </I18nProvider>
  );
}
