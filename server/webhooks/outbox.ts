// The warehouse's webhooks sent (docs/product.md#webhooks): outside any transaction, by whichever
// server claims each first; a failure tried again on the schedule (schedule.ts), then given up.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { MINUTE_MS } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { webhookDeliveries } from '../db/schema.ts';
import type { Deps } from '../foundation/deps.ts';
import { logOf } from '../foundation/log.ts';
import { nextTryAt } from './schedule.ts';
import { postWebhook } from './send.ts';
import type { WebhookSettings } from '../foundation/webhook-settings.ts';

/** The most deliveries one claim takes; a pass claims again while batches come full. */
const WEBHOOK_BATCH = 10;
/** A claimed delivery is nobody else's this long: more than a batch whose receiver never answers (10 × 10 s). */
const WEBHOOK_LEASE_MS = 5 * MINUTE_MS;
/** What of a failure's reason the row keeps. */
const LAST_ERROR_MAX = 500;

type Claimed = { id: number; webhookId: string; type: string; payload: string; attempts: number; createdAt: Date };

/**
 * Claims up to a batch of due deliveries in one statement: each try counted, and put off by the
 * lease. SKIP LOCKED: two servers claiming at once take different rows, and neither waits.
 */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.next_attempt_at, now)))
    .orderBy(asc(webhookDeliveries.next_attempt_at), asc(webhookDeliveries.id))
    .limit(WEBHOOK_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, next_attempt_at: new Date(now.getTime() + WEBHOOK_LEASE_MS) })
    .where(inArray(webhookDeliveries.id, due))
    .returning({
      id: webhookDeliveries.id,
      webhookId: webhookDeliveries.webhook_id,
      type: webhookDeliveries.type,
      payload: webhookDeliveries.payload,
      attempts: webhookDeliveries.attempts,
      createdAt: webhookDeliveries.created_at,
    });
}

type Outcome = 'delivered' | 'retried' | 'failed';

/** One try of a claimed delivery, its outcome written; every failure logged. */
async function sendClaimed(deps: Deps, settings: WebhookSettings, log: Logger, claimed: Claimed): Promise<Outcome> {
  const { db, clock } = deps;
  const result = await postWebhook(settings, claimed, clock.now());
  const now = clock.now();
  const row = eq(webhookDeliveries.id, claimed.id);
  if (result.delivered) {
    await db.update(webhookDeliveries).set({ status: 'delivered', delivered_at: now, last_status: result.status, last_error: null }).where(row);
    return 'delivered';
  }
  const about = { webhookDeliveryId: claimed.id, webhookId: claimed.webhookId, type: claimed.type, attempt: claimed.attempts, status: result.status, reason: result.error };
  const failure = { last_status: result.status, last_error: result.error.slice(0, LAST_ERROR_MAX) };
  const next = nextTryAt(claimed.createdAt, claimed.attempts, now);
  if (!next) {
    await db.update(webhookDeliveries).set({ ...failure, status: 'failed' }).where(row);
    log.error(about, 'webhook not delivered within its 24 hours: given up');
    return 'failed';
  }
  await db.update(webhookDeliveries).set({ ...failure, next_attempt_at: next }).where(row);
  log.warn({ ...about, retryAt: next.toISOString() }, 'webhook not delivered: tried again later');
  return 'retried';
}

export type WebhookPass = Record<Outcome, number>;

/**
 * Sends every webhook due on `deps.clock`, batch after batch, one at a time; nothing without
 * WAREHOUSE_WEBHOOK_URL. Safe on many servers at once: each try is made by one.
 */
export async function sendDueWebhooks(deps: Deps): Promise<WebhookPass> {
  const pass: WebhookPass = { delivered: 0, retried: 0, failed: 0 };
  const settings = deps.warehouseWebhook;
  if (!settings) return pass;
  const log = logOf(deps);
  for (;;) {
    const batch = await claimDue(deps.db, deps.clock.now());
    for (const claimed of batch) pass[await sendClaimed(deps, settings, log, claimed)] += 1;
    if (batch.length < WEBHOOK_BATCH) return pass;
  }
}
