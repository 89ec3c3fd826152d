// A notice e-mail's one-click unsubscribe (docs/product.md#notices): the link names the customer and
// the kind of notice, signed with MEDIA_SECRET, so it works without a session and cannot be forged
// for somebody else. It does not expire: an old e-mail's link must still stop the next ones.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTICE_KINDS, type NoticeKind } from '../../src/api/contract/notices.ts';

export type Unsubscription = { clientId: number; kind: NoticeKind };

/** The path of the unsubscribe page, and of its POST (List-Unsubscribe-Post). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

const signature = (secret: string, clientId: number, kind: NoticeKind) =>
  createHmac('sha256', secret).update(`unsubscribe:${clientId}:${kind}`).digest('base64url');

/** `<client id>.<kind>.<signature>`: short enough for any mail client, and URL-safe. */
export function unsubscribeToken(secret: string, { clientId, kind }: Unsubscription): string {
  return `${clientId}.${kind}.${signature(secret, clientId, kind)}`;
}

/** The absolute link an e-mail carries, from PUBLIC_URL. */
export function unsubscribeUrl(publicUrl: string, secret: string, unsubscription: Unsubscription): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}/${unsubscribeToken(secret, unsubscription)}`;
}

/** What a token asks, or null when it is malformed or its signature is not ours. */
export function readUnsubscribeToken(secret: string, token: string): Unsubscription | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const clientId = Number(match[1]);
  const kind = NOTICE_KINDS.find((known) => known === match[2]);
  if (!kind || !Number.isSafeInteger(clientId)) return null;
  const expected = Buffer.from(signature(secret, clientId, kind));
  const given = Buffer.from(match[3]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { clientId, kind } : null;
}
