import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { useConnection } from '../ui/connection-context.ts';

type Reloadable = { send: (event: { type: 'RELOAD' } | { type: 'REFRESH' } | { type: 'RETRY' }) => void };

/**
 * Sends `RELOAD` to a loading actor (resource, paged list) when `deps` change after its first
 * load, and `REFRESH` when only the language does (the server words what it sends in the
 * request's language, docs/product.md#languages, so a switch asks for it again) or when the
 * connectivity store asks for it (src/api/connectivity.ts).
 */
export function useReloadOnChange(actor: Reloadable, deps: readonly unknown[]): void {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const depsKey = JSON.stringify(deps);
  const loaded = useRef({ depsKey, language });
  useEffect(() => {
    const before = loaded.current;
    if (depsKey === before.depsKey && language === before.language) return;
    loaded.current = { depsKey, language };
    actor.send({ type: depsKey === before.depsKey ? 'REFRESH' : 'RELOAD' });
  }, [actor, depsKey, language]);

  // The connection came back, or a return visit showed the kept answers first
  // (docs/product.md#offline-reading): what is shown is asked for again in place; a load that
  // failed for want of the connection tries again.
  const { refreshes } = useConnection();
  const shownRefreshes = useRef(refreshes);
  useEffect(() => {
    if (refreshes === shownRefreshes.current) return;
    shownRefreshes.current = refreshes;
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'RETRY' });
  }, [actor, refreshes]);
}
