// The store's writes still under way. A request cut at the end of a stop's grace gives up on its
// upload at once, while the store is still undoing it (a part file removed, an S3 multipart upload
// aborted): the process waits for that before it exits, or the bucket keeps the unfinished upload
// (docs/operations.md#stopping-and-restarting).
import type { FileStore } from './store.ts';

const writing = new Set<Promise<void>>();

/** `store` with each put counted until it settles, undone or not. */
export function countingWrites(store: FileStore): FileStore {
  return {
    ...store,
    put(key, body, options) {
      const put = store.put(key, body, options);
      const settled = put.then(
        () => undefined,
        () => undefined,
      );
      writing.add(settled);
      void settled.then(() => writing.delete(settled));
      return put;
    },
  };
}

/** Settles once every write started so far has settled. */
export async function writesSettled(): Promise<void> {
  await Promise.all([...writing]);
}
