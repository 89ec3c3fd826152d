import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

// Only full origins or URLs (https://api.example.com, wss://…): anything else could break out of the policy.
const SOURCE = /^(?:https?|wss?):\/\/[^\s;,'"]+$/i;

/** CSP_CONNECT_SRC may be separated by spaces or commas; invalid entries are dropped. */
export function parseConnectSrc(value: string | undefined): { valid: string[]; rejected: string[] } {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  return { valid: entries.filter((s) => SOURCE.test(s)), rejected: entries.filter((s) => !SOURCE.test(s)) };
}

export function buildCsp(connectSrc: readonly string[] = []): string {
  const connect = ["'self'", ...connectSrc.filter((s) => SOURCE.test(s))].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * hono's secure headers on every answer (nosniff, CORP and COOP same-origin, HSTS, …), with our
 * referrer policy and frame ban; a header a route set itself, like the media answer's, is kept.
 */
const everyAnswer = secureHeaders({ referrerPolicy: 'strict-origin-when-cross-origin', xFrameOptions: 'DENY', overwrite: false });

/**
 * Plus the portal's CSP on HTML documents (the portal and the mailbox page). Not secureHeaders'
 * contentSecurityPolicy: that would put the portal's policy on every answer (scripts, images, the
 * API) and cannot depend on the answer's type.
 */
export function securityHeaders(csp: string) {
  return createMiddleware(async (c, next) => {
    await everyAnswer(c, next);
    const headers = c.res.headers;
    if (headers.get('Content-Type')?.startsWith('text/html') && !headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', csp);
    }
  });
}
