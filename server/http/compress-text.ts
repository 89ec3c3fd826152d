// A text file compressed on the server, for a file the build did not compress ahead (a page made
// for one visitor, or a build without the copies): brotli at a middle level, which keeps a request
// quick; gzip at its default.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { StaticEncoding } from './precompressed.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Close to gzip's speed, and still smaller than its best. */
const RUNTIME_BROTLI_QUALITY = 5;

export function compressText(bytes: Buffer, encoding: StaticEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: RUNTIME_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipAsync(bytes);
}
