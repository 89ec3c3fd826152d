// Whether the portal reaches its server (docs/product.md#offline-reading): offline on a kept answer,
// a failure or the browser's word; back, and counted, on the first fresh answer or probe that gets through.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity, KEPT_FIRST_SETTLE_MS } from '../../src/api/connectivity.ts';

const PROBE_MS = 5_000;

function browser(onLine = true) {
  const target = new EventTarget();
  return { onLine: () => onLine, addEventListener: target.addEventListener.bind(target) as Window['addEventListener'], fire: (type: string) => target.dispatchEvent(new Event(type)) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the connection', () => {
  it('goes offline on a kept answer, shows the oldest one’s time, and comes back on a fresh one', () => {
    const store = createConnectivity({ probe: async () => false, probeEveryMs: PROBE_MS });
    const changes = vi.fn();
    store.subscribe(changes);
    store.answered(null);
    expect(store.get()).toEqual({ offline: false, storedAt: null, refreshes: 0 });
    expect(changes).not.toHaveBeenCalled();
    store.answered(2_000);
    store.answered(1_000);
    store.answered(3_000);
    expect(store.get()).toEqual({ offline: true, storedAt: 1_000, refreshes: 0 });
    store.answered(null);
    expect(store.get()).toEqual({ offline: false, storedAt: null, refreshes: 1 });
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('offline after a failure, it asks the server every interval until it answers', async () => {
    const probe = vi.fn(async () => false);
    const store = createConnectivity({ probe, probeEveryMs: PROBE_MS });
    store.unreachable();
    expect(store.get().offline).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_MS - 1);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    probe.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect(store.get()).toEqual({ offline: false, storedAt: null, refreshes: 1 });
    // Online: no more asking.
    await vi.advanceTimersByTimeAsync(PROBE_MS * 3);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('follows the browser: offline at once, and on `online` it asks at once', async () => {
    const events = browser(false);
    const probe = vi.fn(async () => true);
    const store = createConnectivity({ probe, probeEveryMs: PROBE_MS, browser: events });
    expect(store.get().offline).toBe(true);
    events.fire('online');
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ offline: false, storedAt: null, refreshes: 1 });
    events.fire('offline');
    expect(store.get().offline).toBe(true);
  });

  it('after kept answers served first, asks the screens once to refresh, once they have all come; never offline for them', async () => {
    const store = createConnectivity({ probe: async () => true, probeEveryMs: PROBE_MS });
    store.keptFirst();
    await vi.advanceTimersByTimeAsync(KEPT_FIRST_SETTLE_MS - 1);
    store.keptFirst();
    await vi.advanceTimersByTimeAsync(KEPT_FIRST_SETTLE_MS - 1);
    expect(store.get()).toEqual({ offline: false, storedAt: null, refreshes: 0 });
    await vi.advanceTimersByTimeAsync(1);
    expect(store.get()).toEqual({ offline: false, storedAt: null, refreshes: 1 });
  });

  it('offline, kept answers served first ask for no refresh: the connection’s return will', async () => {
    const store = createConnectivity({ probe: async () => false, probeEveryMs: PROBE_MS, browser: browser(false) });
    store.keptFirst();
    await vi.advanceTimersByTimeAsync(KEPT_FIRST_SETTLE_MS);
    expect(store.get().refreshes).toBe(0);
  });
});
