import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import pLimit from 'p-limit';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/**
 * scrypt runs on libuv's thread pool (4 threads), where file reads run too: at most this many at
 * once, so a flood of unauthenticated sign-ins leaves threads for downloads and pages.
 */
export const HASH_CONCURRENCY = 2;
/** Hashes waiting beyond this are refused at once (TOO_MANY_REQUESTS): a flood cannot pile up. */
export const HASH_QUEUE_MAX = 64;

/** The hashing queue is full: the server answers TOO_MANY_REQUESTS, to be tried again in a moment. */
export class HashingBusy extends Error {
  constructor() {
    super('password hashing queue full');
    this.name = 'HashingBusy';
  }
}

const hashing = pLimit(HASH_CONCURRENCY);

/** How many hashes run and wait now (for tests and the benchmark). */
export const hashingLoad = () => ({ active: hashing.activeCount, waiting: hashing.pendingCount });

function queued(password: string, salt: Buffer, length: number): Promise<Buffer> {
  if (hashing.pendingCount >= HASH_QUEUE_MAX) return Promise.reject(new HashingBusy());
  return hashing(() => scrypt(password, salt, length));
}

/** `scrypt$<salt hex>$<hash hex>`, with Node's default cost (N=16384, r=8, p=1). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await queued(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await queued(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}
