// A local S3-compatible server (s3rver) for the tests of the bucket store: one per test file, in a
// temporary folder, on a free port, silent; stopped and removed in afterAll.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

export const TEST_BUCKET = 'casillero-test';

// The SDK's notice that its releases of 2027 need Node 22 says nothing about the tests.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export type TestS3 = {
  endpoint: string;
  /** A client of the server, as the portal's is made from the AWS_* settings. */
  client: S3Client;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
};

/** s3rver's fixed credentials; any endpoint it is not listening on gets the same. */
export const s3Client = (endpoint: string) =>
  new S3Client({ endpoint, forcePathStyle: true, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });

/** Registers beforeAll/afterAll; the returned object is filled in before the first test runs. */
export function useS3Server(): TestS3 {
  const s3 = {} as TestS3;
  let server: S3rver | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'casillero-test-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const client = s3Client(endpoint);
    Object.assign(s3, {
      endpoint,
      client,
      async keys() {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
        return (listed.Contents ?? []).map((object) => object.Key ?? '');
      },
    } satisfies TestS3);
  });
  afterAll(async () => {
    s3.client?.destroy();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return s3;
}
