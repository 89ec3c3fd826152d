import { useEffect, useMemo } from 'react';
import type { Notice } from '../../api/contract/notices.ts';
import { noticesApi } from '../../api/notices.ts';
import { useApi } from '../../api/use-api.ts';
import { usePagedList } from '../../data/use-paged-list.ts';
import { useNoticeBell } from '../../lib/notice-bell-context.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import { useConnection } from '../../ui/connection-context.ts';
import type { PagedList } from '../../ui/loadable.ts';
import { provideNoticesRead } from './notices-implementations.ts';

/**
 * The notices page's list: the shared paged list, its page in the address (`?page=2`, like every
 * list, docs/product.md#lists); the unread notices it shows are marked read and what is left is told
 * to the header's bell (docs/product.md#notices).
 */
export function useNotices(pageSize: number): PagedList<Notice> {
  const api = useApi(noticesApi);
  const bell = useNoticeBell();
  const list = usePagedList((page, size) => api.list(page, size), pageSize, { inAddress: true });
  const marking = useFlowActor(useMemo(() => provideNoticesRead(api), [api]));

  useEffect(() => {
    if (!bell) return;
    const subscription = marking.on('unreadChanged', ({ unread }) => bell.send({ type: 'UNREAD_CHANGED', unread }));
    return () => subscription.unsubscribe();
  }, [marking, bell]);

  // The page as loaded keeps its notices' `read`, so they still say "New" while it is open. Offline
  // nothing is marked (a write, docs/product.md#offline-reading): the page the connection's return
  // brings marks them.
  const shown = list.page;
  const { offline } = useConnection();
  useEffect(() => {
    if (shown && !offline) marking.send({ type: 'SHOWN', ids: shown.data.filter((notice) => !notice.read).map((notice) => notice.id) });
  }, [marking, shown, offline]);

  return list;
}
