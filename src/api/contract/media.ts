import { z } from 'zod';

export const MediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mime_type: z.string(),
  /** The name the file is kept under (`${userId}-${uniqueId}.${ext}` for what the portal uploads). */
  name: z.string(),
  /** The name the customer's file had, when the upload said it (docs/product.md#calls); else null. */
  original_name: z.string().nullable(),
});
export type Media = z.infer<typeof MediaSchema>;

/**
 * The optional multipart text field that carries the customer's own name of a file the portal
 * sends renamed (docs/product.md#calls); the server keeps it cleaned as it cleans a file's name.
 */
export const UPLOAD_ORIGINAL_NAME_FIELD = 'original_name';
