// The webhooks' deliveries as the warehouse reads them (docs/product.md#webhooks): where each
// stands, and one sent again on purpose.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { WebhookDeliveriesQuery, WebhookDelivery } from '../../src/api/contract/warehouse-reads.ts';
import type { Db } from '../db/open.ts';
import { webhookDeliveries } from '../db/schema.ts';
import type { PageRead } from '../serializers/warehouse-reads/page.ts';

const columns = {
  id: webhookDeliveries.id,
  webhook_id: webhookDeliveries.webhook_id,
  type: webhookDeliveries.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  next_attempt_at: webhookDeliveries.next_attempt_at,
  last_error: webhookDeliveries.last_error,
  last_status: webhookDeliveries.last_status,
  created_at: webhookDeliveries.created_at,
  delivered_at: webhookDeliveries.delivered_at,
};

type DeliveryRow = Awaited<ReturnType<typeof deliveriesPage>>[number];

export const deliveriesPage = (db: Db, { query, after, take }: PageRead<WebhookDeliveriesQuery>) =>
  db
    .select(columns)
    .from(webhookDeliveries)
    .where(and(gt(webhookDeliveries.id, after), query.status === undefined ? undefined : eq(webhookDeliveries.status, query.status)))
    .orderBy(asc(webhookDeliveries.id))
    .limit(take);

/**
 * The delivery `id` due again at `now`, whatever it stands at, its tries kept (a delivered one
 * too: the receiver deduplicates on its webhook-id); undefined when there is none.
 */
export async function requeueDelivery(db: Db, id: number, now: Date): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', next_attempt_at: now })
    .where(eq(webhookDeliveries.id, id))
    .returning(columns);
  return row;
}

export const serializeDelivery = (row: DeliveryRow): WebhookDelivery => ({
  ...row,
  next_attempt_at: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
  created_at: row.created_at.toISOString(),
  delivered_at: row.delivered_at?.toISOString() ?? null,
});
