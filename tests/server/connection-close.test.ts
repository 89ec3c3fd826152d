// An answer sent before the request's body was read to the end (a 413) closes the connection
// cleanly: it says `Connection: close`, so the client's next request goes on a new connection
// instead of failing on the one the server drops. A real server and Node's fetch (keep-alive).
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/api/contract/limits.ts';
import { useTestApp } from './support/test-app.ts';
import { pdfFile, streamedForm } from './support/uploads.ts';
import { DEMO } from './support/users.ts';

const t = useTestApp();
let server: ServerType;
let base: string;
let token: string;

beforeAll(async () => {
  token = await t.tokenFor(DEMO);
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const head = pdfFile().data.subarray(0, 8);
const fields = { us_courier_id: '1', provider: 'Amazon', tracking: 'KEEPALIVE01', cost: '10', content: 'Libros', recipient: 'Ana' };
const auth = () => ({ Authorization: `Bearer ${token}` });

/** The next request after a refused upload, on whatever connection the client picks. */
async function nextRequestWorks() {
  const res = await fetch(`${base}/api/recipients`, { headers: auth() });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
}

describe('a 413 closes the connection cleanly', () => {
  it('for a chunked body refused while it is read', async () => {
    const upload = streamedForm(fields, head, 3 * UPLOAD_MAX_BYTES);
    const res = await fetch(`${base}/api/pre-alerts`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': upload.contentType },
      body: upload.body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    await res.arrayBuffer();
    for (let i = 0; i < 3; i++) await nextRequestWorks();
  });

  it('for a declared length refused before reading', async () => {
    const upload = streamedForm(fields, head, 3 * UPLOAD_MAX_BYTES);
    const body = new Uint8Array(await new Response(upload.body).arrayBuffer());
    const res = await fetch(`${base}/api/pre-alerts`, { method: 'POST', headers: { ...auth(), 'Content-Type': upload.contentType }, body });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    await res.arrayBuffer();
    for (let i = 0; i < 3; i++) await nextRequestWorks();
  });

  it('keeps the connection of an answer whose body was read', async () => {
    const res = await fetch(`${base}/api/recipients`, { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(422);
    expect(res.headers.get('connection')).toBe('keep-alive');
    await res.arrayBuffer();
    await nextRequestWorks();
  });
});
