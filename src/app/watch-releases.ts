import { fromCallback } from 'xstate';
import { Workbox } from 'workbox-window';
import type { ReleaseUpdateEvent, ReleaseWatchCommand } from '../../machines/release-update.ts';
import { SERVICE_WORKER_PATH } from '../api/contract/offline-data.ts';

/** How often an open portal asks whether a new release is out (besides each time it is shown again). */
const RELEASE_CHECK_MS = 30 * 60_000;

/**
 * The releaseUpdate machine's `watchReleases` (docs/performance.md#the-service-worker): registers
 * the service worker, asks for a new release whenever the tab is shown again and every 30 minutes,
 * tells the machine when one waits and when it has taken over, and lets it take over on ACTIVATE
 * (workbox-window's SKIP_WAITING message).
 */
export const watchReleases = fromCallback<ReleaseWatchCommand>(({ sendBack, receive }) => {
  const tell = (event: ReleaseUpdateEvent) => sendBack(event);
  const worker = new Workbox(SERVICE_WORKER_PATH);
  worker.addEventListener('waiting', () => tell({ type: 'RELEASE_WAITING' }));
  worker.addEventListener('controlling', (event) => {
    if (event.isUpdate) tell({ type: 'RELEASE_ACTIVE' });
  });
  receive((command) => {
    if (command.type === 'ACTIVATE') worker.messageSkipWaiting();
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
});
