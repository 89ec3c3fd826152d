// The session check the entry starts is answered once, to the same request, by the client.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { earlySessionCheck } from '../../src/api/early-session.ts';
import { createHttp } from '../../src/api/http.ts';

const BASE = 'https://portal.test/';
const Me = z.object({ data: z.object({ id: z.number() }) });
const me = (id: number) => new Response(JSON.stringify({ data: { id } }), { status: 200, headers: { 'content-type': 'application/json' } });

function client(token: string, language: string) {
  const network = vi.fn(async () => me(2));
  const http = createHttp({ baseURL: BASE, getToken: () => token, getLanguage: () => language, fetch: network as unknown as typeof fetch });
  return { http, network };
}

const startEarly = (token: string, language: string) => {
  earlySessionCheck.pending = { url: `${BASE}api/users/me`, token, language, answer: Promise.resolve(me(1)) };
};

afterEach(() => {
  earlySessionCheck.pending = null;
});

describe('the early session check', () => {
  it('answers the same request once, without the network', async () => {
    startEarly('t1', 'es');
    const { http, network } = client('t1', 'es');
    expect(await http.request(Me, 'api/users/me')).toEqual({ data: { id: 1 } });
    expect(network).not.toHaveBeenCalled();
    // A second check (a refresh) goes to the server.
    expect(await http.request(Me, 'api/users/me')).toEqual({ data: { id: 2 } });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('is not used for another token, language or address', async () => {
    for (const [token, language, path] of [
      ['t2', 'es', 'api/users/me'],
      ['t1', 'en', 'api/users/me'],
      ['t1', 'es', 'api/packages'],
    ] as const) {
      startEarly('t1', 'es');
      const { http, network } = client(token, language);
      expect(await http.request(Me, path)).toEqual({ data: { id: 2 } });
      expect(network).toHaveBeenCalledTimes(1);
      expect(earlySessionCheck.pending).not.toBeNull();
    }
  });

  it('is not used for a request that is not a GET', async () => {
    startEarly('t1', 'es');
    const { http, network } = client('t1', 'es');
    await http.send('api/users/me', { method: 'POST', body: {} });
    expect(network).toHaveBeenCalledTimes(1);
    expect(earlySessionCheck.pending).not.toBeNull();
  });
});
