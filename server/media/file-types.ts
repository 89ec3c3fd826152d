// What an upload may be, told by its first bytes (never by its name or declared type), and the
// upload rules the contract shares with the portal: one place for the pre-alert bill, the payment
// proof and the profile picture.
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../src/api/contract/limits.ts';

export type FileType = (typeof UPLOAD_TYPES)[number];

type Signature = { ext: string; label: string; magic: readonly number[] };

const SIGNATURES: Record<FileType, Signature> = {
  'image/jpeg': { ext: 'jpg', label: 'JPEG', magic: [0xff, 0xd8, 0xff] },
  'image/png': { ext: 'png', label: 'PNG', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  'application/pdf': { ext: 'pdf', label: 'PDF', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
};

/** How many leading bytes decide the type: the longest signature. */
export const SNIFF_BYTES = Math.max(...Object.values(SIGNATURES).map((s) => s.magic.length));

/** The allowed type whose signature the content starts with, or null. */
export function sniffType(head: Uint8Array, allowed: readonly FileType[]): FileType | null {
  return allowed.find((type) => SIGNATURES[type].magic.every((byte, i) => head[i] === byte)) ?? null;
}

export const fileExtension = (type: FileType) => SIGNATURES[type].ext;
export const typeLabels = (types: readonly FileType[]) => types.map((type) => SIGNATURES[type].label);

export type UploadRule = { maxBytes: number; types: readonly FileType[] };

/** A bill or a proof of payment: JPEG, PNG or PDF, at most UPLOAD_MAX_BYTES. */
export const DOCUMENT_UPLOAD: UploadRule = { maxBytes: UPLOAD_MAX_BYTES, types: UPLOAD_TYPES };
/** A profile picture: JPEG or PNG only, at most PROFILE_PICTURE_MAX_BYTES. */
export const IMAGE_UPLOAD: UploadRule = { maxBytes: PROFILE_PICTURE_MAX_BYTES, types: PROFILE_PICTURE_TYPES };
