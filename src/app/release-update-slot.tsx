import { lazy, Suspense, useEffect, useState } from 'react';
import { onIdle } from '../ui/on-idle.ts';
import { Unloaded } from './unloaded.tsx';

const ReleaseUpdate = lazy(() => import('./release-update.tsx'));
const workersAvailable = () => import.meta.env.PROD && 'serviceWorker' in navigator;

/**
 * How long after the page has loaded and gone idle the worker registers: it then downloads the
 * whole release (0.44 MB), which must not share a slow network with the first screen's last answers
 * (my account's cold LCP went from 1.40× to 1.53× of the bare page over HTTP/2 with it at idle).
 */
const WORKER_REGISTRATION_DELAY_MS = 5_000;

/** Calls `run` once the page has loaded, gone idle, and WORKER_REGISTRATION_DELAY_MS passed; returns a cancel. */
function afterFirstScreen(run: () => void): () => void {
  let cancelIdle = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loaded = () => {
    cancelIdle = onIdle(() => {
      timer = setTimeout(run, WORKER_REGISTRATION_DELAY_MS);
    });
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    cancelIdle();
    clearTimeout(timer);
  };
}

/**
 * The service worker and the offer of a new release (release-update.tsx), in the signed-in area
 * once its first screen is done: the worker downloads the whole release, which a first visitor on
 * the sign-in page should not pay for while signing in, and keeps the customer's answers, which
 * exist only here. Only in a build, never under the development server.
 */
export function ReleaseUpdateSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => (workersAvailable() ? afterFirstScreen(() => setReady(true)) : undefined), []);
  if (!ready) return null;
  return (
    // Its code may not come on a first visit that lost its connection: then no worker this time.
    <Unloaded>
      <Suspense fallback={null}>
        <ReleaseUpdate />
      </Suspense>
    </Unloaded>
  );
}
