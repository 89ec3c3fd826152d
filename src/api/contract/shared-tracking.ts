import { z } from 'zod';
import { dataOf, InstantSchema } from './envelope.ts';
import { knownOr } from './known-or.ts';
import { ShipmentStatusSchema, TimelineEventSchema } from './shipments.ts';

/** A shared tracking link works this many days from when it is made (docs/product.md#shared-tracking). */
export const SHARE_VALID_DAYS = 30;
/** 128 random bits, base64url: 22 characters. */
export const SHARE_TOKEN_BYTES = 16;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** The portal's path of a shared link: `/t/<token>`. */
export const sharedTrackingPath = (token: string) => `/t/${token}`;

/** POST api/shipments/{id}/share: a new link, shown once (only its digest is kept). */
export const ShipmentShareSchema = z.object({ url: z.string(), expires_at: InstantSchema });
export type ShipmentShare = z.infer<typeof ShipmentShareSchema>;
export const ShipmentShareResponseSchema = dataOf(ShipmentShareSchema);

/**
 * GET api/track/{token}: what anyone holding the link may see, and nothing else: no name,
 * address, price, photo or locker (docs/product.md#shared-tracking).
 */
export const SharedTrackingSchema = z.object({
  tracking: z.string(),
  status: knownOr(ShipmentStatusSchema),
  /** The status, translated like every status. */
  status_label: z.string(),
  origin_country: z.string(),
  destination_country: z.string(),
  /** The status timeline, oldest first: statuses and dates only, never the company's notes to the customer. */
  events: z.array(TimelineEventSchema),
  /** When the link stops working. */
  expires_at: InstantSchema,
});
export type SharedTracking = z.infer<typeof SharedTrackingSchema>;
export const SharedTrackingResponseSchema = dataOf(SharedTrackingSchema);
