// The default store: files in a folder under DATA_DIR, private to the server's user
// (docs/product.md#security).
import { randomBytes } from 'node:crypto';
import { access, constants, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../fs/private.ts';
import { ByteLimit } from './byte-limit.ts';
import { answersWithin, assertStorageKey, isStorageKey, type FileStore, type PutOptions } from './store.ts';

export function createFolderStore(dir: string): FileStore {
  ensurePrivateDir(dir);
  return {
    kind: 'folder',

    async put(key: string, body: Readable, { maxBytes, signal }: PutOptions) {
      assertStorageKey(key);
      // Written aside under a hidden name (never a storage key, so never served) and renamed once
      // whole: a reader never sees half a file, and a refusal removes only what it wrote.
      const partial = join(dir, `.${key}.${randomBytes(6).toString('hex')}.part`);
      const limit = new ByteLimit(maxBytes);
      // Opened before the copy starts: a stream that opens its own file may create it after a
      // refusal has already removed it, leaving a part file behind.
      const file = await open(partial, 'wx', PRIVATE_FILE_MODE);
      try {
        await pipeline(body, limit, file.createWriteStream(), { signal });
        await rename(partial, join(dir, key));
      } catch (error) {
        await file.close().catch(() => {});
        await rm(partial, { force: true });
        throw error;
      }
      return { size: limit.bytes };
    },

    async get(key: string) {
      if (!isStorageKey(key)) return null;
      // Opened first, then measured: the size is the opened file's, whatever replaces the name meanwhile.
      const handle = await open(join(dir, key), 'r').catch(() => null);
      if (!handle) return null;
      const info = await handle.stat().catch(() => null);
      if (!info?.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: info.size };
    },

    async delete(key: string) {
      if (isStorageKey(key)) await rm(join(dir, key), { force: true });
    },

    check: (deadlineMs: number) => answersWithin(deadlineMs, () => access(dir, constants.R_OK | constants.W_OK)),
  };
}
