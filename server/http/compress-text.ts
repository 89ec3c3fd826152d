// Text compressed in a coding the server offers: at the best level by the build, which has the
// time (build/precompress.ts); at a quick one on a request, for a file the build did not compress
// ahead (a page made for one visitor, or a build without the copies).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { StaticEncoding } from './precompressed.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** brotli 5 is close to gzip's speed and still smaller than gzip's best. */
const LEVELS = {
  best: { br: constants.BROTLI_MAX_QUALITY, gzip: 9 },
  quick: { br: 5, gzip: 6 },
} as const;

export function compressText(bytes: Buffer, encoding: StaticEncoding, effort: keyof typeof LEVELS): Promise<Buffer> {
  const level = LEVELS[effort][encoding];
  return encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipAsync(bytes, { level });
}
