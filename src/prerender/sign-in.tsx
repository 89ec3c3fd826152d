// Built for Node by scripts/prerender.ts: the sign-in page as HTML, one file per language, so
// the first screen paints before any script runs. The browser then hydrates the same tree.
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createActor } from 'xstate';
import { msg } from '@lingui/core/macro';
import { sessionMachine } from '../../machines/session.ts';
import type { Language } from '../api/contract/limits.ts';
import type { Http } from '../api/http.ts';
import { CONNECTION_PROBE_MS, createConnectivity } from '../api/connectivity.ts';
import { App } from '../app/app.tsx';
import { createNotifier } from '../app/notifications.ts';
import { AppRoutes } from '../app/routes.tsx';
import { signInPicture } from '../features/auth/sign-in-picture.ts';
import { i18n } from '../i18n/i18n.ts';

const catalogs = {
  es: () => import('../../locale/es/messages.po'),
  en: () => import('../../locale/en/messages.po'),
};

// Effects never run in a prerender, so nothing calls the server.
const noHttp: Http = {
  request: () => Promise.reject(new Error('no requests while prerendering')),
  send: () => Promise.reject(new Error('no requests while prerendering')),
  upload: () => Promise.reject(new Error('no requests while prerendering')),
};

/** The prerendered page is the online one: the browser's first render is the same. */
const alwaysOnline = createConnectivity({ probe: async () => true, probeEveryMs: CONNECTION_PROBE_MS });

export async function renderSignIn(language: Language): Promise<{ html: string; title: string; picture: string }> {
  i18n.loadAndActivate({ locale: language, messages: (await catalogs[language]()).messages });
  const session = createActor(sessionMachine, { input: { storedToken: null } }).start();
  try {
    // A full prerender waits for the lazy parts, so the browser hydrates them instead of
    // starting those boundaries over.
    const { prelude } = await prerenderToNodeStream(
      <App http={noHttp} session={session} notifier={createNotifier()} connectivity={alwaysOnline}>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </App>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    // The picture the HTML shows, for the page's <meta> (src/features/auth/sign-in-picture.ts).
    return { html, title: `${i18n._(msg`Sign in`)} · Casillero`, picture: signInPicture() };
  } finally {
    session.stop();
  }
}
