import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

// The socket's address; X-Forwarded-For is ignored because any client can forge it.
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
