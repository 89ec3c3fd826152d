// The portal's pages through the service worker (docs/performance.md#the-service-worker): the
// signed-in area's page served at once from the copy of this release's, and kept only when every
// file it names is this release's; other pages from the network; with none, the release's page.
import { describe, expect, it } from 'vitest';
import { answerPage, filesNamed, type PagesDeps } from '../../src/worker/pages.ts';
import { releaseId } from '../../src/worker/release-id.ts';

const page = (release: string) =>
  `<!doctype html><html><head><script type="module" src="/assets/index-${release}.js"></script><link rel="modulepreload" href="/assets/react-${release}.js"></head><body></body></html>`;
const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'self'", ...headers } });
const visit = (path: string) => new Request(`https://portal.test${path}`, { mode: 'same-origin' });

function setUp(network: () => Promise<Response>, precached = ['/assets/index-r1.js', '/assets/react-r1.js']) {
  let kept: Response | undefined;
  const work: Promise<unknown>[] = [];
  const deps: PagesDeps = {
    fetch: network,
    releasePage: async () => html('release page'),
    keptPage: { match: async () => kept?.clone(), put: async (answer) => void (kept = answer) },
    ofThisRelease: (file) => precached.includes(file),
    waitUntil: (promise) => work.push(promise),
  };
  const open = async (path: string) => {
    const answer = await answerPage(visit(path), deps);
    await Promise.all(work);
    return answer;
  };
  return { open, kept: () => kept };
}

const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe('the signed-in area’s page', () => {
  it('is the network’s the first time, then the kept copy at once, asked again for the next visit', async () => {
    let network = async () => html(page('r1'), { 'Content-Encoding': 'br' });
    const { open, kept } = setUp(() => network());
    expect(await (await open('/home/my-account')).text()).toBe(page('r1'));
    expect(kept()).toBeDefined();
    // Kept decoded, with its policy.
    expect(kept()!.headers.get('Content-Encoding')).toBeNull();
    expect(kept()!.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    network = offline;
    // Any address of the area, even with no network.
    expect(await (await open('/home/package/7')).text()).toBe(page('r1'));
  });

  it('is never kept when it names a file this release does not hold (a newer release on the server)', async () => {
    const { open, kept } = setUp(async () => html(page('r2')));
    expect(await (await open('/home/my-account')).text()).toBe(page('r2'));
    expect(kept()).toBeUndefined();
  });

  it('with no network and nothing kept, is the release’s page', async () => {
    const { open } = setUp(offline);
    expect(await (await open('/home/my-account')).text()).toBe('release page');
  });
});

describe('other pages', () => {
  it('come from the network as the server sends them, are not kept, and are the release’s page with no network', async () => {
    let network = async () => html('sign-in in Spanish');
    const { open, kept } = setUp(() => network());
    expect(await (await open('/')).text()).toBe('sign-in in Spanish');
    expect(kept()).toBeUndefined();
    network = offline;
    expect(await (await open('/create-account')).text()).toBe('release page');
  });
});

describe('the files a page names, and a release’s name', () => {
  it('reads scripts, styles and preloads', () => {
    expect(filesNamed(page('r1'))).toEqual(['/assets/index-r1.js', '/assets/react-r1.js']);
  });

  it('names a release by its files and revisions', () => {
    const files = [{ url: 'index.html', revision: 'a' }, 'assets/index-r1.js'];
    expect(releaseId(files)).toMatch(/^[0-9a-f]{8}$/);
    expect(releaseId(files)).toBe(releaseId([...files]));
    expect(releaseId(files)).not.toBe(releaseId([{ url: 'index.html', revision: 'b' }, 'assets/index-r1.js']));
  });
});
