// Refusals reach the client for bodies up to the largest upload (docs/product.md#production): a 401
// or a 413 sent before the body is read is read as such by Node's http client and by fetch
// (undici), for bodies of 1.5 MB, 8 MB and the upload limit plus 0.5 MB, never as ECONNRESET or
// EPIPE: the server reads and discards up to DRAIN_MAX_BYTES before it closes the connection.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/api/contract/limits.ts';
import { DRAIN_MAX_BYTES } from '../../server/http/drain.ts';
import { useListeningApp } from './support/listening-app.ts';
import { BOUNDARY } from './support/uploads.ts';

const app = useListeningApp();

const SIZES = [1_500_000, 8_000_000, UPLOAD_MAX_BYTES + 500_000];
const TRIES = 10;
const bodies = new Map(SIZES.map((size) => [size, new Uint8Array(size).fill(0x41)]));
const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

type Refused = { path: string; status: number; headers: () => Record<string, string> };
const REFUSALS: Array<[string, Refused]> = [
  ['an upload without a token (401)', { path: '/api/pre-alerts', status: 401, headers: () => ({ 'Content-Type': multipart }) }],
  ['a JSON body over its limit, by its Content-Length (413)', { path: '/api/auth/token', status: 413, headers: () => ({ 'Content-Type': 'application/json' }) }],
];

type Outcome = { status: number | null; error: string | null };

function byNodeHttp({ path, headers }: Refused, body: Uint8Array<ArrayBuffer>): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { status: null, error: null };
    const req = request(`${app.origin}${path}`, { method: 'POST', agent: false, headers: { ...headers(), 'Content-Length': body.length } });
    req.on('response', (res) => {
      outcome.status = res.statusCode ?? null;
      res.resume();
      res.on('error', (error: NodeJS.ErrnoException) => (outcome.error ??= error.code ?? error.message));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (outcome.error ??= error.code ?? error.message));
    req.on('close', () => resolve(outcome));
    req.end(body);
  });
}

async function byFetch({ path, headers }: Refused, body: Uint8Array<ArrayBuffer>): Promise<Outcome> {
  try {
    const res = await fetch(`${app.origin}${path}`, { method: 'POST', headers: headers(), body });
    await res.arrayBuffer();
    return { status: res.status, error: null };
  } catch (error) {
    const cause = (error as { cause?: NodeJS.ErrnoException }).cause;
    return { status: null, error: cause?.code ?? String(error) };
  }
}

describe('a refusal sent before a large body was read', () => {
  it('drains the largest upload and its form', () => {
    expect(DRAIN_MAX_BYTES).toBeGreaterThanOrEqual(UPLOAD_MAX_BYTES + 1_000_000);
  });

  for (const [name, refused] of REFUSALS) {
    for (const [client, send] of [['Node’s http client', byNodeHttp], ['fetch', byFetch]] as const) {
      it(`reaches ${client} as ${refused.status}: ${name}, ${TRIES} times at each size`, async () => {
        const outcomes: Array<Outcome & { size: number }> = [];
        for (const size of SIZES) {
          // A few at once, as a browser's tabs would send them.
          for (let batch = 0; batch < TRIES; batch += 5) {
            const sent = await Promise.all(Array.from({ length: 5 }, () => send(refused, bodies.get(size)!)));
            outcomes.push(...sent.map((outcome) => ({ ...outcome, size })));
          }
        }
        expect(outcomes).toEqual(SIZES.flatMap((size) => Array(TRIES).fill({ status: refused.status, error: null, size })));
      });
    }
  }

  it('reaches a signed-in upload over the limit as 413, by its Content-Length', async () => {
    const refused: Refused = { path: '/api/pre-alerts', status: 413, headers: () => ({ 'Content-Type': multipart, Authorization: `Bearer ${app.token}` }) };
    const body = bodies.get(UPLOAD_MAX_BYTES + 500_000)!;
    const outcomes = [...(await Promise.all(Array.from({ length: 5 }, () => byNodeHttp(refused, body)))), ...(await Promise.all(Array.from({ length: 5 }, () => byFetch(refused, body))))];
    expect(outcomes).toEqual(Array(10).fill({ status: 413, error: null }));
  });
});
