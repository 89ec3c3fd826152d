// A refusal sent before the request's body came in whole (a 401, 413 or 429 on an upload) must
// reach the client: the rest of the body is read and thrown away for a while before the socket is
// closed (a "lingering close"). A socket closed while the client still writes is reset, and the
// reset throws away the answer the client has not read yet: it would see EPIPE or ECONNRESET,
// "cannot reach the server", instead of "the file is too large" (docs/product.md#production).
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { createMiddleware } from 'hono/factory';
import { PROFILE_PICTURE_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../src/api/contract/limits.ts';
import type { AppEnv } from '../foundation/env.ts';

/** How long the rest of a refused body is read before the socket is dropped. */
const DRAIN_MAX_MS = 10_000;
/**
 * How much of the rest of a refused body is read before the socket is dropped: the largest upload
 * and its form's overhead, so any upload the portal sends reads its refusal; more is not an upload.
 */
export const DRAIN_MAX_BYTES = Math.max(UPLOAD_MAX_BYTES, PROFILE_PICTURE_MAX_BYTES) + 1_000_000;

type Limits = { maxMs: number; maxBytes: number };

/**
 * Reads and discards what is left of `incoming`'s body, then closes its socket: at once when the
 * body ends, or when `maxBytes` more were read or `maxMs` passed, whichever comes first.
 */
function drainThenClose(incoming: IncomingMessage, { maxMs, maxBytes }: Limits = { maxMs: DRAIN_MAX_MS, maxBytes: DRAIN_MAX_BYTES }): void {
  const socket = incoming.socket as Socket | null;
  if (!socket || socket.destroyed || incoming.complete) return;
  let read = 0;
  let answered = false;
  // Node ends a `Connection: close` answer with socket.destroySoon(), which destroys the socket as
  // soon as the answer is written, unread bytes and all. Until the body is drained, only our side
  // is closed (the client reads the answer, then the end of it).
  socket.destroySoon = () => {
    answered = true;
    if (socket.writable) socket.end();
  };
  const done = () => {
    clearTimeout(timer);
    incoming.off('data', count);
    incoming.off('pause', keepReading);
    Reflect.deleteProperty(socket, 'destroySoon');
  };
  const drop = () => {
    done();
    socket.destroy();
  };
  const count = (chunk: Buffer) => {
    read += chunk.length;
    if (read > maxBytes) drop();
  };
  // A body stream the handler gave up on may still pause the request when its own queue is full.
  const keepReading = () => incoming.resume();
  const timer = setTimeout(drop, maxMs);
  timer.unref();
  incoming.on('data', count);
  incoming.on('pause', keepReading);
  incoming.once('end', () => {
    done();
    // Read to the end: nothing left to reset, so the socket closes as Node would have closed it.
    if (answered) socket.destroySoon();
  });
  socket.once('close', done);
  incoming.resume();
}

/**
 * Every answer sent before the body was read whole says `Connection: close` (the client must not
 * send another request on that socket), then drains the body before the socket is closed.
 */
export const drainRefusedBodies = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // Only a socket's request says whether its body came in whole (app.request's has no such field).
  if (incoming?.complete !== false || incoming.destroyed) return;
  c.res.headers.set('Connection', 'close');
  drainThenClose(incoming);
});
