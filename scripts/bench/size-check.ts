// The size guard's comparison (docs/performance.md#the-size-guard): each route's script against its
// budget, and on an overrun the chunks that grew since the sizes of size-budgets.ts were measured.
// Pure: scripts/size-guard.ts weighs the build and the floor.
import { kb } from './results.ts';

/** A chunk by a name that outlives its hash: its source module, or the build's name for it. */
export type ChunkSize = { chunk: string; bytes: number };
/** A route's script before the customer acts (gzip bytes), chunk by chunk. */
export type RouteSize = { route: string; bytes: number; chunks: ChunkSize[] };
export type Grown = ChunkSize & { measured?: number };
export type Overrun = { route: string; bytes: number; budget: number; grew: Grown[] };

/** The chunks larger than when measured, and the new ones, largest growth first. */
export function grownChunks(chunks: ChunkSize[], measured: Readonly<Record<string, number>>): Grown[] {
  const growth = (g: Grown) => g.bytes - (g.measured ?? 0);
  return chunks
    .filter((c) => measured[c.chunk] === undefined || c.bytes > measured[c.chunk]!)
    .map((c): Grown => (measured[c.chunk] === undefined ? { ...c } : { ...c, measured: measured[c.chunk] }))
    .sort((a, b) => growth(b) - growth(a));
}

export type SizeVerdict = {
  overruns: Overrun[];
  /** Routes with no budget: a new page gets one in the commit that adds it. */
  unbudgeted: string[];
  /** Budgets of routes the build no longer has. */
  stale: string[];
};

export function checkSizes(sizes: RouteSize[], budgets: ReadonlyMap<string, number>, chunksMeasured: Readonly<Record<string, number>>): SizeVerdict {
  const overruns = sizes.flatMap((size) => {
    const budget = budgets.get(size.route);
    if (budget === undefined || size.bytes <= budget) return [];
    return [{ route: size.route, bytes: size.bytes, budget, grew: grownChunks(size.chunks, chunksMeasured) }];
  });
  return {
    overruns,
    unbudgeted: sizes.filter((s) => !budgets.has(s.route)).map((s) => s.route),
    stale: [...budgets.keys()].filter((route) => !sizes.some((s) => s.route === route)),
  };
}

export function describeOverrun(o: Overrun): string {
  const grew = o.grew.length
    ? o.grew.map((g) => `    ${g.chunk}: ${kb(g.bytes)}${g.measured === undefined ? ' (new)' : ` (was ${kb(g.measured)}, +${kb(g.bytes - g.measured)})`}`)
    : ['    (no chunk grew: the route loads other chunks, or its budget was lowered)'];
  return [`  ${o.route}: ${kb(o.bytes)} gzip, over its budget of ${kb(o.budget)} by ${kb(o.bytes - o.budget)}; chunks that grew:`, ...grew].join('\n');
}
