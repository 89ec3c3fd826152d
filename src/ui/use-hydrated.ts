import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React adopts prerendered HTML, true once the page runs: a prerendered form keeps
 * its submit button disabled until then, so an early click never submits it natively.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
