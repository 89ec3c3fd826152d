// One pre-alert as the warehouse's read gives it (server/serializers/warehouse-reads/pre-alerts.ts), by
// id: the first of its tracking's list after the id before it.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { preAlerts } from '../db/schema.ts';
import { preAlertsPage } from '../serializers/warehouse-reads/pre-alerts.ts';

export async function preAlertById(db: Db, id: number) {
  const [own] = await db.select({ key: preAlerts.tracking_key }).from(preAlerts).where(eq(preAlerts.id, id));
  if (!own?.key) return undefined;
  const [row] = await preAlertsPage(db, { query: { tracking: own.key, limit: 1 }, after: id - 1, take: 1 });
  return row?.id === id ? row : undefined;
}
