// A customer's action told to the warehouse (docs/product.md#webhooks): its webhook written by the
// action's own transaction, so neither stands without the other; sent once it commits.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { webhookDeliveries } from '../db/schema.ts';
import type { Deps } from '../foundation/deps.ts';
import type { MediaSigner } from '../media/sign.ts';
import type { WebhookType } from '../../src/api/contract/warehouse-reads.ts';
import { webhookPayload } from './payloads.ts';

/** What a customer did, and to which record. */
export type CustomerAction = { type: WebhookType; id: number };
/** What a request carries (Hono's `c.var`): the settings, the clock, and the signer of file links. */
export type WebhookSource = { deps: Pick<Deps, 'warehouseWebhook' | 'clock'>; signer: MediaSigner };

/** The specification's ids start `msg_`; random, so no two events share one even across databases. */
const newWebhookId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** Writes the action's webhook with `tx`, after the record is written; nothing without WAREHOUSE_WEBHOOK_URL. */
export async function recordWebhook(tx: Db, { deps, signer }: WebhookSource, { type, id }: CustomerAction): Promise<void> {
  if (!deps.warehouseWebhook) return;
  const now = deps.clock.now();
  const payload = await webhookPayload(tx, signer, type, id, now);
  await tx.insert(webhookDeliveries).values({ webhook_id: newWebhookId(), type, payload: JSON.stringify(payload), next_attempt_at: now, created_at: now });
}
