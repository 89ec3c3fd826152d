// A file store that does not answer takes down the file routes only (docs/product.md#production):
// its failures become StoreUnavailable, which the error handler answers 503 with Retry-After,
// rather than 500; sign-in and the lists never ask the store.
import type { Readable } from 'node:stream';
import { FileTooLargeError, type FileStore, type PutOptions } from './store.ts';

/** The store failed to read, write or remove a file. */
export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('The file store did not answer', { cause });
    this.name = 'StoreUnavailable';
  }
}

/**
 * `store`, its failures told apart: a file over its limit, an upload the request itself stopped,
 * and a body its client stopped sending stay what they are; anything else is the store's.
 */
export function failingAsUnavailable(store: FileStore): FileStore {
  return {
    kind: store.kind,
    async put(key: string, body: Readable, options: PutOptions) {
      try {
        return await store.put(key, body, options);
      } catch (error) {
        if (error instanceof FileTooLargeError || options.signal?.aborted || body.errored) throw error;
        throw new StoreUnavailable(error);
      }
    },
    async get(key: string) {
      try {
        return await store.get(key);
      } catch (error) {
        throw new StoreUnavailable(error);
      }
    },
    async delete(key: string) {
      try {
        await store.delete(key);
      } catch (error) {
        throw new StoreUnavailable(error);
      }
    },
    check: (deadlineMs: number) => store.check(deadlineMs),
  };
}
