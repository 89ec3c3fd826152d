// The customer's notices (docs/product.md#notices): what happened to their packages, shipments
// and invoices, newest first, and which of them they have seen.
import { Hono } from 'hono';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NoticeListQuerySchema, NoticesReadSchema } from '../../src/api/contract/notices.ts';
import type { Db } from '../db/open.ts';
import { preparedFor } from '../db/prepared.ts';
import { notices } from '../db/schema.ts';
import { callersNewestFirstPage, callersPage, type CallersPageValues } from '../domain/own-page.ts';
import { callerOfToken } from '../auth/tokens.ts';
import { requireAuth, requireAuthInQuery } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { pageMeta, totalOver } from '../http/paging.ts';
import { fitsInt4, readJson } from '../http/validate.ts';
import { selectNotices, serializeNotices } from '../serializers/notice.ts';

const unread = isNull(notices.read_at);
const NO_NOTICES = { total: 0, unread: 0 };

// The bell's number comes with the page, a window column over every notice of the customer.
const listNotices = preparedFor((db) =>
  callersNewestFirstPage(
    notices,
    selectNotices(db, {
      total: totalOver(),
      unread: sql<number>`(count(*) filter (where ${unread}) over ())::int`,
      ...callerOfToken.columns(),
    }).$dynamic(),
  ).prepare('list_notices'),
);

async function unreadOf(db: Db, clientId: number): Promise<number> {
  return db.$count(notices, and(eq(notices.client_id, clientId), unread));
}

/** Both of the list's totals in one query, for a page past the first (which reads them with its rows). */
async function countNotices(db: Db, clientId: number): Promise<typeof NO_NOTICES> {
  const [counts] = await db
    .select({ total: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${unread}))::int` })
    .from(notices)
    .where(eq(notices.client_id, clientId));
  return counts ?? NO_NOTICES;
}

export function noticeRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/notices', requireAuthInQuery, async (c) => {
    const { db } = c.get('deps');
    const { query, rows, totals } = await callersPage(
      c,
      NO_NOTICES,
      () => ({
        rows: (values: CallersPageValues) => listNotices(db).execute(values),
        totalsOf: ({ total, unread: n }) => ({ total, unread: n }),
        count: (clientId) => countNotices(db, clientId),
      }),
      NoticeListQuerySchema,
    );
    return c.json({ data: serializeNotices(rows, c.get('t')), meta: { ...pageMeta(totals.total, query), unread: totals.unread } });
  });

  // Only the caller's own notices are marked: another customer's ids match nothing, as ids that do not exist.
  routes.post('/notices/read', requireAuth, async (c) => {
    const { db, clock } = c.get('deps');
    const body = await readJson(c, NoticesReadSchema);
    const { clientId } = c.get('user');
    if (clientId === null) return c.json({ data: { unread: 0 } });
    // An id past a row id's range names no notice, and could not be compared with one.
    const chosen = 'ids' in body ? inArray(notices.id, body.ids.filter(fitsInt4)) : undefined;
    await db.update(notices).set({ read_at: clock.now() }).where(and(eq(notices.client_id, clientId), unread, chosen));
    return c.json({ data: { unread: await unreadOf(db, clientId) } });
  });

  return routes;
}
