// The bench's settings: options, environment and where things are.
import { join, resolve } from 'node:path';
import { SOURCE_MAPS_DIR } from '../../build/source-maps-apart.ts';

export const OPTIONS = ['--skip-build', '--skip-lighthouse', '--skip-requests', '--skip-api', '--strict', '--http1', '--http2'] as const;
export const args = new Set(process.argv.slice(2));
export type Protocol = 'HTTP/1.1' | 'HTTP/2';
/**
 * The pages are measured over both, HTTP/2 through an HTTPS proxy as production serves them
 * (http2-front.ts); `--http1` or `--http2` alone keeps one.
 */
export const PROTOCOLS: Protocol[] =
  args.has('--http1') === args.has('--http2') ? ['HTTP/1.1', 'HTTP/2'] : args.has('--http1') ? ['HTTP/1.1'] : ['HTTP/2'];

export const ROOT = process.cwd();
export const DIST = resolve(ROOT, 'dist');
export const MANIFEST = join(DIST, '.vite', 'manifest.json');
/** The build's source maps, kept out of dist/ (build/source-maps-apart.ts). */
export const SOURCE_MAPS = resolve(ROOT, SOURCE_MAPS_DIR);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
/** The packages list is measured this long; the other API routes at most 5 s. */
export const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
export const API_SHORT_SECONDS = Math.min(5, API_SECONDS);
export const API_CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 10);
