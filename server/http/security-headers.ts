import { createMiddleware } from 'hono/factory';

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

/** Headers for every response, plus the CSP on HTML documents (the portal and the mailbox page). */
export function securityHeaders(csp: string) {
  return createMiddleware(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (headers.get('Content-Type')?.startsWith('text/html')) {
      headers.set('Content-Security-Policy', csp);
      headers.set('X-Frame-Options', 'DENY');
    }
  });
}
