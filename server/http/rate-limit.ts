// In-memory, per process: enough for one reference server; a fleet would need a shared store.
import type { Clock } from '../clock.ts';

export type RateLimiter = {
  /** True when the key has used up its attempts in the current window. */
  isLimited(key: string): boolean;
  hit(key: string): void;
  /** Gives one attempt back (counted before the work, it turned out not to be a failure). */
  giveBack(key: string): void;
  /** Seconds until the key's window ends (for Retry-After); 0 when it has none. */
  retryAfterSeconds(key: string): number;
  reset(key: string): void;
};

export function createRateLimiter({ limit, windowMinutes, clock }: { limit: number; windowMinutes: number; clock: Clock }): RateLimiter {
  const windowMs = windowMinutes * 60_000;
  const hits = new Map<string, { count: number; startedAt: number }>();
  const current = (key: string) => {
    const entry = hits.get(key);
    if (entry && clock.now().getTime() - entry.startedAt >= windowMs) {
      hits.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    if (hits.size < 10_000) return;
    for (const key of [...hits.keys()]) current(key);
  };
  return {
    isLimited: (key) => (current(key)?.count ?? 0) >= limit,
    hit(key) {
      sweep();
      const entry = current(key);
      if (entry) entry.count += 1;
      else hits.set(key, { count: 1, startedAt: clock.now().getTime() });
    },
    giveBack(key) {
      const entry = current(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    reset: (key) => void hits.delete(key),
    retryAfterSeconds(key) {
      const entry = current(key);
      return entry ? Math.max(1, Math.ceil((entry.startedAt + windowMs - clock.now().getTime()) / 1000)) : 0;
    },
  };
}
