// Whether the portal reaches its server (docs/product.md#offline-reading): told by the client's
// answers (a fresh one, or the service worker's kept copy with the time it came) and failures, and
// by the browser's online and offline events. While offline it asks the server now and then, and
// on the browser's `online`; the first answer makes it online again, and `refreshes` counts it, so
// the screens shown refresh themselves (src/data/use-reload-on-change.ts).

type Connectivity = {
  offline: boolean;
  /** The oldest kept answer shown since the connection went (ms since the epoch), if any. */
  storedAt: number | null;
  /**
   * How many times the screens shown should ask again: the connection came back, or a return
   * visit showed the kept answers first. A screen refreshes when it changes.
   */
  refreshes: number;
};

export type ConnectivityStore = {
  get(): Connectivity;
  subscribe(listener: () => void): () => void;
  /** An answer came from the network (`storedAt` null) or from the worker's copy of that time. */
  answered(storedAt: number | null): void;
  /** A request reached no server. */
  unreachable(): void;
  /** An answer was the worker's kept copy, served first on a return visit: the network's follows. */
  keptFirst(): void;
};

export type ConnectivityOptions = {
  /** Resolves whether the server answered (any status): a request no copy can answer. */
  probe: () => Promise<boolean>;
  probeEveryMs: number;
  /** The browser's `online`/`offline` events and `navigator.onLine`; none in tests that leave it out. */
  browser?: { onLine: () => boolean; addEventListener: Window['addEventListener'] };
};

/** How often an offline portal asks whether the server is back. */
export const CONNECTION_PROBE_MS = 5_000;

/**
 * How long after the last kept answer served first the screens ask the network: the first screen's
 * answers come together (the entry asked for them at once), so one refresh follows them all.
 */
export const KEPT_FIRST_SETTLE_MS = 200;

export function createConnectivity({ probe, probeEveryMs, browser }: ConnectivityOptions): ConnectivityStore {
  let state: Connectivity = { offline: browser ? !browser.onLine() : false, storedAt: null, refreshes: 0 };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let keptFirstTimer: ReturnType<typeof setTimeout> | null = null;

  const set = (next: Connectivity) => {
    if (next.offline === state.offline && next.storedAt === state.storedAt && next.refreshes === state.refreshes) return;
    state = next;
    for (const listener of listeners) listener();
    if (state.offline) schedule();
  };
  const back = () => {
    if (state.offline) set({ offline: false, storedAt: null, refreshes: state.refreshes + 1 });
  };
  const check = () => {
    timer = null;
    void probe().then((reached) => (reached ? back() : schedule()));
  };
  function schedule() {
    if (timer === null && state.offline) timer = setTimeout(check, probeEveryMs);
  }

  browser?.addEventListener('offline', () => set({ ...state, offline: true }));
  browser?.addEventListener('online', () => {
    if (timer !== null) clearTimeout(timer);
    check();
  });
  if (state.offline) schedule();

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answered(storedAt) {
      if (storedAt === null) return back();
      set({ ...state, offline: true, storedAt: state.storedAt === null ? storedAt : Math.min(state.storedAt, storedAt) });
    },
    unreachable() {
      set({ ...state, offline: true });
    },
    keptFirst() {
      // Offline the network has nothing newer: the connection's return refreshes the screens.
      if (state.offline) return;
      if (keptFirstTimer !== null) clearTimeout(keptFirstTimer);
      keptFirstTimer = setTimeout(() => {
        keptFirstTimer = null;
        if (!state.offline) set({ ...state, refreshes: state.refreshes + 1 });
      }, KEPT_FIRST_SETTLE_MS);
    },
  };
}
