// STORAGE_URL, read by server/config.ts: where files go (docs/operations.md#configuration).
export type StorageSetting =
  | { kind: 'folder'; dir: string }
  /** `pathStyle` when an endpoint is set (AWS_ENDPOINT_URL_S3): S3-compatible servers rarely have a host name per bucket. */
  | { kind: 's3'; bucket: string; prefix: string; pathStyle: boolean };

// S3's rule for bucket names: 3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
// A prefix's folders: S3's safe characters; "." and ".." would read as a path to climb.
const FOLDER = /^[A-Za-z0-9!_.*'()-]+$/;
const isFolder = (name: string) => FOLDER.test(name) && name !== '.' && name !== '..';

/** The S3 bucket of `s3://BUCKET[/PREFIX]`, or an error message for anything else. */
export function parseStorageUrl(value: string, env: NodeJS.ProcessEnv): Extract<StorageSetting, { kind: 's3' }> | string {
  const wrong = `STORAGE_URL must be s3://BUCKET or s3://BUCKET/PREFIX, not "${value}"`;
  const match = /^s3:\/\/([^/?#]+)(?:\/([^?#]*))?$/.exec(value.trim());
  if (!match) return wrong;
  const [, bucket = '', path = ''] = match;
  const prefix = path.replace(/^\/+|\/+$/g, '');
  if (!BUCKET.test(bucket) || (prefix && !prefix.split('/').every(isFolder))) return wrong;
  return { kind: 's3', bucket, prefix, pathStyle: Boolean(env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL) };
}
