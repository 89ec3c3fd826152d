// The test app behind a real HTTP server on a free port, signed in as the demo customer: for what
// only a socket shows (a connection closed or kept, a body left unread).
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { useTestApp } from './test-app.ts';
import { DEMO } from './users.ts';

export type ListeningApp = { origin: string; token: string };

export function useListeningApp(): ListeningApp {
  const t = useTestApp();
  const listening = { origin: '', token: '' };
  let server: ServerType;
  beforeAll(async () => {
    listening.token = await t.tokenFor(DEMO);
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    listening.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return listening;
}
