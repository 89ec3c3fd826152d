import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * What @xstate/react's `useSelector` does, on React's own useSyncExternalStore: the entry chunk
 * saves its shim. `selector` must return a primitive or a reference kept in the snapshot (a new
 * object each call would re-render forever).
 */
export function useActorSelector<A extends AnyActorRef, T>(actor: A, selector: (snapshot: SnapshotFrom<A>) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => selector(actor.getSnapshot() as SnapshotFrom<A>);
  return useSyncExternalStore(subscribe, read, read);
}
