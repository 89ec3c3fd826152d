// The page a shared tracking link opens (docs/product.md#shared-tracking): track.html, an entry of
// its own, sent for `/t/<token>` by the server (static.ts) and by the development server
// (build/track-page.ts), never indexed.
import { SHARE_TOKEN_PATTERN } from '../../src/api/contract/shared-tracking.ts';

export const TRACK_PAGE = '/track.html';

const TRACK_PATH = new RegExp(`^/t/${SHARE_TOKEN_PATTERN.source.replace(/^\^|\$$/g, '')}$`);

/** `/t/<token>` with a token's 22 url-safe characters. */
export const isTrackPath = (path: string): boolean => TRACK_PATH.test(path);

/** Search engines leave the page out, whatever the HTML says. */
export const NOINDEX = { name: 'X-Robots-Tag', value: 'noindex' } as const;
