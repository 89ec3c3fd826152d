import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { fromTrustedProxy } from '../foundation/client-ip.ts';
import type { AppEnv } from '../foundation/env.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// A proxy's id goes into every log line as is: short, and nothing that could break a line or a
// log query (no spaces, quotes or control characters).
const VALID_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The id that ties a request's log lines together: the trusted proxy's (TRUSTED_PROXY), so its
 * logs and ours name the same request, when it is valid; otherwise a new random one. Any other
 * client could write the header, so it is not believed.
 */
export function requestId(c: Context<AppEnv>): string {
  const given = c.req.header(REQUEST_ID_HEADER);
  if (given !== undefined && VALID_REQUEST_ID.test(given) && fromTrustedProxy(c)) return given;
  return randomUUID();
}
