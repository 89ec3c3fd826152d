import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { pagedListMachine, type Page } from '../../machines/paged-list.ts';
import { parseId } from '../lib/id-param.ts';
import { useActorSelector } from '../lib/use-actor-selector.ts';
import { useFlowActor } from '../lib/use-flow-actor.ts';
import type { PagedList } from '../ui/loadable.ts';
import { useReloadOnChange } from './use-reload-on-change.ts';

type PagedListOptions = {
  /** A screen's own list keeps its page in the address (`?page=2`), so Back and reload return to it (docs/product.md#lists). */
  inAddress?: boolean;
  /** The list loads its page again when these change. */
  deps?: readonly unknown[];
};

const PAGE_PARAM = 'page';

/** A paged list for a component, on the paged-list machine. `load` may change between renders. */
export function usePagedList<T>(
  load: (page: number, pageSize: number) => Promise<Page<T>>,
  pageSize: number,
  { inAddress = false, deps = [] }: PagedListOptions = {},
): PagedList<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [search, setSearch] = useSearchParams();
  const addressPage = inAddress ? (parseId(search.get(PAGE_PARAM) ?? undefined) ?? 1) : 1;
  const machine = useMemo(
    () =>
      pagedListMachine.provide({
        actors: { loadPage: fromPromise(({ input }) => loadRef.current(input.page, input.pageSize) as Promise<Page>) },
      }),
    [],
  );
  const actor = useFlowActor(machine, { input: { pageSize, page: addressPage } });
  const status = useActorSelector(actor, (s): PagedList<T>['status'] =>
    s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches({ loaded: 'empty' }) ? 'empty' : 'withItems',
  );
  const page = useActorSelector(actor, (s) => s.context.result) as Page<T> | null;
  const shownPage = useActorSelector(actor, (s) => s.context.page);
  const error = useActorSelector(actor, (s) => s.context.error);

  useReloadOnChange(actor, deps);

  // The address leads (Back, Forward, a typed `?page=`); a page it names that no longer exists is
  // replaced by the one the list fell back to.
  useEffect(() => {
    if (!inAddress || status === 'loading' || status === 'failed' || addressPage === shownPage) return;
    if (addressPage <= (page?.meta.last_page ?? 1)) actor.send({ type: 'GO_TO_PAGE', page: addressPage });
    else setSearch((params) => withPage(params, shownPage), { replace: true });
  }, [actor, inAddress, status, addressPage, shownPage, page, setSearch]);

  return useMemo(
    () => ({
      status,
      page,
      error,
      goTo: (target: number) =>
        inAddress ? setSearch((params) => withPage(params, target)) : actor.send({ type: 'GO_TO_PAGE', page: target }),
      retry: () => actor.send({ type: 'RETRY' }),
    }),
    [actor, inAddress, setSearch, status, page, error],
  );
}

/** The address's parameters with `page`; page 1 is the list's plain address. */
function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  return next;
}
