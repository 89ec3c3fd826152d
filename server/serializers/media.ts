// Every serializer that shows a file goes through here, so every media URL is signed.
import { sql, type SQL } from 'drizzle-orm';
import type { Media } from '../../src/api/contract/media.ts';
import { jsonRows } from '../db/json.ts';
import { media } from '../db/schema.ts';
import type { MediaSigner } from '../media/sign.ts';

type MediaRow = typeof media.$inferSelect;
export type MediaOwnerType = 'package' | 'pre_alert' | 'shipment' | 'invoice' | 'payment' | 'profile';
/** What a serialized file needs of its row. */
export type MediaFields = Pick<MediaRow, 'id' | 'name' | 'original_name' | 'mime_type'>;

export function serializeMedia(row: MediaFields, signer: MediaSigner): Media {
  return { id: row.id, url: signer.url(row.id), mime_type: row.mime_type, name: row.name, original_name: row.original_name };
}

/**
 * The files of the owner `ownerId` names (a column of the outer query), oldest first (the first is
 * the main file), as a JSON column of that query; signed when serialized.
 */
export const mediaOf = (ownerType: MediaOwnerType, ownerId: SQL) =>
  jsonRows<MediaFields>(
    { id: media.id, name: media.name, original_name: media.original_name, mime_type: media.mime_type },
    media,
    sql`${media.owner_type} = ${ownerType} and ${media.owner_id} = ${ownerId}`,
    media.id,
  );

export const serializeMediaList = (rows: readonly MediaFields[], signer: MediaSigner): Media[] => rows.map((row) => serializeMedia(row, signer));

/** A single media URL (a profile picture), or null. */
export const mediaUrl = (id: number | null, signer: MediaSigner) => (id === null ? null : signer.url(id));
