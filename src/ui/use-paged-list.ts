import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { pagedListMachine, type Page } from '../../machines/paged-list.ts';
import { useActorSelector } from '../lib/use-actor-selector.ts';
import { useFlowActor } from '../lib/use-flow-actor.ts';

export type PagedList<T> = {
  status: 'loading' | 'withItems' | 'empty' | 'failed';
  /** The page shown (kept while the next one loads); null before the first answer. */
  page: Page<T> | null;
  error: unknown;
  goTo: (page: number) => void;
  retry: () => void;
};

/**
 * A paged list for a component, on the paged-list machine. `load` may change between renders;
 * `deps` reload the list from page 1 when they change.
 */
export function usePagedList<T>(
  load: (page: number, pageSize: number) => Promise<Page<T>>,
  pageSize: number,
  deps: readonly unknown[] = [],
): PagedList<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const machine = useMemo(
    () =>
      pagedListMachine.provide({
        actors: { loadPage: fromPromise(({ input }) => loadRef.current(input.page, input.pageSize) as Promise<Page>) },
      }),
    [],
  );
  const actor = useFlowActor(machine, { input: { pageSize } });
  const status = useActorSelector(actor, (s): PagedList<T>['status'] =>
    s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches({ loaded: 'empty' }) ? 'empty' : 'withItems',
  );
  const page = useActorSelector(actor, (s) => s.context.result) as Page<T> | null;
  const error = useActorSelector(actor, (s) => s.context.error);

  const depsKey = JSON.stringify(deps);
  const firstKey = useRef(depsKey);
  useEffect(() => {
    if (depsKey === firstKey.current) return;
    firstKey.current = depsKey;
    actor.send({ type: 'RELOAD' });
  }, [actor, depsKey]);

  return useMemo(
    () => ({
      status,
      page,
      error,
      goTo: (target: number) => actor.send({ type: 'GO_TO_PAGE', page: target }),
      retry: () => actor.send({ type: 'RETRY' }),
    }),
    [actor, status, page, error],
  );
}
