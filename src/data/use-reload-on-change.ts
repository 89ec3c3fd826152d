import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';

type Reloadable = { send: (event: { type: 'RELOAD' } | { type: 'REFRESH' }) => void };

/**
 * Sends `RELOAD` to a loading actor (resource, paged list) when `deps` change after its first
 * load, and `REFRESH` when only the language does: the server words what it sends in the
 * request's language (docs/product.md#languages), so a switch asks for it again.
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
}
