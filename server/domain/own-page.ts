// A paged list of the caller's own records: the page query read, an empty page until the
// customer has a client (a new account owns nothing yet).
import type { Context } from 'hono';
import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { PageQuerySchema, type Page, type PageQuery } from '../../src/api/contract/envelope.ts';
import type { AppEnv } from '../foundation/env.ts';
import { findTokenUser, callerOfToken, tokenCheck, touchToken, type TokenCheck } from '../auth/tokens.ts';
import { bearerToken } from '../auth/bearer.ts';
import { ApiError } from '../foundation/errors.ts';
import { MAX_ROWS, pageMeta, pageWithTotals, type PageLoad } from '../foundation/paging.ts';
import { readQuery } from '../foundation/validate.ts';
import type { OwnedTable } from './own-record.ts';

/**
 * The page the request asks for of the caller's records and its list's totals; `load` gets the
 * caller's client id and the query (read with `schema`: a page query, or one with a list's
 * filters). An empty first page means an empty list: no count is asked for then.
 */
export async function ownPage<R, T, Q extends PageQuery = PageQuery>(
  c: Context<AppEnv>,
  none: T,
  load: (clientId: number, query: Q) => PageLoad<R, T>,
  schema: z.ZodType<Q> = PageQuerySchema as z.ZodType<Q>,
): Promise<{ query: Q; rows: R[]; totals: T }> {
  const query = readQuery(c, schema);
  const { clientId } = c.get('user');
  if (clientId === null) return { query, rows: [], totals: none };
  const { rows, totalsOf, count } = load(clientId, query);
  return { query, ...(await pageWithTotals(query, { rows, totalsOf, count: () => (query.page === 1 ? Promise.resolve(none) : count()) })) };
}

/** A table of customer records that keep when they were made. */
export type DatedTable = OwnedTable & { created_at: PgColumn };

/**
 * The page query of a client's records of `table`, newest first, to prepare: `select` is the
 * list's query without filter, order or paging (a dynamic one: `.$dynamic()`) with a `total`
 * column (`totalOver()`); `filter` keeps some of the client's records only; `owner`: the client's
 * id, a placeholder unless given.
 */
export const newestFirstPage = <S extends PgSelect>(table: DatedTable, select: S, filter?: SQL, owner: SQLWrapper = sql.placeholder('clientId')) =>
  select
    .where(and(eq(table.client_id, owner), filter))
    .orderBy(desc(table.created_at), desc(table.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

/** The values of a page query of the caller's records (callersNewestFirstPage): the token's check and the page. */
export type CallersPageValues = TokenCheck & { limit: number; offset: number };
/** A page of the caller's records, prepared with a TokenCheck's placeholders, `limit` and `offset`. */
export type CallersPreparedPage<R> = { execute(values: CallersPageValues): Promise<R[]> };
/** What a page query of the caller's records carries of the token, to record its use (callerOfToken). */
export type CallersRow = { token_to_touch: number | null };

/**
 * newestFirstPage with the token's check inside: the records of the client whose live token the
 * placeholders name, none when it is not live; `select` carries callerOfToken.columns() beside.
 */
export const callersNewestFirstPage = <S extends PgSelect>(table: DatedTable, select: S, filter?: SQL) =>
  newestFirstPage(table, select, filter, callerOfToken.clientId());

/**
 * ownPage in one round trip for a route behind requireAuthInQuery: the page query checks the token
 * itself (callersNewestFirstPage), so a page with rows is the live token's client's. A page with
 * none (a token that is not live, a customer without a client, an empty list, a page past its end)
 * is followed by the token's check alone, as requireAuth makes it: a token that is not live is
 * refused; otherwise the list's totals are counted apart, beyond the first page.
 */
export async function callersPage<R extends CallersRow, T, Q extends PageQuery = PageQuery>(
  c: Context<AppEnv>,
  none: T,
  load: (query: Q) => { rows: (values: CallersPageValues) => Promise<R[]>; totalsOf: (row: R) => T; count: (clientId: number) => Promise<T> },
  schema: z.ZodType<Q> = PageQuerySchema as z.ZodType<Q>,
): Promise<{ query: Q; rows: R[]; totals: T }> {
  const query = readQuery(c, schema);
  const { db, clock } = c.get('deps');
  const now = clock.now();
  const token = bearerToken(c) ?? '';
  const check = tokenCheck(token, now);
  const { rows, totalsOf, count } = load(query);
  const offset = (query.page - 1) * query.page_size;
  const page = check && offset < MAX_ROWS ? await rows({ ...check, limit: query.page_size, offset }) : [];
  const first = page[0];
  if (first) {
    if (first.token_to_touch !== null) await touchToken(db, first.token_to_touch, now);
    return { query, rows: page, totals: totalsOf(first) };
  }
  const user = await findTokenUser(db, token, now);
  if (!user) throw new ApiError('AUTHENTICATION_EXCEPTION');
  const totals = user.clientId === null || query.page === 1 ? none : await count(user.clientId);
  return { query, rows: [], totals };
}

/**
 * The page the request asks for of the caller's records, newest first, for a route behind
 * requireAuthInQuery: `page` is its callersNewestFirstPage query; `serialize` turns its rows into
 * the contract's shape.
 */
export async function callersNewestFirst<R extends CallersRow & { total: number }, T>(
  c: Context<AppEnv>,
  table: DatedTable,
  page: CallersPreparedPage<R>,
  serialize: (rows: R[]) => T[],
): Promise<Page<T>> {
  const { db } = c.get('deps');
  const { query, rows, totals } = await callersPage(c, 0, () => ({
    rows: (values) => page.execute(values),
    totalsOf: (row) => row.total,
    count: async (clientId) => db.$count(table, eq(table.client_id, clientId)),
  }));
  return { data: serialize(rows), meta: pageMeta(totals, query) };
}
