// The service worker's copies of the customer's answers (docs/product.md#offline-reading): one cache
// per token, named by its digest; one copy per address and language; served only when the network
// fails; forgotten on a 401, and never kept again once the portal forgot its token; at most
// CUSTOMER_DATA_ENTRIES_MAX per customer.
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_DATA_CACHE_PREFIX,
  CUSTOMER_DATA_ENTRIES_MAX,
  customerDataCacheName,
  FORGOTTEN_CACHES,
  forgottenEntry,
  KEPT_FIRST_HEADER,
  STORED_AT_HEADER,
} from '../../src/api/contract/offline-data.ts';
import { answerCustomerData, customerDataKey, type CustomerDataDeps } from '../../src/worker/customer-data.ts';

/** CacheStorage as the worker uses it, in memory, keys in insertion order (a put moves a key last). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (entries: Map<string, Response>) => ({
    put: async (key: string, answer: Response) => {
      entries.delete(key);
      entries.set(key, answer);
    },
    match: async (key: string) => entries.get(key)?.clone(),
    keys: async () => [...entries.keys()],
    delete: async (key: string) => entries.delete(key),
  });
  return {
    stores,
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!) as unknown as Cache;
    },
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
  };
}

const API = 'https://portal.test/api/';
const get = (path: string, token: string | null, language = 'es') =>
  new Request(API + path, { headers: { 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br' } });
const NOW = Date.UTC(2026, 11, 2, 14, 5);

function setUp(network: (request: Request) => Promise<Response>) {
  const caches = memoryCaches();
  const work: Promise<unknown>[] = [];
  const deps: CustomerDataDeps = { caches, fetch: network, now: () => NOW, waitUntil: (promise) => work.push(promise) };
  const ask = async (request: Request) => {
    const answer = await answerCustomerData(request, deps);
    await Promise.all(work);
    return answer;
  };
  return { caches, ask };
}

const offline = async () => {
  throw new TypeError('Failed to fetch');
};

describe('the cache of a customer’s answers', () => {
  it('is named by a digest of the token, never the token, and differs per token', async () => {
    const name = await customerDataCacheName('token-of-ana');
    expect(name.startsWith(CUSTOMER_DATA_CACHE_PREFIX)).toBe(true);
    expect(name).not.toContain('token-of-ana');
    expect(name).toBe(await customerDataCacheName('token-of-ana'));
    expect(name).not.toBe(await customerDataCacheName('token-of-ben'));
  });

  it('keys an answer by its address and language, never its fragment', () => {
    expect(customerDataKey(`${API}packages?page=1`, 'es')).not.toBe(customerDataKey(`${API}packages?page=1`, 'en'));
    expect(customerDataKey(`${API}packages?page=1`, 'es')).not.toBe(customerDataKey(`${API}packages?page=2`, 'es'));
    expect(customerDataKey(`${API}users/me#x`, 'ES-ve')).toBe(customerDataKey(`${API}users/me`, 'es-ve'));
  });
});

describe('answering an authorised GET', () => {
  it('sends the network’s answer and keeps a copy; with no network, the copy with the time it came', async () => {
    let network: (request: Request) => Promise<Response> = async () => json({ data: { name: 'Ana' } });
    const { caches, ask } = setUp((request) => network(request));
    const fresh = await ask(get('users/me', 'ana'));
    expect(fresh.headers.get(STORED_AT_HEADER)).toBeNull();
    expect(await fresh.json()).toEqual({ data: { name: 'Ana' } });
    expect(caches.stores.size).toBe(1);

    network = offline;
    const kept = await ask(get('users/me', 'ana'));
    expect(kept.status).toBe(200);
    expect(kept.headers.get(STORED_AT_HEADER)).toBe(new Date(NOW).toISOString());
    // Decoded when kept: the copy names no encoding it does not have.
    expect(kept.headers.get('Content-Encoding')).toBeNull();
    expect(await kept.json()).toEqual({ data: { name: 'Ana' } });
  });

  it('never serves one token’s copy to another, nor one language’s to the other', async () => {
    let network: (request: Request) => Promise<Response> = async () => json({ data: { name: 'Ana' } });
    const { ask } = setUp((request) => network(request));
    await ask(get('users/me', 'ana', 'es'));
    network = offline;
    await expect(ask(get('users/me', 'ben', 'es'))).rejects.toThrow('Failed to fetch');
    await expect(ask(get('users/me', 'ana', 'en'))).rejects.toThrow('Failed to fetch');
  });

  it('forgets everything of a token the server refuses (401)', async () => {
    let network: (request: Request) => Promise<Response> = async () => json({ data: [] });
    const { caches, ask } = setUp((request) => network(request));
    await ask(get('packages', 'ana'));
    await ask(get('invoices', 'ana'));
    await ask(get('packages', 'ben'));
    network = async () => json({ error: { code: 'UNAUTHENTICATED' } }, 401);
    expect((await ask(get('shipments', 'ana'))).status).toBe(401);
    expect([...caches.stores.keys()]).toEqual([await customerDataCacheName('ben')]);
    network = offline;
    await expect(ask(get('packages', 'ana'))).rejects.toThrow();
  });

  it('keeps nothing for a token the portal forgot, even an answer that was on its way', async () => {
    let answered: () => void = () => {};
    const late = new Promise<void>((done) => (answered = done));
    const { caches, ask } = setUp(async () => {
      await late;
      return json({ data: ['ana’s'] });
    });
    const onItsWay = ask(get('packages', 'ana'));
    // Signed out meanwhile: the portal deletes ana's cache and marks it forgotten.
    const name = await customerDataCacheName('ana');
    await (await caches.open(FORGOTTEN_CACHES)).put(forgottenEntry(name), new Response(''));
    await caches.delete(name);
    answered();
    expect((await onItsWay).status).toBe(200);
    expect(await caches.has(name)).toBe(false);
    // Another customer's answers are kept as ever.
    await ask(get('packages', 'ben'));
    expect(await caches.has(await customerDataCacheName('ben'))).toBe(true);
  });

  it('keeps no refusal, no failure and nothing but JSON; no server behind a proxy gets the copy', async () => {
    let network: (request: Request) => Promise<Response> = async () => json({ data: [1] });
    const { caches, ask } = setUp((request) => network(request));
    await ask(get('packages', 'ana'));
    network = async () => json({ error: { code: 'NOT_FOUND' } }, 404);
    expect((await ask(get('packages/9', 'ana'))).status).toBe(404);
    network = async () => new Response('<html>', { headers: { 'Content-Type': 'text/html' } });
    await ask(get('media/1', 'ana'));
    const kept = caches.stores.get(await customerDataCacheName('ana'))!;
    expect(kept.size).toBe(1);
    for (const status of [502, 503, 504]) {
      network = async () => new Response('', { status });
      expect(await (await ask(get('packages', 'ana'))).json()).toEqual({ data: [1] });
    }
    // A server failure is the server's answer: passed on, not hidden behind a copy.
    network = async () => json({ error: { code: 'INTERNAL' } }, 500);
    expect((await ask(get('packages', 'ana'))).status).toBe(500);
  });

  it('asked for the kept copy first (a return visit), gives it at once, marked; the network when there is none', async () => {
    const asked: Request[] = [];
    let body = { data: { name: 'Ana' } };
    const { ask } = setUp(async (request) => (asked.push(request), json(body)));
    const first = (language = 'es') => {
      const request = get('users/me', 'ana', language);
      request.headers.set(KEPT_FIRST_HEADER, '1');
      return request;
    };
    // Nothing kept yet: the network, without the worker's own header.
    expect((await ask(first())).headers.get(KEPT_FIRST_HEADER)).toBeNull();
    expect(asked[0]!.headers.has(KEPT_FIRST_HEADER)).toBe(false);
    body = { data: { name: 'Ana María' } };
    const kept = await ask(first());
    expect(asked).toHaveLength(1);
    expect(kept.headers.get(KEPT_FIRST_HEADER)).toBe('1');
    expect(kept.headers.get(STORED_AT_HEADER)).toBe(new Date(NOW).toISOString());
    expect(await kept.json()).toEqual({ data: { name: 'Ana' } });
    // The page's next ask goes to the network, and is kept.
    expect(await (await ask(get('users/me', 'ana'))).json()).toEqual({ data: { name: 'Ana María' } });
    expect(await (await ask(first())).json()).toEqual({ data: { name: 'Ana María' } });
    // Another language has its own copy, none yet.
    await ask(first('en'));
    expect(asked).toHaveLength(3);
  });

  it('leaves requests without a token, and writes, to the network alone', async () => {
    const { caches, ask } = setUp(async () => json({ data: [] }));
    await ask(get('countries', null));
    await ask(new Request(`${API}pre-alerts`, { method: 'POST', headers: { Authorization: 'Bearer ana' }, body: '{}' }));
    expect(caches.stores.size).toBe(0);
  });

  it(`keeps at most ${CUSTOMER_DATA_ENTRIES_MAX} answers per customer, the longest unrefreshed going first`, async () => {
    const { caches, ask } = setUp(async (request) => json({ data: request.url }));
    for (let page = 1; page <= CUSTOMER_DATA_ENTRIES_MAX + 5; page++) await ask(get(`packages?page=${page}`, 'ana'));
    await ask(get('packages?page=1', 'ana'));
    const keys = [...caches.stores.get(await customerDataCacheName('ana'))!.keys()];
    expect(keys).toHaveLength(CUSTOMER_DATA_ENTRIES_MAX);
    expect(keys.at(-1)).toContain('page=1&');
    expect(keys.some((key) => key.includes('page=2&'))).toBe(false);
    expect(keys.some((key) => key.includes(`page=${CUSTOMER_DATA_ENTRIES_MAX + 5}&`))).toBe(true);
  });
});
