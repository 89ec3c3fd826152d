import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { sessionMachine, type OtherTabEvent, type SessionUser } from '../machines/session.ts';
import { apiBaseUrl } from './api/base-url.ts';
import { CONNECTION_PROBE_MS, createConnectivity } from './api/connectivity.ts';
import { forgetCustomerData } from './api/customer-data.ts';
import { createDeferredHttp } from './api/deferred-http.ts';
import { startupToken } from './api/early-requests.ts';
import { loadAuthApi } from './api/lazy-api.ts';
import { apiUrl } from './api/request-parts.ts';
import { tokenStore } from './api/token-store.ts';
import { NO_SERVER_STATUSES } from './api/contract/offline-data.ts';
import { APP_FIRST_CLASS } from './api/contract/page.ts';
import { prerenderedSignInShown } from './app/first-paint.ts';
import { App } from './app/app.tsx';
import { onFirstInteraction } from './app/first-interaction.ts';
import { createNotifier } from './app/notifications.ts';
import { AppRoutes, preloadRoute } from './app/routes.tsx';
import { detectLanguage, readBrowserLanguageSources } from './i18n/detect-language.ts';
import { activateLanguage, currentLanguage, i18n } from './i18n/i18n.ts';
import { devInspect } from './lib/dev-inspect.ts';

const sentryDsn = import.meta.env.VITE_SENTRY_DSN;
if (sentryDsn) {
  // Loaded only when configured: no error-reporting code or network otherwise.
  // Sentry 11 replaced `sendDefaultPii: true` (docs/product.md#error-reporting) with `dataCollection`; user data is on.
  void import('@sentry/react').then((Sentry) =>
    Sentry.init({ dsn: sentryDsn, dataCollection: { userInfo: true, cookies: true, urlQueryParams: true } }),
  );
}

// The language first (its catalog loads while the stored token is checked).
const languageReady = activateLanguage(detectLanguage(readBrowserLanguageSources()));

// Whether the server answers (docs/product.md#offline-reading). Its probe is a public call the
// service worker never answers from a copy; a proxy with no server behind it is no answer.
const connectivity = createConnectivity({
  probe: () =>
    fetch(apiUrl(apiBaseUrl(), 'api/countries'), { method: 'HEAD', cache: 'no-store' }).then(
      (answer) => !NO_SERVER_STATUSES.includes(answer.status),
      () => false,
    ),
  probeEveryMs: CONNECTION_PROBE_MS,
  browser: { onLine: () => navigator.onLine, addEventListener: window.addEventListener.bind(window) },
});

// The session owns the token: every request asks it for the token (the session, created below,
// exists before any request is made: the first ones are its own).
const http = createDeferredHttp({
  baseURL: apiBaseUrl(),
  getToken: () => session.getSnapshot().context.token,
  getLanguage: currentLanguage,
  // A 401 to a request that carried the session's token: the session is over (a no-op unless signed in).
  onUnauthorized: () => session.send({ type: 'SESSION_EXPIRED' }),
  connectivity,
});
const auth = loadAuthApi(http);
// The client and the contract's schemas load on the customer's first move, so a sign-in sent at
// once waits less; nothing before it (docs/architecture.md#the-first-screen-on-any-host).
onFirstInteraction(() => {
  void auth().catch(() => {}); // a failure is the call's to report
  void import('./api/http.ts').catch(() => {});
});

/** The other tabs' sign-outs and sign-ins, as the session's events. */
const watchOtherTabs = fromCallback<OtherTabEvent, { token: string | null }>(({ input, sendBack }) => {
  const tell = (token: string | null) =>
    sendBack(token ? { type: 'SIGNED_IN_ELSEWHERE', token } : { type: 'SIGNED_OUT_ELSEWHERE' });
  // Another tab may have signed in or out since the entry read the token the session starts with.
  const stored = tokenStore.read();
  if (stored !== input.token) tell(stored);
  return tokenStore.watch(tell);
});

const session = createActor(
  sessionMachine.provide({
    actors: {
      loadUser: fromPromise<SessionUser, { token: string }>(async ({ input }) => (await auth()).me(input.token)),
      login: fromPromise(async ({ input }) => (await auth()).login(input)),
      logout: fromPromise(async ({ input }) => {
        if (input.token) await (await auth()).logout(input.token);
      }),
      watchOtherTabs,
    },
    actions: {
      // A new customer's answers only: whatever another left on this phone goes.
      storeToken: (_, params) => {
        tokenStore.write(params.token);
        void forgetCustomerData({ kept: params.token });
      },
      forgetToken: () => {
        const dropped = tokenStore.read();
        tokenStore.clear();
        void forgetCustomerData({ dropped });
      },
    },
  }),
  // The token the entry's early requests were made with (src/api/early-requests.ts).
  { input: { storedToken: startupToken() }, inspect: devInspect },
);
// The one listener that turns the machines' `notify` events into toasts.
const notifier = createNotifier();
session.on('notify', notifier.notify);
session.start();

// The server translates some of the customer's data (the country's name): a new language
// fetches it again. (`change` also fires when a catalog part loads, hence the comparison.)
let shownLanguage = i18n.locale;
i18n.on('change', () => {
  if (i18n.locale === shownLanguage) return;
  const first = !shownLanguage;
  shownLanguage = i18n.locale;
  if (!first) session.send({ type: 'REFRESH' });
});

// The connection came back, or the customer's data came first from the kept copy: it is asked for
// again, as a new language does.
let refreshes = connectivity.get().refreshes;
connectivity.subscribe(() => {
  if (connectivity.get().refreshes === refreshes) return;
  refreshes = connectivity.get().refreshes;
  session.send({ type: 'REFRESH' });
});

// The current route's lazy modules load now, while the catalog and the token check do.
preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

void languageReady
  .catch(() => {
    // The catalog could not be loaded even after retries: show the source texts.
    i18n.loadAndActivate({ locale: currentLanguage(), messages: {} });
  })
  .then(() => {
    container.removeAttribute('aria-busy');
    const app = (
      <App http={http} session={session} notifier={notifier} connectivity={connectivity}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    );
    // The page holds the prerendered sign-in: React adopts it when it would render the same.
    const adopt =
      container.dataset.prerendered === currentLanguage() && window.location.pathname === '/' && !session.getSnapshot().context.token;
    showUntilRendered(container, adopt);
    // A transition lets React work in short slices, so the first render blocks no input for long.
    startTransition(() => {
      if (adopt) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  });

/**
 * What stays on screen until React's first render: the prerendered sign-in when React adopts it,
 * or when it is on screen and only changes language; otherwise the boot placeholder, moved into
 * the root for React to replace (src/app/first-screen-mark.ts hid the sign-in).
 */
function showUntilRendered(container: HTMLElement, adopt: boolean): void {
  const placeholder = document.getElementById('boot-placeholder');
  if (adopt || prerenderedSignInShown() || !placeholder) {
    placeholder?.remove();
    // A stored token the session has since found expired: the sign-in is the first screen after all.
    if (adopt) document.documentElement.classList.remove(APP_FIRST_CLASS);
    return;
  }
  delete container.dataset.prerendered;
  container.replaceChildren(placeholder);
}
