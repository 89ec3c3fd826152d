// Telling a customer what happened (docs/product.md#notices). A notice is written by the same
// transaction as its event (a package received, a shipment's status, an invoice, a payment's
// review), so an event never stands without its notice, nor a notice without its event. Its
// e-mail is queued by the same transaction (server/mail/notice-outbox.ts), sent after it commits.
import type { NoticeData, NoticeKind } from '../../src/api/contract/notices.ts';
import type { Db } from '../db/open.ts';
import { notices } from '../db/schema.ts';
import { enqueueNoticeMail } from '../mail/notice-outbox.ts';

export type NewNotice = {
  client_id: number;
  kind: NoticeKind;
  package_id?: number;
  shipment_id?: number;
  invoice_id?: number;
  payment_id?: number;
  data?: NoticeData;
  /** When the event happened, by the server's clock (server/clock.ts), as the event's own rows are dated. */
  created_at: Date;
};

/** Writes a notice, and its e-mail unless the customer turned that kind off, with `tx`, the transaction of the event it tells of. */
export async function addNotice(tx: Db, notice: NewNotice): Promise<number> {
  const [row] = await tx.insert(notices).values({ ...notice, data: notice.data ?? {} }).returning({ id: notices.id });
  await enqueueNoticeMail(tx, { noticeId: row!.id, clientId: notice.client_id, kind: notice.kind, createdAt: notice.created_at });
  return row!.id;
}
