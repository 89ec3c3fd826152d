import { useEffect, useRef } from 'react';

/** Sends `RELOAD` to a loading actor (resource, paged list) when `deps` change after its first load. */
export function useReloadOnChange(actor: { send: (event: { type: 'RELOAD' }) => void }, deps: readonly unknown[]): void {
  const depsKey = JSON.stringify(deps);
  const firstKey = useRef(depsKey);
  useEffect(() => {
    if (depsKey === firstKey.current) return;
    firstKey.current = depsKey;
    actor.send({ type: 'RELOAD' });
  }, [actor, depsKey]);
}
