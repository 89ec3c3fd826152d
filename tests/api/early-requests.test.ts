// @vitest-environment jsdom
// The requests the entry starts are the client's own, written out (src/api/early-requests.ts): the
// client must recognise them, or every signed-in load would ask for users/me (and my account for
// its lists) twice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiBaseUrl } from '../../src/api/base-url.ts';
import { earlyRequests, startEarlyRequests, startupToken } from '../../src/api/early-requests.ts';
import { createHttp } from '../../src/api/http.ts';
import { packagesApi } from '../../src/api/packages.ts';
import { shipmentsApi } from '../../src/api/shipments.ts';
import { tokenStore } from '../../src/api/token-store.ts';
import { detectLanguage, readBrowserLanguageSources } from '../../src/i18n/detect-language.ts';
import { PAGE_SIZES } from '../../src/lib/page-sizes.ts';
import { paths } from '../../src/lib/paths.ts';

const Me = z.object({ data: z.object({ id: z.number() }) });
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const page = { data: [], meta: { total: 0, last_page: 1, current_page: 1, page_size: 8, in_warehouse: 0 } };

/** The network the entry's requests go to: users/me answers id 1, a list an empty page. */
function stubEarlyNetwork() {
  const early = vi.fn(async (input: RequestInfo | URL) => (String(input).endsWith('users/me') ? json({ data: { id: 1 } }) : json(page)));
  vi.stubGlobal('fetch', early);
  return early;
}

/**
 * The client, as the boot creates it, over a network that must not be asked: its token is the
 * session's, which starts as startupToken().
 */
function bootClient() {
  const network = vi.fn(async () => json({ data: { id: 2 } }));
  const sessionToken = startupToken();
  const http = createHttp({
    baseURL: apiBaseUrl(),
    getToken: () => sessionToken,
    getLanguage: () => detectLanguage(readBrowserLanguageSources()),
    fetch: network as unknown as typeof fetch,
  });
  return { http, network };
}

afterEach(() => {
  tokenStore.clear();
  earlyRequests.pending = [];
  delete earlyRequests.token;
  vi.unstubAllGlobals();
});

describe("the entry's early requests", () => {
  it('ask nothing without a stored session', () => {
    const early = stubEarlyNetwork();
    startEarlyRequests(paths.myAccount);
    expect(early).not.toHaveBeenCalled();
    expect(earlyRequests.pending).toEqual([]);
  });

  it("send the client's request for users/me, so the client takes its answer instead of asking again", async () => {
    tokenStore.write('stored-token');
    const early = stubEarlyNetwork();
    startEarlyRequests(paths.packages);
    expect(early).toHaveBeenCalledTimes(1);

    const { http, network } = bootClient();
    expect(await http.request(Me, 'api/users/me')).toEqual({ data: { id: 1 } });
    expect(network).not.toHaveBeenCalled();
  });

  it.each([paths.myAccount, paths.home])("on %s, also send my account's first lists as its cards ask for them", async (pathname) => {
    tokenStore.write('stored-token');
    const early = stubEarlyNetwork();
    startEarlyRequests(pathname);
    expect(early).toHaveBeenCalledTimes(3);

    const { http, network } = bootClient();
    // The calls the cards make (recent-packages-card.tsx, latest-shipments-card.tsx).
    await packagesApi(http).list(1, PAGE_SIZES.accountPackages);
    await shipmentsApi(http).list(1, PAGE_SIZES.accountShipments);
    await http.request(Me, 'api/users/me');
    expect(network).not.toHaveBeenCalled();
    expect(earlyRequests.pending).toEqual([]);
  });

  it('give the session the token they were sent with, even when another tab changed it since', async () => {
    tokenStore.write('stored-token');
    stubEarlyNetwork();
    startEarlyRequests(paths.packages);
    tokenStore.write('other-tab-token'); // the session's watcher catches up with this one (boot.tsx)
    expect(startupToken()).toBe('stored-token');

    const { http, network } = bootClient();
    expect(await http.request(Me, 'api/users/me')).toEqual({ data: { id: 1 } });
    expect(network).not.toHaveBeenCalled();
  });

  it('leave the session the stored token when the entry started nothing', () => {
    tokenStore.write('stored-token');
    expect(startupToken()).toBe('stored-token');
  });
});
