/**
 * A tracking number as it is stored and searched: without spaces (docs/product.md#search), so one
 * pasted as "1Z 999 AA1" is the carrier's "1Z999AA1".
 */
export const withoutSpaces = (text: string): string => text.replace(/\s+/g, '');
