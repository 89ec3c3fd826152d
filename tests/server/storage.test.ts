// The file store behind uploads, downloads and the seed (docs/product.md#production): the same cases
// against both stores, a folder under DATA_DIR and an S3 bucket (s3rver, started by this file).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFolderStore } from '../../server/storage/folder-store.ts';
import { createS3Store } from '../../server/storage/s3-store.ts';
import { FileTooLargeError, type FileStore } from '../../server/storage/store.ts';
import { s3Client, TEST_BUCKET, useS3Server } from './support/s3.ts';

const s3 = useS3Server();
const PREFIX = 'portal/files';
const folder = mkdtempSync(join(tmpdir(), 'casillero-test-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** What /readyz may wait for a store; the tests ask for less, and expect the answer well within it. */
const DEADLINE_MS = 300;
// A part of a multipart upload is at least 5 MiB: one byte more sends two.
const PAST_ONE_PART = 5 * 1024 * 1024 + 1;

type StoreCase = {
  name: string;
  store: () => FileStore;
  /** Everything the store holds, under the names it holds them by. */
  held: () => Promise<string[]>;
  heldAs: (key: string) => string;
  keepsType: boolean;
  /** The same store once its server or folder is gone. */
  gone: () => Promise<FileStore>;
};

/** A port where nothing listens any more. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const cases: StoreCase[] = [
  {
    name: 'a folder under DATA_DIR',
    store: () => createFolderStore(folder),
    held: async () => readdirSync(folder),
    heldAs: (key) => key,
    keepsType: false,
    gone: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'casillero-test-store-gone-'));
      const store = createFolderStore(dir);
      rmSync(dir, { recursive: true });
      return store;
    },
  },
  {
    name: 'an S3 bucket',
    store: () => createS3Store({ client: s3.client, bucket: TEST_BUCKET, prefix: PREFIX }),
    held: () => s3.keys(),
    heldAs: (key) => `${PREFIX}/${key}`,
    keepsType: true,
    gone: async () => createS3Store({ client: s3Client(`http://127.0.0.1:${await closedPort()}`), bucket: TEST_BUCKET, prefix: PREFIX }),
  },
];

/** Every byte value, then random ones: what a text-only path would mangle. */
const binary = (size: number) => Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(size - 256)]);
const key = (ext = 'bin') => `${randomBytes(16).toString('hex')}.${ext}`;
/** `data` streamed in chunks, as an upload arrives. */
const chunked = (data: Buffer, size = 64 * 1024) =>
  Readable.from(Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size)));

describe.each(cases)('the store: $name', ({ store: make, held, heldAs, keepsType, gone }) => {
  let store: FileStore;
  beforeAll(() => {
    store = make();
  });

  it('gives back what it was given, byte for byte, with its size', async () => {
    const data = binary(10_000);
    const name = key('pdf');
    expect(await store.put(name, chunked(data, 999), { contentType: 'application/pdf' })).toEqual({ size: data.length });
    expect(await held()).toContain(heldAs(name));
    const file = await store.get(name);
    expect(file?.size).toBe(data.length);
    if (keepsType) expect(file?.contentType).toBe('application/pdf');
    expect((await buffer(file!.body)).equals(data)).toBe(true);
  });

  it('streams a file past one part of a multipart upload', async () => {
    const data = binary(PAST_ONE_PART);
    const name = key();
    expect(await store.put(name, chunked(data), { contentType: 'application/octet-stream', maxBytes: PAST_ONE_PART })).toEqual({ size: data.length });
    const file = await store.get(name);
    expect((await buffer(file!.body)).equals(data)).toBe(true);
    await store.delete(name);
  });

  it('refuses a stream over the limit while reading it, and keeps nothing of it', async () => {
    const before = await held();
    for (const [size, maxBytes] of [[2_000, 1_999], [PAST_ONE_PART, PAST_ONE_PART - 1]] as const) {
      const name = key();
      await expect(store.put(name, chunked(binary(size)), { contentType: 'image/png', maxBytes })).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await store.get(name)).toBeNull();
    }
    expect(await held()).toEqual(before);
  });

  it('keeps nothing of a file whose upload is called off midway', async () => {
    const before = await held();
    const name = key();
    const body = new PassThrough();
    body.write(binary(4_096));
    const stop = new AbortController();
    const putting = store.put(name, body, { contentType: 'image/png', signal: stop.signal });
    // Called off once the store has started reading, the rest of the file still to come.
    await vi.waitFor(() => expect(body.readableLength).toBe(0), { interval: 5 });
    stop.abort();
    await expect(putting).rejects.toThrow();
    expect(await store.get(name)).toBeNull();
    expect(await held()).toEqual(before);
  });

  it('deletes a file, and a file already gone is no error', async () => {
    const name = key();
    await store.put(name, chunked(binary(1_000)), { contentType: 'image/jpeg' });
    await store.delete(name);
    expect(await store.get(name)).toBeNull();
    expect(await held()).not.toContain(heldAs(name));
    await expect(store.delete(name)).resolves.toBeUndefined();
  });

  it('answers null for a key it does not hold, and takes no key that could leave its place', async () => {
    expect(await store.get(key())).toBeNull();
    for (const name of ['../escape.png', '.hidden', 'a/b.png', '']) {
      expect(await store.get(name)).toBeNull();
      await expect(store.put(name, chunked(binary(300)), { contentType: 'image/png' })).rejects.toThrow(/Not a storage key/);
    }
  });

  it('answers its check while it is there, and not once it is gone', async () => {
    expect(await store.check(DEADLINE_MS)).toBe(true);
    const started = Date.now();
    expect(await (await gone()).check(DEADLINE_MS)).toBe(false);
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 200);
  });
});

describe('the folder store', () => {
  it('keeps its files 0600 in a 0700 folder (docs/product.md#security)', async () => {
    const store = createFolderStore(folder);
    const name = key('png');
    await store.put(name, chunked(binary(500)), { contentType: 'image/png' });
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600);
  });
});

describe('the bucket store', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Takes the connection and never answers: a bucket server that hangs.
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails its check at the deadline when the server does not answer', async () => {
    const { port } = silent.address() as { port: number };
    const client = s3Client(`http://127.0.0.1:${port}`);
    const store = createS3Store({ client, bucket: TEST_BUCKET, prefix: PREFIX });
    const started = Date.now();
    expect(await store.check(150)).toBe(false);
    expect(Date.now() - started).toBeLessThan(600);
    client.destroy();
  });
});
