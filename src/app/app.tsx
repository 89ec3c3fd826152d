import { lazy, Suspense, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import type { Http } from '../api/http.ts';
import { HttpContext } from '../api/http-context.ts';
import { i18n } from '../i18n/i18n.ts';
import { NotifyContext, ScreenChangeContext } from '../lib/notify-context.ts';
import { SessionContext, type SessionActor } from '../lib/session-context.ts';
import { useIdle } from '../ui/use-idle.ts';
import { BootGate } from './boot-gate.tsx';
import type { Notifier } from './notifications.ts';

const AppToaster = lazy(() => import('./toaster.tsx'));

type AppProps = {
  http: Http;
  session: SessionActor;
  notifier: Notifier;
  /** The routed pages: `<AppRoutes />` in a BrowserRouter (a StaticRouter in the build's prerender). */
  children: ReactNode;
};

export function App({ http, session, notifier, children }: AppProps) {
  // The toaster is not needed for the first paint: it is loaded once the browser is idle.
  const showToaster = useIdle();

  return (
    <I18nProvider i18n={i18n}>
      <HttpContext value={http}>
        <SessionContext value={session}>
          <NotifyContext value={notifier.notify}>
            <ScreenChangeContext value={notifier.screenChanged}>
              <BootGate>{children}</BootGate>
            </ScreenChangeContext>
          </NotifyContext>
          {showToaster && (
            <Suspense fallback={null}>
              <AppToaster onMounted={notifier.toasterMounted} />
            </Suspense>
          )}
        </SessionContext>
      </HttpContext>
    </I18nProvider>
  );
}
