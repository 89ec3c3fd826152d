// "Free storage ends in 3 days" (docs/product.md#notices, docs/product.md#free-storage): one notice
// per package, however many servers run the check at once.
import { sql } from 'drizzle-orm';
import { STORAGE_ENDING_NOTICE_DAYS } from '../../src/api/contract/notices.ts';
import type { Db } from '../db/open.ts';

/**
 * Gives every package in the warehouse whose last free day (received_on + `freeStorageDays`, as
 * server/rules/free-storage.ts reads it) falls from `now`'s day to STORAGE_ENDING_NOTICE_DAYS
 * later its STORAGE_ENDING notice, once. A last free day already gone gets none: the warning
 * would come too late to act on (a server down then, or FREE_STORAGE_DAYS lowered).
 */
export async function addStorageEndingNotices(db: Db, now: Date, freeStorageDays: number): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  // One statement: the partial unique index settles two servers inserting the same package at once;
  // each notice made queues its e-mail with it, unless the customer turned these off (as
  // server/mail/notice-outbox.ts's enqueueNoticeMail does for the others). A customer's of one day
  // leave as one e-mail (server/mail/notice/storage-ending-digest.ts).
  await db.execute(sql`
    with added as (
      insert into notices (client_id, kind, package_id, data, created_at)
      select p.client_id, 'STORAGE_ENDING', p.id,
        jsonb_build_object('free_until', to_char(p.received_on + ${freeStorageDays}::int, 'YYYY-MM-DD')), ${now.toISOString()}::timestamptz
      from packages p
      where p.status = 'IN_WAREHOUSE'
        and p.received_on + ${freeStorageDays}::int between ${today}::date and ${today}::date + ${STORAGE_ENDING_NOTICE_DAYS}::int
        and not exists (select 1 from notices n where n.kind = 'STORAGE_ENDING' and n.package_id = p.id)
      on conflict (package_id) where kind = 'STORAGE_ENDING' do nothing
      returning id, client_id, created_at)
    insert into notice_mails (notice_id, next_attempt_at, created_at)
    select a.id, a.created_at, a.created_at from added a join clients c on c.id = a.client_id
    where not ('STORAGE_ENDING' = any(c.email_off))`);
}
