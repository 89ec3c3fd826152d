// Shared tracking links (docs/product.md#shared-tracking): 128 random bits handed out once, only
// their SHA-256 kept, so the table never holds a working link. A link works until it expires or
// is revoked; several may work at once, so a link already sent keeps working when another is made.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { SHARE_TOKEN_BYTES, SHARE_TOKEN_PATTERN, SHARE_VALID_DAYS } from '../../src/api/contract/shared-tracking.ts';
import type { ShipmentStatus } from '../../src/api/contract/shipments.ts';
import type { Db } from '../db/open.ts';
import { countries, recipients, shipments, shipmentShares } from '../db/schema.ts';
import { outerColumn } from '../db/subquery-columns.ts';
import { DAY_MS } from '../clock.ts';
import { customerTimeline, timelineLines, type TimelineLine } from './shipment-timeline.ts';

/** Links of one shipment working at once: enough for every relative, not a pile of rows. */
export const SHARE_LINKS_ACTIVE_MAX = 20;

export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Still working at `now`: neither revoked nor expired. */
const working = (now: SQL | Date) => and(isNull(shipmentShares.revoked_at), gt(shipmentShares.expires_at, now));

/**
 * For a select of shipments: the latest expiry of the shipment's working links (null when none), at
 * the placeholder `now` (ISO text: a placeholder's value reaches the driver as it is).
 */
export const sharedUntilColumn = () =>
  sql<Date | null>`(select max(${shipmentShares.expires_at}) from ${shipmentShares} where ${shipmentShares.shipment_id} = ${outerColumn(shipments, shipments.id)} and ${working(sql`${sql.placeholder('now')}::timestamptz`)})`.mapWith(
    shipmentShares.expires_at,
  );

export type ShareFull = { full: true };
export type NewShare = { token: string; expiresAt: Date };

/**
 * A new link for the shipment `filter` names (the caller's own), or null when it names none.
 * The shipment is locked while its links are counted: parallel requests cannot pass the cap together.
 */
export async function makeShare(db: Db, filter: SQL, now: Date): Promise<NewShare | ShareFull | null> {
  return db.transaction(async (tx) => {
    const [shipment] = await tx.select({ id: shipments.id }).from(shipments).where(filter).for('update');
    if (!shipment) return null;
    const active = await tx.$count(shipmentShares, and(eq(shipmentShares.shipment_id, shipment.id), working(now)));
    if (active >= SHARE_LINKS_ACTIVE_MAX) return { full: true };
    const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
    const expiresAt = new Date(now.getTime() + SHARE_VALID_DAYS * DAY_MS);
    await tx.insert(shipmentShares).values({ shipment_id: shipment.id, token_hash: hashShareToken(token), expires_at: expiresAt, created_at: now });
    return { token, expiresAt };
  });
}

/** Revokes every link of the shipment not revoked yet; false when `filter` names no shipment. */
export async function revokeShares(db: Db, filter: SQL, now: Date): Promise<boolean> {
  const [shipment] = await db.select({ id: shipments.id }).from(shipments).where(filter);
  if (!shipment) return false;
  await db
    .update(shipmentShares)
    .set({ revoked_at: now })
    .where(and(eq(shipmentShares.shipment_id, shipment.id), isNull(shipmentShares.revoked_at)));
  return true;
}

export type SharedShipment = {
  tracking: string;
  status: ShipmentStatus;
  expiresAt: Date;
  destination: { name_es: string; name_en: string };
  events: TimelineLine[];
};

/**
 * What a working link shows, or null for a malformed, unknown, revoked or expired one (one answer
 * for all, so a guesser learns nothing). A malformed token costs no query.
 */
export async function sharedShipment(db: Db, token: string, now: Date): Promise<SharedShipment | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      id: shipments.id,
      tracking: shipments.tracking,
      status: shipments.status,
      expiresAt: shipmentShares.expires_at,
      name_es: countries.name_es,
      name_en: countries.name_en,
    })
    .from(shipmentShares)
    .innerJoin(shipments, eq(shipments.id, shipmentShares.shipment_id))
    .innerJoin(recipients, eq(recipients.id, shipments.recipient_id))
    .innerJoin(countries, eq(countries.id, recipients.country_id))
    .where(and(eq(shipmentShares.token_hash, hashShareToken(token)), working(now)))
    .limit(1);
  if (!row) return null;
  const events = customerTimeline(await timelineLines(db, row.id));
  return {
    tracking: row.tracking,
    status: row.status,
    expiresAt: row.expiresAt,
    destination: { name_es: row.name_es, name_en: row.name_en },
    events,
  };
}
