// A small seeded PRNG (mulberry32), so that the demo data is the same on every machine.
export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** `count` random decimal digits. */
  digits(count: number): string;
  /** `count` characters of [A-Z0-9]. */
  alnum(count: number): string;
  pick<T>(items: readonly T[]): T;
};

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return {
    next,
    int,
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    alnum: (count) => Array.from({ length: count }, () => ALNUM[int(0, ALNUM.length - 1)]).join(''),
    pick: (items) => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
