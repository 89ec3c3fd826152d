import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';
import pLimit from 'p-limit';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;
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

function queued(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  if (hashing.pendingCount >= HASH_QUEUE_MAX) return Promise.reject(new HashingBusy());
  return hashing(() => scrypt(password, salt, length, options));
}

/** scrypt's cost, as log2(N): Node's default (N=16384, r=8, p=1), for every real deployment. */
export const PASSWORD_COST = 14;
/**
 * The cost the project's own tests hash with (the test routes' servers, CASILLERO_TEST_ROUTES=1,
 * and the server tests): sign-ins and codes by the hundred would otherwise spend the test run in
 * scrypt. A hash says its cost, so either verifies whatever the current one.
 */
export const TEST_PASSWORD_COST = 10;

let cost = PASSWORD_COST;

/** The cost new hashes get from now on (a test server's start sets TEST_PASSWORD_COST). */
export function setPasswordCost(log2N: number): void {
  cost = log2N;
}

const scryptWith = (password: string, salt: Buffer, length: number, log2N: number) => queued(password, salt, length, { N: 2 ** log2N });

/** `scrypt$<salt hex>$<hash hex>` at the default cost; `scrypt$ln=<log2 N>$<salt hex>$<hash hex>` at another. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptWith(password, salt, KEY_LENGTH, cost);
  const costPart = cost === PASSWORD_COST ? '' : `ln=${cost}$`;
  return `scrypt$${costPart}${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [scheme] = parts;
  const log2N = parts.length === 4 ? Number(/^ln=(\d{1,2})$/.exec(parts[1]!)?.[1]) : PASSWORD_COST;
  const [saltHex, hashHex] = parts.slice(-2);
  if (scheme !== 'scrypt' || parts.length > 4 || !Number.isInteger(log2N) || log2N < TEST_PASSWORD_COST || log2N > PASSWORD_COST || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptWith(password, Buffer.from(saltHex, 'hex'), expected.length, log2N);
  return timingSafeEqual(actual, expected);
}
