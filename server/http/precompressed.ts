// Files the build compresses ahead (build/precompress.ts), which the server sends as they are
// (static.ts): brotli at its best level takes about a second for the whole build, too slow for a
// request, and saves an eighth of the bytes gzip leaves.

/** The codings the server offers for static files, the preferred first. */
export const STATIC_ENCODINGS = ['br', 'gzip'] as const;
export type StaticEncoding = (typeof STATIC_ENCODINGS)[number];

/** The suffix of a file's precompressed copy, beside it. */
export const PRECOMPRESSED_SUFFIX: Record<StaticEncoding, string> = { br: '.br', gzip: '.gz' };

/** A smaller file or answer gains nothing from compression (static files and the API's JSON). */
export const COMPRESS_MIN_BYTES = 1024;

/** Text, which compresses; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
