// A paged list of the caller's own records: the page query read, an empty page until the
// customer has a client (a new account owns nothing yet).
import type { Context } from 'hono';
import { desc, eq } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { PageQuerySchema, type Page } from '../../src/api/contract/envelope.ts';
import type { AppEnv } from '../http/env.ts';
import { emptyPage, loadPage } from '../http/paging.ts';
import { readQuery } from '../http/validate.ts';
import type { OwnedTable } from './own-record.ts';

export type OwnList<T> = {
  /** How many records the client has. */
  count: (clientId: number) => Promise<number>;
  /** One page of them, in the list's order. */
  load: (clientId: number, limit: number, offset: number) => Promise<T[]>;
};

export async function ownPage<T>(c: Context<AppEnv>, { count, load }: OwnList<T>): Promise<Page<T>> {
  const query = readQuery(c, PageQuerySchema);
  const { clientId } = c.get('user');
  if (clientId === null) return emptyPage(query);
  return loadPage(await count(clientId), query, (limit, offset) => load(clientId, limit, offset));
}

/** A table of customer records that keep when they were made. */
export type DatedTable = OwnedTable & { created_at: PgColumn };

/**
 * The caller's records of `table`, newest first, paged: `select` is the list's query without
 * filter, order or paging (a dynamic one: `.$dynamic()`), `serialize` turns a page of its rows
 * into the contract's shape.
 */
export function ownNewestFirst<S extends PgSelect, T>(
  c: Context<AppEnv>,
  table: DatedTable,
  select: () => S,
  serialize: (rows: S['_']['result']) => Promise<T[]>,
): Promise<Page<T>> {
  const { db } = c.get('deps');
  const own = (clientId: number) => eq(table.client_id, clientId);
  return ownPage(c, {
    count: (clientId) => db.$count(table, own(clientId)),
    load: async (clientId, limit, offset) =>
      serialize(await select().where(own(clientId)).orderBy(desc(table.created_at), desc(table.id)).limit(limit).offset(offset)),
  });
}
