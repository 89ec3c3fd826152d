import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { onIdle } from './on-idle.ts';

/**
 * A module a page needs only on the customer's action (a dialog, a step of a flow), kept out of the
 * page's own code. Once fetched it is used synchronously: no Suspense fallback, so a dialog
 * prefetched at an idle moment opens in the same frame as the click.
 */
export type OnDemand<T> = {
  /** Fetches the module (once; again after a failure); rejects when the fetch fails. */
  preload: () => Promise<T>;
  /**
   * The module once it is here, else null. Fetches it when `needed` becomes true, and again when it
   * becomes true anew. When the fetch fails (offline), `failed` says so until `retry` fetches again,
   * and `onFailed` runs (a dialog closes itself, so the customer can open it again).
   */
  useModule: (needed: boolean, onFailed?: () => void) => Loaded<T>;
  /** Fetches the module at the page's first idle moment, so the customer's first use is instant. */
  usePreload: () => void;
};

type Loaded<T> = { module: T | null; failed: boolean; retry: () => void };

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let module: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  };
  const read = () => module;
  const preload = () =>
    (loading ??= load().then(
      (loaded) => {
        module = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    preload,
    useModule(needed, onFailed) {
      const current = useSyncExternalStore(subscribe, read, read);
      const [failed, setFailed] = useState(false);
      const [attempt, setAttempt] = useState(0);
      const fail = useEffectEvent(() => {
        setFailed(true);
        onFailed?.();
      });
      useEffect(() => {
        if (needed && !current) preload().catch(() => fail());
      }, [needed, current, attempt]);
      const retry = () => {
        setFailed(false);
        setAttempt((n) => n + 1);
      };
      return { module: current, failed: failed && !current, retry };
    },
    usePreload() {
      useEffect(() => onIdle(() => void preload().catch(() => undefined)), []);
    },
  };
}
