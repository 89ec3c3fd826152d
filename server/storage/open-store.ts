import { S3Client } from '@aws-sdk/client-s3';
import { createFolderStore } from './folder-store.ts';
import { createS3Store } from './s3-store.ts';
import type { StorageSetting } from './storage-setting.ts';
import type { FileStore } from './store.ts';
import { failingAsUnavailable } from './unavailable.ts';
import { countingWrites } from './writes.ts';

/**
 * The store STORAGE_URL names; the S3 client takes the rest (region, keys, endpoint) from the SDK's
 * own AWS_* settings. Its writes are counted, so a stopping server waits for them (writes.ts), and
 * its failures are an outage, answered 503 on the file routes only (unavailable.ts).
 */
export function openStore(setting: StorageSetting): FileStore {
  return servedStore(setting.kind === 'folder' ? createFolderStore(setting.dir) : s3StoreOf(setting));
}

const s3StoreOf = (setting: Extract<StorageSetting, { kind: 's3' }>) =>
  createS3Store({ client: new S3Client({ forcePathStyle: setting.pathStyle }), bucket: setting.bucket, prefix: setting.prefix });

/** A store as the server uses it: its writes counted, its failures an outage. The tests' stores too. */
export const servedStore = (store: FileStore): FileStore => failingAsUnavailable(countingWrites(store));
