// Where uploaded and seeded files live: one interface for a folder under DATA_DIR and an S3 bucket, so
// any server of a deployment serves any file (docs/product.md#production).
import type { Readable } from 'node:stream';

export type PutOptions = {
  /** The type the content showed; kept with the object where the store can. */
  contentType: string;
  /** More bytes than this refuse the file (FileTooLargeError) while it is read. */
  maxBytes?: number;
  /** Aborting it refuses the file too; either way nothing of it is left behind. */
  signal?: AbortSignal;
};

type StoredFile = {
  body: Readable;
  size: number;
  /** What the store kept; the media row's mime_type is the source of truth. */
  contentType?: string;
};

export type FileStore = {
  kind: 'folder' | 's3';
  /** Streams `body` under `key`, replacing what was there only once it is whole; answers its size. */
  put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }>;
  /** The file as a stream, or null when there is none (or the key is not one the store accepts). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; one already gone is no error. */
  delete(key: string): Promise<void>;
  /** Whether the store answers within `deadlineMs` (for GET /readyz); never throws. */
  check(deadlineMs: number): Promise<boolean>;
};

/** A file over its PutOptions.maxBytes. */
export class FileTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** A key as files are stored: flat, no folders, not hidden. Anything else never reaches a store. */
export const isStorageKey = (key: string) => /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(key);

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** Whether `probe` settles well within `deadlineMs`; its signal aborts at the deadline. */
export async function answersWithin(deadlineMs: number, probe: (signal: AbortSignal) => Promise<unknown>): Promise<boolean> {
  const deadline = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // A probe that ignores its signal still loses the race.
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      deadline.abort();
      resolve(false);
    }, deadlineMs);
  });
  try {
    return await Promise.race([probe(deadline.signal).then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
