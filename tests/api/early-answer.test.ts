// A request the entry starts early is answered once, to the same request, by the client.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EARLY_ANSWER_MAX_AGE_MS } from '../../src/api/early-answer.ts';
import { earlyRequests } from '../../src/api/early-requests.ts';
import { createHttp } from '../../src/api/http.ts';

const BASE = 'https://portal.test/';
const Me = z.object({ data: z.object({ id: z.number() }) });
const me = (id: number) => new Response(JSON.stringify({ data: { id } }), { status: 200, headers: { 'content-type': 'application/json' } });

function client(token: string, language: string) {
  const network = vi.fn(async () => me(2));
  const http = createHttp({ baseURL: BASE, getToken: () => token, getLanguage: () => language, fetch: network as unknown as typeof fetch });
  return { http, network };
}

const startEarly = (token: string, language: string, at = Date.now()) => {
  earlyRequests.pending = [{ url: `${BASE}api/users/me`, token, language, at, answer: Promise.resolve(me(1)) }];
};

afterEach(() => {
  earlyRequests.pending = [];
});

describe('an early answer', () => {
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
      expect(earlyRequests.pending).toHaveLength(1);
    }
  });

  it('is not used for a request that is not a GET', async () => {
    startEarly('t1', 'es');
    const { http, network } = client('t1', 'es');
    await http.send('api/users/me', { method: 'POST', body: {} });
    expect(network).toHaveBeenCalledTimes(1);
    expect(earlyRequests.pending).toHaveLength(1);
  });

  it('is not used once it is older than the client would trust', async () => {
    startEarly('t1', 'es', Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1);
    const { http, network } = client('t1', 'es');
    expect(await http.request(Me, 'api/users/me')).toEqual({ data: { id: 2 } });
    expect(network).toHaveBeenCalledTimes(1);
    // and is let go, not kept for a later request
    expect(earlyRequests.pending).toEqual([]);
  });
});
