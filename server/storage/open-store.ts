import { S3Client } from '@aws-sdk/client-s3';
import { createFolderStore } from './folder-store.ts';
import { createS3Store } from './s3-store.ts';
import type { StorageSetting } from './storage-setting.ts';
import type { FileStore } from './store.ts';

/** The store STORAGE_URL names; the S3 client takes the rest (region, keys, endpoint) from the SDK's own AWS_* settings. */
export function openStore(setting: StorageSetting): FileStore {
  if (setting.kind === 'folder') return createFolderStore(setting.dir);
  const client = new S3Client({ forcePathStyle: setting.pathStyle });
  return createS3Store({ client, bucket: setting.bucket, prefix: setting.prefix });
}
