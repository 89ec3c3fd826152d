// STORAGE_URL=s3://BUCKET[/PREFIX]: files in an S3-compatible bucket, so every server of a deployment
// reads what any of them stored (docs/product.md#production).
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { addAbortSignal, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit } from './byte-limit.ts';
import { answersWithin, assertStorageKey, FileTooLargeError, isStorageKey, type FileStore, type PutOptions } from './store.ts';

export type S3StoreOptions = {
  client: S3Client;
  bucket: string;
  /** Folders inside the bucket the files go under ("" for its root), without slashes at the ends. */
  prefix: string;
};

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

export function createS3Store({ client, bucket, prefix }: S3StoreOptions): FileStore {
  const objectKey = (key: string) => (prefix ? `${prefix}/${key}` : key);
  const remove = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));

  return {
    kind: 's3',

    async put(key: string, body: Readable, { contentType, maxBytes, signal }: PutOptions) {
      assertStorageKey(key);
      const limit = new ByteLimit(maxBytes);
      // A refusal fails the stream the Upload reads: it then aborts its multipart upload itself and
      // settles only after. (Upload.abort() would settle at once while a part or the single PUT still
      // runs, which could complete afterwards.)
      if (signal) addAbortSignal(signal, limit);
      // Its failures reach the Upload through `limit`, which pipeline destroys with them.
      pipeline(body, limit).catch(() => undefined);
      const upload = new Upload({ client, params: { Bucket: bucket, Key: objectKey(key), Body: limit, ContentType: contentType } });
      try {
        await upload.done();
      } catch (error) {
        limit.destroy();
        if (limit.tooLarge) throw new FileTooLargeError(maxBytes ?? 0);
        if (signal?.aborted) throw signal.reason;
        throw error;
      }
      // Refused after the last byte was sent: the object made it, and goes.
      if (signal?.aborted) {
        await remove(key);
        throw signal.reason;
      }
      return { size: limit.bytes };
    },

    async get(key: string) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: object.ContentLength ?? 0, contentType: object.ContentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key: string) {
      if (isStorageKey(key)) await remove(key);
    },

    check: (deadlineMs: number) => answersWithin(deadlineMs, (abortSignal) => client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal })),
  };
}
