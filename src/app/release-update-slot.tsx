import { lazy, Suspense, useEffect, useState } from 'react';
import { onIdle } from '../ui/use-idle.ts';
import { Unloaded } from './unloaded.tsx';

const ReleaseUpdate = lazy(() => import('./release-update.tsx'));
const workersAvailable = () => import.meta.env.PROD && 'serviceWorker' in navigator;

/**
 * The service worker and the offer of a new release (release-update.tsx), in the signed-in area
 * once its page is idle: the worker then downloads the whole release, which a first visitor on the
 * sign-in page should not pay for while signing in, and keeps the customer's answers, which exist
 * only there. Only in a build, never under the development server.
 */
export function ReleaseUpdateSlot() {
  const [idle, setIdle] = useState(false);
  useEffect(() => (workersAvailable() ? onIdle(() => setIdle(true)) : undefined), []);
  if (!idle) return null;
  return (
    // Its code may not come on a first visit that lost its connection: then no worker this time.
    <Unloaded>
      <Suspense fallback={null}>
        <ReleaseUpdate />
      </Suspense>
    </Unloaded>
  );
}
