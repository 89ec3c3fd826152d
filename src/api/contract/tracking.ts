/**
 * A tracking number as it is stored and searched: without spaces (docs/product.md#search), so one
 * pasted as "1Z 999 AA1" is the carrier's "1Z999AA1".
 */
export const withoutSpaces = (text: string): string => text.replace(/\s+/g, '');

/**
 * A tracking number as it is compared (docs/product.md#tracking-numbers): upper-cased, without
 * spaces or dashes, so `1z te-st` and `1ZTEST` are one parcel. The database computes the same
 * rule into each table's `tracking_key` (server/db/schema.ts).
 */
export const trackingKey = (text: string): string => text.replace(/[\s-]+/g, '').toUpperCase();
