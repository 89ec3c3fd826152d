import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { noticeBellMachine } from '../../../machines/notice-bell.ts';
import { loadNoticesApi } from '../../api/lazy-api.ts';
import { useApi } from '../../api/use-api.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import type { NoticeBellActor } from '../../lib/notice-bell-context.ts';
import { onIdle } from '../../ui/on-idle.ts';

/** Starts the header bell's actor and tells it when the window gets the focus back or is hidden (docs/product.md#notices). */
export function useNoticeBellActor(): NoticeBellActor {
  const notices = useApi(loadNoticesApi);
  const machine = useMemo(() => {
    // The first count (its code and its call) waits for the first screen's idle moment: the page's
    // own content comes first on a slow phone; later counts find the moment passed.
    const quiet = new Promise<void>((resolve) => onIdle(resolve));
    return noticeBellMachine.provide({
      actors: {
        countUnread: fromPromise(async ({ signal }) => {
          await quiet;
          // Dropped while it waited (the notices page told the bell first, the page was hidden): no call.
          signal.throwIfAborted();
          return (await notices()).unreadCount();
        }),
      },
    });
  }, [notices]);
  const actor = useFlowActor(machine, { input: { hidden: document.visibilityState === 'hidden' } });
  useEffect(() => {
    const onFocus = () => actor.send({ type: 'FOCUSED' });
    const onVisibility = () => actor.send({ type: document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE' });
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [actor]);
  return actor;
}
