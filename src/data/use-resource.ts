import { useEffect, useMemo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/resource.ts';
import { useFlowActor } from '../lib/use-flow-actor.ts';
import type { Resource } from '../ui/loadable.ts';
import { useReloadOnChange } from './use-reload-on-change.ts';

/**
 * Loads what a component shows with the resource machine (loading → loaded | failed, RETRY).
 * `load` may change between renders; `deps` reload it when they change, a new language refreshes it in place.
 */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[] = []): Resource<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const machine = useMemo(
    () => resourceMachine.provide({ actors: { load: fromPromise<unknown>(() => loadRef.current()) } }),
    [],
  );
  const actor = useFlowActor(machine);
  const state = useSelector(actor, (snapshot) => ({
    status: snapshot.value,
    data: snapshot.context.data,
    error: snapshot.context.error,
  }), (a, b) => a.status === b.status && a.data === b.data && a.error === b.error);

  useReloadOnChange(actor, deps);

  const retry = useMemo(() => () => actor.send({ type: 'RETRY' }), [actor]);
  // A refresh (a new language) keeps what is shown until its words arrive.
  if (state.status === 'loaded' || state.status === 'refreshing') return { status: 'loaded', data: state.data as T, error: null, retry };
  if (state.status === 'failed') return { status: 'failed', data: undefined, error: state.error, retry };
  return { status: 'loading', data: undefined, error: null, retry };
}
