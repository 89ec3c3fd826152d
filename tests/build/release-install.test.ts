// `npm run build` builds each release aside and moves it into dist/ under running servers
// (docs/operations.md#releases): a server never sends a page whose code is missing, nor misses the
// page, and a browser holding the previous release's page still loads its lazy code.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSTALL_LOCK, whileLocked } from '../../scripts/release/install-lock.ts';
import { filesUnder, installRelease, STAGE_PREFIX, type AfterChange } from '../../scripts/release/install-release.ts';
import { assetsNamed, bodyText, releaseOf, snapshot, TRACK_ADDRESS, writeRelease } from '../server/support/release-fixture.ts';
import { staticApp } from '../server/support/static-app.ts';

let root: string;
let dist: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'casillero-release-'));
  dist = join(root, 'dist');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const stageOf = (pid: number) => join(dist, `${STAGE_PREFIX}${pid}`, 'release');

/** Builds release `tag` aside, as `npm run build` does, and moves it into dist/. */
async function build(tag: string, afterChange?: AfterChange, extra?: Record<string, string>) {
  const stage = stageOf(1);
  await writeRelease(stage, tag, extra);
  const installed = await installRelease(stage, dist, afterChange);
  rmSync(join(dist, `${STAGE_PREFIX}1`), { recursive: true, force: true });
  return installed;
}

type App = ReturnType<typeof staticApp>;
const PAGE = { Accept: 'text/html,application/xhtml+xml' };
const SIGNED_IN = { ...PAGE, Cookie: 'casillero_session=1' };
/** The sign-in page, the portal's page for a session (at / and deeper), the shared tracking page. */
const VISITS = [['/', PAGE], ['/', SIGNED_IN], ['/home/packages', SIGNED_IN], [TRACK_ADDRESS, PAGE]] as const;

/**
 * What browsers get from `app` now, in each coding: every page whole and from one of `releases`,
 * then every file it names, down to its lazy code. The problems found, and the releases seen.
 */
async function browse(app: App, releases: string[], codings: readonly string[] = ['br', 'gzip', 'identity']) {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [path, headers] of VISITS) {
    for (const coding of codings) {
      const res = await app.request(path, { headers: { ...headers, 'Accept-Encoding': coding } });
      const html = await bodyText(res);
      const release = releaseOf(html);
      if (res.status !== 200 || !release || !releases.includes(release)) {
        problems.push(`${path} (${coding}): ${res.status}, release ${release}`);
        continue;
      }
      seen.add(release);
      const queue = assetsNamed(html);
      for (let file = queue.pop(); file; file = queue.pop()) {
        const asset = await app.request(file, { headers: { 'Accept-Encoding': coding } });
        if (asset.status !== 200) problems.push(`${file}, named by ${path}: ${asset.status}`);
        else queue.push(...assetsNamed(await bodyText(asset)));
      }
    }
  }
  return { problems, seen };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a release moved into dist/', () => {
  it('is never seen in part: at every step of a slow move, a running server and one started then send whole pages whose code is all there', async () => {
    await build('r1');
    const running = staticApp(dist);
    const problems: string[] = [];
    const seen = new Set<string>();
    let steps = 0;
    await build('r2', async (change) => {
      steps += 1;
      // The slow writer: a pause after each change, and a look from both servers.
      await sleep(2);
      if (!existsSync(join(dist, 'index.html'))) problems.push(`${change}: no index.html`);
      for (const [server, codings] of [[running, undefined], [staticApp(dist), ['identity']]] as const) {
        const looked = await browse(server, ['r1', 'r2'], codings);
        problems.push(...looked.problems.map((problem) => `${change}: ${problem}`));
        for (const release of looked.seen) seen.add(release);
      }
    });
    expect(problems).toEqual([]);
    // Both releases were served during the move, which took many steps.
    expect([...seen].sort()).toEqual(['r1', 'r2']);
    expect(steps).toBeGreaterThan(20);
    expect(await browse(running, ['r2'])).toEqual({ problems: [], seen: new Set(['r2']) });
  });

  it('would be seen in part if its page came before its code (what the check above would catch)', async () => {
    await build('r1');
    await writeRelease(stageOf(2), 'r2');
    writeFileSync(join(dist, 'index.html'), readFileSync(join(stageOf(2), 'index.html')));
    const { problems } = await browse(staticApp(dist), ['r1', 'r2'], ['identity']);
    expect(problems).toContain('/assets/index-r2.js, named by /: 404');
  });

  it('moves the service worker in after every other file: it names them all, the page with its revision', async () => {
    await build('r1');
    const placed: string[] = [];
    await build('r2', (change) => void (change.startsWith('placed ') && placed.push(change.slice('placed '.length))), { 'sw.js': 'self.__release = "r2";' });
    expect(placed.at(-1)).toBe('sw.js');
    expect(placed).toContain('index.html');
  });

  it('leaves dist/ as it was while the build writes, and refuses a folder that is no release', async () => {
    await build('r1');
    const before = snapshot(dist);
    // A build under way: its code written, not its pages yet.
    await writeRelease(stageOf(7), 'r2');
    rmSync(join(stageOf(7), 'index.html'));
    const started = staticApp(dist);
    expect(await browse(started, ['r1'])).toEqual({ problems: [], seen: new Set(['r1']) });
    // Nothing of it is sent: its page's address gets r1's page (the history fallback), its code none.
    const page = await started.request(`/${STAGE_PREFIX}7/release/track.html`, { headers: PAGE });
    expect([page.status, releaseOf(await page.text())]).toEqual([200, 'r1']);
    expect((await started.request(`/${STAGE_PREFIX}7/release/assets/index-r2.js`)).status).toBe(404);
    await expect(installRelease(stageOf(7), dist)).rejects.toThrow(/no index\.html/);
    rmSync(join(dist, `${STAGE_PREFIX}7`), { recursive: true });
    expect(snapshot(dist)).toEqual(before);
  });

  it("keeps serving the previous release's hashed code, and no older release's", async () => {
    const lazy = async (app: App, tag: string) => {
      const res = await app.request(`/assets/lazy-${tag}.js`);
      return res.status === 200 ? res.headers.get('Cache-Control') : res.status;
    };
    const assetsOf = async () => (await filesUnder(join(dist, 'assets'))).map((file) => /-(r\d)\./.exec(file)?.[1]);
    const app = staticApp(dist);

    await build('r1', undefined, { 'legacy/notes.txt': 'gone with r1', 'images/old.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    expect(await build('r2')).toMatchObject({ kept: 8 });
    // A browser holding r1's page loads its lazy code from a server of r2.
    expect(await lazy(app, 'r1')).toBe('public, max-age=31536000, immutable');
    expect(await lazy(app, 'r2')).toBe('public, max-age=31536000, immutable');
    // r1's other files are gone, with the folder they emptied.
    expect(existsSync(join(dist, 'legacy'))).toBe(false);
    expect(existsSync(join(dist, 'images', 'old.svg'))).toBe(false);
    expect(existsSync(join(dist, 'images', 'auth.svg'))).toBe(true);

    await build('r3');
    expect(await lazy(app, 'r1')).toBe(404);
    expect(await lazy(app, 'r2')).toBe('public, max-age=31536000, immutable');
    expect(new Set(await assetsOf())).toEqual(new Set(['r2', 'r3']));

    // Built again without a change: r2 is still the release browsers may hold.
    expect(await build('r3')).toMatchObject({ placed: 15, kept: 8 });
    expect(await lazy(app, 'r2')).toBe('public, max-age=31536000, immutable');

    await build('r4');
    expect(new Set(await assetsOf())).toEqual(new Set(['r3', 'r4']));
    expect(await lazy(app, 'r2')).toBe(404);
    // The build's record is never sent.
    expect((await app.request('/.release.json')).status).toBe(404);
  });

  it('copied whole to another server and moved in there (release:install), serves there as on the machine that built it', async () => {
    const server = join(root, 'server', 'dist');
    const copy = join(root, 'server', 'dist.next');
    const releasesOn = async (dir: string) => new Set((await filesUnder(join(dir, 'assets'))).map((file) => /-(r\d)\./.exec(file)?.[1]));
    const deploy = async (afterChange?: AfterChange) => {
      cpSync(dist, copy, { recursive: true });
      await installRelease(copy, server, afterChange);
      rmSync(copy, { recursive: true });
    };

    await build('r1');
    await deploy();
    await build('r2');
    // A server that never ran r1 gets its code all the same: the build kept it.
    const fresh = join(root, 'fresh', 'dist');
    cpSync(dist, join(root, 'fresh', 'dist.next'), { recursive: true });
    await installRelease(join(root, 'fresh', 'dist.next'), fresh);
    expect(await releasesOn(fresh)).toEqual(new Set(['r1', 'r2']));

    const running = staticApp(server);
    const problems: string[] = [];
    await deploy(async (change) => {
      problems.push(...(await browse(running, ['r1', 'r2'], ['br'])).problems.map((problem) => `${change}: ${problem}`));
    });
    expect(problems).toEqual([]);
    expect(await releasesOn(server)).toEqual(new Set(['r1', 'r2']));
    expect((await running.request('/assets/lazy-r1.js')).status).toBe(200);

    await build('r3');
    await deploy();
    expect(await releasesOn(server)).toEqual(new Set(['r2', 'r3']));
    expect(JSON.parse(readFileSync(join(server, '.release.json'), 'utf8'))).toEqual(JSON.parse(readFileSync(join(dist, '.release.json'), 'utf8')));
  });

  it('moves in one at a time: a second build waits for the first, and takes over the lock of one that stopped', async () => {
    const steps: string[] = [];
    const install = (name: string) => async () => {
      steps.push(`${name} starts`);
      await sleep(50);
      steps.push(`${name} ends`);
    };
    await Promise.all([whileLocked(dist, install('a')), whileLocked(dist, install('b'))]);
    // Whichever takes the lock first (the file system decides), the other starts only after it ends.
    const [first, second] = steps[0] === 'a starts' ? ['a', 'b'] : ['b', 'a'];
    expect(steps).toEqual([`${first} starts`, `${first} ends`, `${second} starts`, `${second} ends`]);
    // The lock of a process that is gone.
    writeFileSync(join(dist, INSTALL_LOCK), '999999999');
    await whileLocked(dist, install('c'), 1_000);
    expect(existsSync(join(dist, INSTALL_LOCK))).toBe(false);
  });
});
