import { S3Client } from '@aws-sdk/client-s3';
import { createFolderStore } from './folder-store.ts';
import { createS3Store } from './s3-store.ts';
import type { StorageSetting } from './storage-setting.ts';
import type { FileStore } from './store.ts';
import { countingWrites } from './writes.ts';

/**
 * The store STORAGE_URL names; the S3 client takes the rest (region, keys, endpoint) from the SDK's
 * own AWS_* settings. Its writes are counted, so a stopping server waits for them (writes.ts).
 */
export function openStore(setting: StorageSetting): FileStore {
  if (setting.kind === 'folder') return countingWrites(createFolderStore(setting.dir));
  const client = new S3Client({ forcePathStyle: setting.pathStyle });
  return countingWrites(createS3Store({ client, bucket: setting.bucket, prefix: setting.prefix }));
}
