// Every serializer that shows a file goes through here, so every media URL is signed.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Media } from '../../src/api/contract/media.ts';
import type { Db } from '../db/open.ts';
import { media } from '../db/schema.ts';
import type { MediaSigner } from '../media/sign.ts';

export type MediaRow = typeof media.$inferSelect;
export type MediaOwnerType = 'package' | 'pre_alert' | 'shipment' | 'invoice' | 'payment' | 'profile';

export function serializeMedia(row: Pick<MediaRow, 'id' | 'name' | 'mime_type'>, signer: MediaSigner): Media {
  return { id: row.id, url: signer.url(row.id), mime_type: row.mime_type, name: row.name };
}

/** The media of many owners in one query, grouped by owner id, oldest first (the first is the main file). */
export async function loadMedia(
  db: Db,
  signer: MediaSigner,
  ownerType: MediaOwnerType,
  ownerIds: readonly number[],
): Promise<Map<number, Media[]>> {
  const grouped = new Map<number, Media[]>();
  if (ownerIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.owner_type, ownerType), inArray(media.owner_id, [...ownerIds])))
    .orderBy(asc(media.id));
  for (const row of rows) {
    const list = grouped.get(row.owner_id) ?? [];
    list.push(serializeMedia(row, signer));
    grouped.set(row.owner_id, list);
  }
  return grouped;
}

/** A single media URL (a profile picture), or null. */
export const mediaUrl = (id: number | null, signer: MediaSigner) => (id === null ? null : signer.url(id));
