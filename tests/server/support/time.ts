// The rate limits' windows run on the system clock (docs/product.md#rate-limits): a test that crosses
// one moves Date itself, with Vitest's fake timers. The injectable clock counts from Date.now(), so
// it moves along (codes, tokens); timers stay real, so the database and the sockets keep working.
import { afterAll, beforeAll, vi } from 'vitest';

/** Registers beforeAll/afterAll for the file; `pass` moves the time of every clock by whole minutes. */
export function useMovableTime() {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return {
    pass(minutes: number) {
      vi.setSystemTime(Date.now() + minutes * 60_000);
    },
  };
}
