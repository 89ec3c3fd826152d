// The size guard (docs/performance.md#the-size-guard), a step of `npm test` right after the build:
// the script each route loads before the customer acts, as the build says it (dist/.vite/manifest.json
// and the source maps, weighed as the bench weighs them), against its budget (scripts/bench/size-budgets.ts):
// sign-in against the bare sign-in page built here, each signed-in route against its measured size.
// --print: today's sizes, as size-budgets.ts writes them (to refresh it).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeWeights, weigh, type Manifest } from './bench/bundles.ts';
import { MANIFEST } from './bench/config.ts';
import { buildFloor } from './bench/floor.ts';
import { removeTempDir } from './bench/processes.ts';
import { kb } from './bench/results.ts';
import { SIGNED_IN_ROUTES } from './bench/routes.ts';
import { CHUNKS_MEASURED, SIGN_IN_FLOOR_FACTOR, SIGNED_IN_GROWTH, SIGNED_IN_MEASURED } from './bench/size-budgets.ts';
import { checkSizes, describeOverrun, type RouteSize } from './bench/size-check.ts';

const SIGN_IN = 'sign-in';

/** The floor's sign-in page has no lazy code: its script is what its HTML names. */
async function floorSignInBytes(): Promise<number> {
  const dir = await buildFloor();
  try {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const files = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.m?js)"/g)].map((m) => m[1]!));
    if (files.size === 0) throw new Error(`the floor's index.html names no script (${dir})`);
    return [...files].reduce((sum, file) => sum + weigh(file, dir).gzip, 0);
  } finally {
    removeTempDir(dir);
  }
}

function routeSizes(manifest: Manifest): { sizes: RouteSize[]; unmatched: string[] } {
  const guarded = new Set([SIGN_IN, ...SIGNED_IN_ROUTES.map((route) => route.name)]);
  const weights = routeWeights(manifest).filter((w) => guarded.has(w.route.name));
  const sizes = weights.map((w) => {
    // A shared chunk by its name, a module's by its source: both outlive the file's hash.
    const byName = new Map<string, number>();
    for (const f of w.js) {
      const chunk = manifest[f.key]!;
      const name = chunk.src ?? chunk.name ?? f.key;
      byName.set(name, (byName.get(name) ?? 0) + f.gzip);
    }
    return { route: w.route.name, bytes: w.jsGzip, chunks: [...byName].map(([chunk, bytes]) => ({ chunk, bytes })) };
  });
  const unmatched = weights.flatMap((w) => w.unmatched.map((source) => `${w.route.name}: no chunk for ${source}`));
  return { sizes, unmatched };
}

function printMeasured(sizes: RouteSize[]): void {
  const chunks = new Map(sizes.flatMap((s) => s.chunks.map((c) => [c.chunk, c.bytes] as const)));
  const entries = (pairs: Iterable<readonly [string, number]>) => [...pairs].map(([name, bytes]) => `  '${name}': ${bytes},`).join('\n');
  console.log(`export const SIGNED_IN_MEASURED: Record<string, number> = {\n${entries(sizes.filter((s) => s.route !== SIGN_IN).map((s) => [s.route, s.bytes]))}\n};`);
  console.log(`export const CHUNKS_MEASURED: Record<string, number> = {\n${entries([...chunks].sort(([a], [b]) => a.localeCompare(b)))}\n};`);
}

async function main(): Promise<number> {
  const started = Date.now();
  if (!existsSync(MANIFEST)) {
    console.error(`size guard: ${MANIFEST} is missing: run \`npm run build\` first.`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const { sizes, unmatched } = routeSizes(manifest);
  if (process.argv.includes('--print')) {
    printMeasured(sizes);
    return 0;
  }
  const floor = await floorSignInBytes();
  const budgets = new Map<string, number>([
    [SIGN_IN, Math.floor(floor * SIGN_IN_FLOOR_FACTOR)],
    ...Object.entries(SIGNED_IN_MEASURED).map(([route, bytes]) => [route, Math.floor(bytes * (1 + SIGNED_IN_GROWTH))] as const),
  ]);
  const verdict = checkSizes(sizes, budgets, CHUNKS_MEASURED);
  const signIn = sizes.find((s) => s.route === SIGN_IN)!;
  const closest = sizes
    .filter((s) => s.route !== SIGN_IN && budgets.has(s.route))
    .map((s) => ({ route: s.route, share: s.bytes / budgets.get(s.route)! }))
    .sort((a, b) => b.share - a.share)[0];
  console.log(
    `size guard: sign-in ${kb(signIn.bytes)} gzip, ${(signIn.bytes / floor).toFixed(2)}× the bare floor's ${kb(floor)} (budget ${SIGN_IN_FLOOR_FACTOR}×); ` +
      `${sizes.length - 1} signed-in routes` +
      (closest ? `, the closest to its budget ${closest.route} at ${Math.round(closest.share * 100)} %` : '') +
      ` (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  const problems = [
    ...verdict.overruns.map(describeOverrun),
    ...verdict.unbudgeted.map((route) => `  ${route}: no budget in scripts/bench/size-budgets.ts (its size today: \`npx tsx scripts/size-guard.ts --print\`)`),
    ...verdict.stale.map((route) => `  ${route}: a budget in scripts/bench/size-budgets.ts, but no such route`),
    ...unmatched.map((line) => `  ${line} (not built, or no source map): the route is not measured`),
  ];
  if (problems.length === 0) return 0;
  console.error(`size guard FAILED:\n${problems.join('\n')}`);
  return 1;
}

process.exitCode = await main();
