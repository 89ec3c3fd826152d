// Retries of the warehouse's POSTs (docs/product.md#the-warehouse-api): with an `Idempotency-Key`,
// the first answer is kept by the very transaction that does the work, so a retry is answered as
// the first try was and the work is done once. A refused call did nothing and keeps nothing: its
// retry is checked again. A key sent again with another request is refused: it is a mistake of the
// warehouse's system, and answering the first request's result would hide it.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_PATTERN } from '../../src/api/contract/warehouse.ts';
import { DAY_MS } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { AppEnv } from './env.ts';
import { ApiError } from './errors.ts';

/** What a call answers: its status and its JSON body. */
export type Answer = { status: ContentfulStatusCode; body: unknown };

export type Once = {
  /** The answer kept for this key, when a try before this one was done. */
  kept: Response | null;
  /**
   * Does `work` in a transaction, keeping its answer with the key; when a parallel try with the
   * same key did it first, `work` is undone (`onBeaten` runs) and that try's answer is given.
   */
  run(work: (tx: Db) => Promise<Answer>, onBeaten?: () => Promise<void>): Promise<Response>;
};

/** The request's key, checked: FAILED_VALIDATION on the header when it is not 1–200 printable characters; null without one. */
function keyOf(c: Context<AppEnv>): string | null {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError('FAILED_VALIDATION', { [IDEMPOTENCY_KEY_HEADER]: [c.get('t').validation.format] });
  }
  return key;
}

/** The request's fingerprint: its validated body, whose keys come in the contract's order. */
const fingerprint = (request: unknown) => createHash('sha256').update(JSON.stringify(request ?? null)).digest('base64url');

async function keptAnswer(c: Context<AppEnv>, db: Db, route: string, key: string, requestHash: string): Promise<Answer | null> {
  const [row] = await db
    .select({ status: idempotencyKeys.status, body: idempotencyKeys.body, requestHash: idempotencyKeys.request_hash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.requestHash !== requestHash) {
    throw new ApiError('FAILED_VALIDATION', { [IDEMPOTENCY_KEY_HEADER]: [c.get('t').validation.idempotencyKeyReused] });
  }
  return { status: row.status as ContentfulStatusCode, body: row.body };
}

/**
 * A call done once per `Idempotency-Key` on its route (method and path, ids included); `request`
 * is what the call was asked (its validated body), which a retry must repeat.
 */
export async function once(c: Context<AppEnv>, request: unknown = null): Promise<Once> {
  const { db } = c.get('deps');
  const key = keyOf(c);
  const route = `${c.req.method} ${c.req.path}`;
  const requestHash = fingerprint(request);
  const answer = ({ status, body }: Answer) => c.json(body as object, status);
  const kept = key === null ? null : await keptAnswer(c, db, route, key, requestHash);
  return {
    kept: kept && answer(kept),
    async run(work, onBeaten) {
      if (key === null) return answer(await db.transaction(work));
      const done = await db.transaction(async (tx) => {
        // Claims the key first: a parallel try waits here until this one ends, then finds it taken.
        const [claimed] = await tx
          .insert(idempotencyKeys)
          .values({ route, key, request_hash: requestHash, status: 0, body: {} })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (!claimed) return null;
        const result = await work(tx);
        await tx
          .update(idempotencyKeys)
          .set({ status: result.status, body: result.body })
          .where(and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)));
        return result;
      });
      if (done) return answer(done);
      await onBeaten?.();
      const first = await keptAnswer(c, db, route, key, requestHash);
      if (!first) throw new Error('The answer of the first try with this Idempotency-Key was not kept');
      return answer(first);
    },
  };
}

/** How long a call's answer is kept for its retries: the warehouse retries within minutes or hours, not days. */
export const IDEMPOTENCY_KEEP_DAYS = 7;

/** Forgets the answers older than IDEMPOTENCY_KEEP_DAYS at `now` (hourly, with the free-storage check), so the table does not grow forever. */
export async function forgetOldAnswers(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.created_at, new Date(now.getTime() - IDEMPOTENCY_KEEP_DAYS * DAY_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
