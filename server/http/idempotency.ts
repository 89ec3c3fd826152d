// Retries of the warehouse's POSTs (docs/product.md#the-warehouse-api): with an `Idempotency-Key`,
// a try claims the key in a statement of its own, committed at once, then does the work in a
// transaction that writes its answer into the claim. A retry gets the first answer's very bytes,
// marked as a replay, whatever language it asks; while the first try runs it is told to come back
// (a wait would hold a connection for as long as the first try takes). Only what was done is kept:
// a refusal thrown by the work, an error or a 5xx undoes the work and frees the key, so the retry
// runs again. A key sent again with another request is refused: it is a mistake of the warehouse's
// system, and answering the first request's result would hide it.
import { createHash } from 'node:crypto';
import type { RouteConfig, RouteConfigToTypedResponse } from '@hono/zod-openapi';
import { and, eq, lt, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_PATTERN } from '../../src/api/contract/warehouse.ts';
import { DAY_MS, MINUTE_MS } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';

/** A call's answers, as its route declares them (server/http/described.ts): what `work` returns and what a replay is. */
export type Answer<R extends RouteConfig> = RouteConfigToTypedResponse<R> & Response;

export type Once<R extends RouteConfig> = {
  /** The first try's answer, replayed, when a try before this one was done (one still running is IDEMPOTENCY_IN_PROGRESS, thrown). */
  kept: Answer<R> | null;
  /**
   * Claims the key and does `work` in a transaction that keeps its answer with the key. When the key
   * turns out taken meanwhile, or `work` answers what is not kept (a 5xx), nothing of it stays and
   * `onUndone` runs, for what `work` stored outside the database.
   */
  run(work: (tx: Db) => Promise<Answer<R>>, onUndone?: () => Promise<void>): Promise<Answer<R>>;
};

/** The header a retriable call declares (server/http/described.ts). */
export const IDEMPOTENT = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .max(IDEMPOTENCY_KEY_MAX)
    .optional()
    .meta({ description: 'Makes a retry safe: the same key with the same request answers the first answer again, marked `Idempotent-Replayed: true`.' }),
});

/** Marks a replay: the answer is the first try's, not this one's. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a claim may stay in progress: a try's work takes seconds, so an older claim died with its server, and the next retry takes it over. */
export const IDEMPOTENCY_CLAIM_STALE_MS = 2 * MINUTE_MS;
/** How long a retry is told to wait while the first try runs, in seconds. */
const IN_PROGRESS_RETRY_AFTER_S = 1;
/** A claim's status until its try's answer is written. */
const IN_PROGRESS = 0;
/** The headers a replay repeats: those that say how to read the body, not when or for which request it was sent. */
const REPLAYED_HEADERS = ['content-type', 'content-language', 'location'];
/** Claims lost to tries that keep freeing or taking over the key, before this one is told to come back. */
const CLAIM_ATTEMPTS = 3;

/** Where an answer is kept: its route (method and path, ids included) and its key. */
type Slot = { route: string; key: string };
type Row = typeof idempotencyKeys.$inferSelect;

const at = ({ route, key }: Slot) => and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));
/** The claim of the try that made it at `claimedAt`, until its answer is written or another try takes it over. */
const claimOf = (slot: Slot, claimedAt: Date) => and(at(slot), eq(idempotencyKeys.status, IN_PROGRESS), eq(idempotencyKeys.created_at, claimedAt));
const rowAt = async (db: Db, slot: Slot): Promise<Row | undefined> => (await db.select().from(idempotencyKeys).where(at(slot)))[0];
const isKept = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500);

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

function inProgress(c: Context<AppEnv>): ApiError {
  c.header('Retry-After', String(IN_PROGRESS_RETRY_AFTER_S));
  return new ApiError('IDEMPOTENCY_IN_PROGRESS');
}

/** The first answer again, marked: its very bytes, or its body as JSON for a row kept before the bytes were. */
function replay(c: Context<AppEnv>, row: Row): Response {
  const status = row.status as ContentfulStatusCode;
  const marked = { [REPLAYED_HEADER]: 'true' };
  if (row.response_body === null) return c.json(row.body as object, status, marked);
  return c.body(row.response_body, status, { ...row.response_headers, ...marked });
}

/**
 * What a try answers when its key's row is there: the replay of a done try; FAILED_VALIDATION on the
 * header for another request; IDEMPOTENCY_IN_PROGRESS while the first try runs; null for a claim
 * gone stale, to be taken over.
 */
function answerTo(c: Context<AppEnv>, row: Row, requestHash: string, now: Date): Response | null {
  if (row.request_hash !== requestHash) {
    throw new ApiError('FAILED_VALIDATION', { [IDEMPOTENCY_KEY_HEADER]: [c.get('t').validation.idempotencyKeyReused] });
  }
  if (row.status !== IN_PROGRESS) return replay(c, row);
  if (now.getTime() - row.created_at.getTime() < IDEMPOTENCY_CLAIM_STALE_MS) throw inProgress(c);
  return null;
}

/** Claims the key for this try, committed at once: its claim time; or the answer the key's row gives. */
async function claim(c: Context<AppEnv>, db: Db, slot: Slot, requestHash: string): Promise<Date | Response> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const now = c.get('deps').clock.now();
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ ...slot, request_hash: requestHash, status: IN_PROGRESS, body: {}, created_at: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) return now;
    const row = await rowAt(db, slot);
    // Freed meanwhile by a first try that failed: this one claims it.
    if (!row) continue;
    const answer = answerTo(c, row, requestHash, now);
    if (answer) return answer;
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ created_at: now })
      .where(and(at(slot), eq(idempotencyKeys.status, IN_PROGRESS), lte(idempotencyKeys.created_at, new Date(now.getTime() - IDEMPOTENCY_CLAIM_STALE_MS))))
      .returning({ key: idempotencyKeys.key });
    if (taken) return now;
  }
  throw inProgress(c);
}

/** Thrown in the work's transaction to undo it: with the answer that is not kept, or null when another try took the claim over. */
class Undone extends Error {
  constructor(readonly answer: Response | null) {
    super('The work of this try is undone');
  }
}

/** Frees a claim whose work failed. One left behind (the database gone) goes stale, and a retry takes it over then. */
const release = (db: Db, slot: Slot, claimedAt: Date) =>
  db
    .delete(idempotencyKeys)
    .where(claimOf(slot, claimedAt))
    .then(() => undefined, () => undefined);

/** Does `work` on the claim made at `claimedAt`, writing its answer into it: the answer as sent, or what undid it. */
async function workOnClaim<T extends Response>(db: Db, slot: Slot, claimedAt: Date, work: (tx: Db) => Promise<T>): Promise<T | Undone> {
  try {
    return await db.transaction(async (tx) => {
      // Locked: no retry takes the claim over while the work runs.
      const [mine] = await tx.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(claimOf(slot, claimedAt)).for('update');
      if (!mine) throw new Undone(null);
      const response = await work(tx);
      if (!isKept(response.status)) throw new Undone(response);
      const headers = Object.fromEntries(REPLAYED_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name) ?? '']] : [])));
      const bytes = await response.clone().text();
      await tx
        .update(idempotencyKeys)
        .set({ status: response.status, body: bytes === '' ? {} : JSON.parse(bytes), response_headers: headers, response_body: bytes })
        .where(claimOf(slot, claimedAt));
      return response;
    });
  } catch (error) {
    if (error instanceof Undone) return error;
    await release(db, slot, claimedAt);
    throw error;
  }
}

/**
 * A call of `route` done once per `Idempotency-Key` on its path (method and path, ids included);
 * `request` is what the call was asked (its validated body, a file's hash), which a retry must
 * repeat. A replay is one of the route's answers: the first try's, kept as its work returned it.
 */
export async function once<R extends RouteConfig>(c: Context<AppEnv>, route: R, request: unknown = null): Promise<Once<R>> {
  const { db, clock } = c.get('deps');
  const key = keyOf(c);
  const slot = { route: `${c.req.method} ${c.req.path}`, key: key ?? '' };
  const requestHash = fingerprint(request);
  const row = key === null ? undefined : await rowAt(db, slot);
  // The bytes kept are an answer `work` returned on this route, so they are one of its answers.
  const asAnswer = (response: Response | null) => {
    if (response && !(response.status in route.responses)) throw new Error(`A kept answer (${response.status}) is not one of ${route.method} ${route.path}'s`);
    return response as Answer<R> | null;
  };
  return {
    kept: asAnswer(row ? answerTo(c, row, requestHash, clock.now()) : null),
    async run(work, onUndone) {
      if (key === null) return db.transaction(work);
      const claimed = await claim(c, db, slot, requestHash);
      if (claimed instanceof Response) {
        await onUndone?.();
        return asAnswer(claimed)!;
      }
      const done = await workOnClaim(db, slot, claimed, work);
      if (!(done instanceof Undone)) return done;
      await onUndone?.();
      if (done.answer) {
        await release(db, slot, claimed);
        return asAnswer(done.answer)!;
      }
      // Taken over while this try waited for its transaction: answered as the try that took it.
      const taker = await rowAt(db, slot);
      const answer = taker && answerTo(c, taker, requestHash, clock.now());
      if (answer) return asAnswer(answer)!;
      throw inProgress(c);
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
