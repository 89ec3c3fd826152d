// The deployment tests' S3 bucket (s3rver, on a folder of the test's own), which a test can take
// down and bring back on the same address, its files kept.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { freePort } from './servers.ts';

export type Bucket = {
  name: string;
  endpoint: string;
  down(): Promise<void>;
  up(): Promise<void>;
  /** Multipart uploads begun and neither completed nor aborted. */
  unfinishedMultipartUploads(): string[];
  remove(): Promise<void>;
};

export async function startBucket(name: string): Promise<Bucket> {
  const dir = mkdtempSync(join(tmpdir(), 'casillero-deployment-s3-'));
  const port = await freePort();
  let server: S3rver | null = null;
  const up = async () => {
    if (server) return;
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: dir, configureBuckets: [{ name, configs: [] }] });
    await server.run();
  };
  const down = async () => {
    await server?.close();
    server = null;
  };
  await up();
  // s3rver keeps an upload's parts in a folder of its own until it is completed or aborted.
  const uploads = join(dir, name, '._S3rver_uploads');
  return {
    name,
    endpoint: `http://127.0.0.1:${port}`,
    up,
    down,
    unfinishedMultipartUploads: () => (existsSync(uploads) ? readdirSync(uploads) : []),
    async remove() {
      await down();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
