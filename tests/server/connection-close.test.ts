// An answer sent before the request's body was read to the end (a 413) closes the connection
// cleanly: it says `Connection: close`, so the client's next request goes on a new connection
// instead of failing on the one the server drops. A real server and Node's fetch (keep-alive).
import { request } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/api/contract/limits.ts';
import { useListeningApp } from './support/listening-app.ts';
import { pdfFile, streamedForm } from './support/uploads.ts';

const app = useListeningApp();

const head = pdfFile().data.subarray(0, 8);
const fields = { us_courier_id: '1', provider: 'Amazon', tracking: 'KEEPALIVE01', cost: '10', content: 'Libros', recipient: 'Ana' };
const auth = () => ({ Authorization: `Bearer ${app.token}` });

/**
 * An upload through Node's http client, which reads an answer sent before the body was all
 * written (the server drains the rest for a while, server/http/drain.ts: no reset loses it).
 */
function post(upload: { body: ReadableStream<Uint8Array> | Uint8Array; contentType: string }) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    let answered = false;
    const req = request(`${app.origin}/api/pre-alerts`, { method: 'POST', headers: { ...auth(), 'Content-Type': upload.contentType } }, (res) => {
      answered = true;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    // Once answered, the rest of the body meeting a closed connection is expected.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (upload.body instanceof Uint8Array) req.end(upload.body);
    else Readable.fromWeb(upload.body as WebReadableStream<Uint8Array>).on('error', () => {}).pipe(req);
  });
}

/**
 * The upload sent a chunk per turn of the event loop, as a client on a network sends, not all at
 * loopback speed: the server (in this very process) drains a refused body for a while only
 * (server/http/drain.ts), and a client that wrote megabytes within a millisecond of the answer
 * could meet the close before reading it, on a loaded machine.
 */
function paced(upload: { body: ReadableStream<Uint8Array>; contentType: string }) {
  const reader = upload.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { body, contentType: upload.contentType };
}

/** The next request after a refused upload, on whatever connection the client picks. */
async function nextRequestWorks() {
  const res = await fetch(`${app.origin}/api/recipients`, { headers: auth() });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
}

describe('a 413 closes the connection cleanly', () => {
  // The server reads and drops what is still on its way before it closes (server/http/drain.ts), so
  // no reset under the client's last writes loses the answer.
  it('for a chunked body refused while it is read', async () => {
    const answer = await post(paced(streamedForm(fields, head, 3 * UPLOAD_MAX_BYTES)));
    expect(answer).toEqual({ status: 413, connection: 'close' });
    for (let i = 0; i < 3; i++) await nextRequestWorks();
  });

  it('for a declared length refused before reading', async () => {
    const upload = streamedForm(fields, head, 3 * UPLOAD_MAX_BYTES);
    const body = new Uint8Array(await new Response(upload.body).arrayBuffer());
    expect(await post({ body, contentType: upload.contentType })).toEqual({ status: 413, connection: 'close' });
    for (let i = 0; i < 3; i++) await nextRequestWorks();
  });

  it('keeps the connection of an answer whose body was read', async () => {
    const res = await fetch(`${app.origin}/api/recipients`, { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(422);
    expect(res.headers.get('connection')).toBe('keep-alive');
    await res.arrayBuffer();
    await nextRequestWorks();
  });
});
