// @vitest-environment jsdom
// The request the entry starts is the client's own, written out (src/api/early-session.ts): the
// client must recognise it, or every signed-in load would ask for users/me twice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiBaseUrl } from '../../src/api/base-url.ts';
import { earlySessionCheck, startSessionCheck } from '../../src/api/early-session.ts';
import { createHttp } from '../../src/api/http.ts';
import { tokenStore } from '../../src/api/token-store.ts';
import { detectLanguage, readBrowserLanguageSources } from '../../src/i18n/detect-language.ts';

const Me = z.object({ data: z.object({ id: z.number() }) });
const me = (id: number) => new Response(JSON.stringify({ data: { id } }), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  tokenStore.clear();
  earlySessionCheck.pending = null;
  vi.unstubAllGlobals();
});

describe("the entry's session check", () => {
  it('asks nothing without a stored session', () => {
    const early = vi.fn(async () => me(1));
    vi.stubGlobal('fetch', early);
    startSessionCheck();
    expect(early).not.toHaveBeenCalled();
    expect(earlySessionCheck.pending).toBeNull();
  });

  it("sends the client's request for users/me, so the client takes its answer instead of asking again", async () => {
    tokenStore.write('stored-token');
    const early = vi.fn(async () => me(1));
    vi.stubGlobal('fetch', early);
    startSessionCheck();
    expect(early).toHaveBeenCalledTimes(1);

    const network = vi.fn(async () => me(2));
    const http = createHttp({
      baseURL: apiBaseUrl(),
      getToken: tokenStore.read,
      getLanguage: () => detectLanguage(readBrowserLanguageSources()),
      fetch: network as unknown as typeof fetch,
    });
    expect(await http.request(Me, 'api/users/me')).toEqual({ data: { id: 1 } });
    expect(network).not.toHaveBeenCalled();
  });
});
