import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Workbox } from 'workbox-window';
import { releaseUpdateMachine } from '../../machines/release-update.ts';
import { SERVICE_WORKER_PATH } from '../api/contract/offline-data.ts';

/** How often an open portal asks whether a new release is out (besides each time it is shown again). */
const RELEASE_CHECK_MS = 30 * 60_000;

/**
 * The service worker (docs/performance.md#the-service-worker), and "Nueva versión · Actualizar"
 * when a newer release waits (the releaseUpdate machine, docs/product.md#updates). Loaded once the
 * first screen is idle.
 */
export default function ReleaseUpdate() {
  const workbox = useRef<Workbox | null>(null);
  const actor = useActorRef(
    releaseUpdateMachine.provide({
      actions: {
        activateRelease: () => workbox.current?.messageSkipWaiting(),
        reloadPage: () => window.location.reload(),
      },
    }),
  );
  useEffect(() => {
    const worker = new Workbox(SERVICE_WORKER_PATH);
    workbox.current = worker;
    worker.addEventListener('waiting', () => actor.send({ type: 'RELEASE_WAITING' }));
    worker.addEventListener('controlling', (event) => {
      if (event.isUpdate) actor.send({ type: 'RELEASE_ACTIVE' });
    });
    // A browser that refuses workers (private modes, a test that blocks them): the portal works without.
    worker.register().catch(() => {});
    const check = () => {
      if (document.visibilityState === 'visible') void worker.update().catch(() => {});
    };
    const timer = setInterval(check, RELEASE_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [actor]);

  const prompt = useSelector(actor, (snapshot) => Object.values(snapshot.getMeta()).some((meta) => (meta as { prompt?: boolean }).prompt));
  const activating = useSelector(actor, (snapshot) => snapshot.matches('activating'));
  if (!prompt) return null;
  return (
    <section className="release-update" aria-labelledby="release-update-title">
      <p id="release-update-title" className="release-update__title">
        <Trans>New version</Trans>
      </p>
      <div className="release-update__actions">
        <button type="button" className="button button--secondary" aria-disabled={activating} onClick={() => actor.send({ type: 'LATER' })}>
          <Trans>Later</Trans>
        </button>
        {/* Not a write: the new release's worker holds all its code, so it applies with no connection too. */}
        <button type="button" className="button button--primary" aria-disabled={activating} onClick={() => actor.send({ type: 'UPDATE' })}>
          {activating ? <Trans>Updating…</Trans> : <Trans>Update</Trans>}
        </button>
      </div>
    </section>
  );
}
