// The Content-Security-Policy of every HTML page the server sends: scripts from the portal's own
// origin only, never inline or eval'd, whatever the configured connect-src holds.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildCsp, parseConnectSrc } from '../../server/http/security-headers.ts';
import { useTestApp } from './support/test-app.ts';

// The portal's real index.html, served as the built page and as both prerendered sign-in pages.
const INDEX = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'casillero-csp-'));
mkdirSync(join(dir, 'prerendered'));
writeFileSync(join(dir, 'index.html'), INDEX);
for (const lang of ['es', 'en']) writeFileSync(join(dir, 'prerendered', `sign-in.${lang}.html`), INDEX);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Hostile entries in the configured connect-src must not reach the script directives.
const t = useTestApp({
  staticDir: dir,
  cspConnectSrc: ["'unsafe-inline'", "https://api.casillero.example; script-src 'unsafe-inline' 'unsafe-eval'", 'https://ipapi.co'],
});

const UNSAFE = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'"];
const SCRIPT_DIRECTIVES = ['script-src', 'script-src-elem', 'script-src-attr'];

/** The directives of a policy, by name; a name given twice fails (a browser would ignore the second). */
function directives(csp: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const directive of csp.split(';').map((d) => d.trim()).filter(Boolean)) {
    const [name = '', ...values] = directive.split(/\s+/);
    expect(found.has(name.toLowerCase()), `${name} given twice in ${csp}`).toBe(false);
    found.set(name.toLowerCase(), values);
  }
  return found;
}

/** script-src is set, allows only the origin's own files, and no script directive allows anything unsafe. */
function expectStrictScripts(csp: string): void {
  const policy = directives(csp);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  for (const name of SCRIPT_DIRECTIVES) {
    for (const unsafe of UNSAFE) expect(policy.get(name) ?? [], `${name} of ${csp}`).not.toContain(unsafe);
  }
}

const html = { Accept: 'text/html,application/xhtml+xml' };
const PAGES: [string, string, Record<string, string>?][] = [
  ['the prerendered sign-in page', '/', html],
  ['the portal with a session', '/', { ...html, Cookie: 'casillero_session=1' }],
  ['the history fallback', '/paquetes/123', html],
  ['index.html itself', '/index.html', html],
  ['the demo mailbox', '/dev/mailbox', html],
  ['the demo mailbox echoing a script', `/dev/mailbox?to=${encodeURIComponent('"><script>alert(1)</script>')}`, html],
];

describe('the served portal', () => {
  it.each(PAGES)('%s has a CSP whose script-src has no unsafe-inline nor unsafe-eval', async (_, path, headers) => {
    const res = await t.request(path, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expectStrictScripts(res.headers.get('Content-Security-Policy') ?? '');
    // The page itself needs nothing the policy forbids: no inline script, no inline event handler.
    const body = await res.text();
    expect(body).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/i);
    expect(body).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  });

  it('a HEAD of the portal carries the same policy', async () => {
    const res = await t.request('/', { method: 'HEAD', headers: html });
    expect(res.status).toBe(200);
    expectStrictScripts(res.headers.get('Content-Security-Policy') ?? '');
  });
});

// hono's secureHeaders on every answer, with our referrer policy and frame ban.
const EVERY_ANSWER = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

describe('the security headers of every answer', () => {
  it.each([
    ['a page', '/', html, true],
    ['an API answer', '/api/site-content', {}, false],
    ['an API error', '/api/no-such-route', {}, false],
  ] as const)('%s carries them, and the portal CSP only if it is HTML', async (_, path, headers, isPage) => {
    const res = await t.request(path, { headers });
    const seen = Object.fromEntries(Object.keys(EVERY_ANSWER).map((name) => [name, res.headers.get(name)]));
    expect(seen).toEqual(EVERY_ANSWER);
    expect(res.headers.has('Content-Security-Policy')).toBe(isPage);
  });
});

describe('buildCsp', () => {
  it('keeps script-src to self whatever CSP_CONNECT_SRC holds', () => {
    const entry = fc.oneof(
      fc.webUrl(),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom("'unsafe-inline'", "https://a.example; script-src 'unsafe-inline'", "https://a.example 'unsafe-eval'", 'https://a.example,script-src', '*', 'data:'),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        expectStrictScripts(buildCsp(entries));
        expectStrictScripts(buildCsp(parseConnectSrc(entries.join(' ')).valid));
      }),
      { numRuns: 100 },
    );
  });
});
