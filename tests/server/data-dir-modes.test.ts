// Everything under DATA_DIR is private to the server's user (docs/product.md#security): after a start on an older,
// looser data folder, the seed, an upload and a stop, every file is 0600 and every folder 0700.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_FIELD } from '../../src/api/contract/client.ts';
import { createApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createOutboxMailer } from '../../server/mail/outbox.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { openStore } from '../../server/storage/open-store.ts';
import { silentLog } from './support/log-capture.ts';
import { form, pngFile } from './support/uploads.ts';
import { DEMO, PASSWORD } from './support/users.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'casillero-data-modes-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every path under the folder (itself included) whose mode is not 0700 for a folder or 0600 for a file. */
function loosePaths(root: string): string[] {
  const loose: string[] = [];
  const walk = (path: string) => {
    const info = statSync(path);
    const expected = info.isDirectory() ? 0o700 : 0o600;
    if ((info.mode & 0o777) !== expected) loose.push(`${relative(root, path) || '.'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return loose;
}

describe('DATA_DIR', () => {
  it('holds only 0600 files in 0700 folders after a start, the seed, an upload and a stop', async () => {
    // What an older version left: 0755 folders and 0644 files.
    mkdirSync(join(dataDir, 'uploads'));
    writeFileSync(join(dataDir, 'uploads', 'old-upload.png'), pngFile().data);
    writeFileSync(join(dataDir, 'media-secret'), 'an-older-secret');
    for (const path of [dataDir, join(dataDir, 'uploads')]) chmodSync(path, 0o755);
    for (const path of [join(dataDir, 'uploads', 'old-upload.png'), join(dataDir, 'media-secret')]) chmodSync(path, 0o644);

    const config = readConfig({ DATA_DIR: dataDir });
    expect(loosePaths(dataDir)).toEqual([]);
    const uploadsDir = join(dataDir, 'uploads');
    expect(config.storage).toEqual({ kind: 'folder', dir: uploadsDir });
    const store = openStore(config.storage);

    const clock = createClock();
    // As the server opens it: PGlite on a worker thread.
    const database = await openDatabase({ dataDir: config.dataDir, thread: true });
    try {
      expect(await seedIfEmpty(database.db, { store, now: clock.now(), demo: true })).toBe('demo');
      const app = createApp({
        db: database.db,
        store,
        clock,
        mail: createOutboxMailer(database.db, clock),
        mediaSecret: config.mediaSecret,
        publicUrl: config.publicUrl,
        log: silentLog(),
      });
      const login = await app.request('/api/auth/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO, password: PASSWORD }),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const uploads = () => readdirSync(uploadsDir).length;
      const before = uploads();
      const res = await app.request('/api/clients/me/profile-picture', {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${token}` },
        body: form({}, pngFile(), PROFILE_PICTURE_FIELD),
      });
      expect(res.status).toBe(200);
      expect(uploads()).toBe(before + 1);
      // While the server runs, the uploads (seeded and new) and the secret are private already.
      expect(loosePaths(uploadsDir)).toEqual([]);
      expect(loosePaths(join(dataDir, 'media-secret'))).toEqual([]);
    } finally {
      await database.close();
    }
    expect(readdirSync(dataDir).sort()).toEqual(['media-secret', 'pg', 'uploads']);
    expect(loosePaths(dataDir)).toEqual([]);
  });
});
