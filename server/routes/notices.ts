// The customer's notices (docs/product.md#notices): what happened to their packages, shipments
// and invoices, newest first, and which of them they have seen.
import { createRoute } from '@hono/zod-openapi';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NoticeListQuerySchema, NoticePageSchema, NoticesReadResponseSchema, NoticesReadSchema } from '../../src/api/contract/notices.ts';
import type { Db } from '../db/open.ts';
import { preparedFor } from '../db/prepared.ts';
import { notices } from '../db/schema.ts';
import { callersNewestFirstPage, callersPage, type CallersPageValues } from '../domain/own-page.ts';
import { callerOfToken } from '../auth/tokens.ts';
import { requireAuth, requireAuthInQuery } from '../http/auth-middleware.ts';
import { describedRoutes, json, on, refusals, SIGNED_IN } from '../http/described.ts';
import { pageMeta, totalOver } from '../foundation/paging.ts';
import { fitsInt4, readJson } from '../foundation/validate.ts';
import { selectNotices, serializeNotices } from '../serializers/notice.ts';

const unread = isNull(notices.read_at);
const NO_NOTICES = { total: 0, unread: 0 };

// The bell's number comes with the page, a window column over every notice of the customer.
const noticesPage = preparedFor((db) =>
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

const listNotices = createRoute({
  method: 'get',
  path: '/notices',
  tags: ['Notices'],
  security: SIGNED_IN,
  middleware: requireAuthInQuery,
  operationId: 'listNotices',
  summary: "The customer's notices, newest first",
  description: '`meta.unread` counts every unread notice of the customer, not only those of the page.',
  request: { query: NoticeListQuerySchema },
  responses: { 200: json(NoticePageSchema, 'A page of notices'), ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION') },
});

const markNoticesRead = createRoute({
  method: 'post',
  path: '/notices/read',
  tags: ['Notices'],
  security: SIGNED_IN,
  middleware: requireAuth,
  operationId: 'markNoticesRead',
  summary: 'Marks notices seen: those named, or all of them',
  description: "Another customer's ids match nothing, as ids that do not exist.",
  request: { body: { ...json(NoticesReadSchema, 'The notices seen'), required: true } },
  responses: {
    200: json(NoticesReadResponseSchema, 'What is left unread'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION', 'PAYLOAD_TOO_LARGE'),
  },
});

export function noticeRoutes() {
  const routes = describedRoutes();

  on(routes, listNotices, async (c) => {
    const { db } = c.get('deps');
    const { query, rows, totals } = await callersPage(
      c,
      NO_NOTICES,
      () => ({
        rows: (values: CallersPageValues) => noticesPage(db).execute(values),
        totalsOf: ({ total, unread: n }) => ({ total, unread: n }),
        count: (clientId) => countNotices(db, clientId),
      }),
      NoticeListQuerySchema,
    );
    return c.json({ data: serializeNotices(rows, c.get('t')), meta: { ...pageMeta(totals.total, query), unread: totals.unread } }, 200);
  });

  // Only the caller's own notices are marked: another customer's ids match nothing, as ids that do not exist.
  on(routes, markNoticesRead, async (c) => {
    const { db, clock } = c.get('deps');
    const body = await readJson(c, NoticesReadSchema);
    const { clientId } = c.get('user');
    if (clientId === null) return c.json({ data: { unread: 0 } }, 200);
    // An id past a row id's range names no notice, and could not be compared with one.
    const chosen = 'ids' in body ? inArray(notices.id, body.ids.filter(fitsInt4)) : undefined;
    await db.update(notices).set({ read_at: clock.now() }).where(and(eq(notices.client_id, clientId), unread, chosen));
    return c.json({ data: { unread: await unreadOf(db, clientId) } }, 200);
  });

  return routes;
}
