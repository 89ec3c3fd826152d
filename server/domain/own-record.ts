// The record a path names, for routes under it (its lines, its payments): the caller's, or
// NOT_FOUND with the very answer of a missing id, so nothing tells that another customer's exists.
import type { Context } from 'hono';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { AppEnv } from '../foundation/env.ts';
import { ApiError } from '../foundation/errors.ts';
import { idParam } from '../foundation/validate.ts';
import { ownerClientId } from './current-client.ts';

/** A table of customer records: an id and the owning client. */
export type OwnedTable = PgTable & { id: PgColumn; client_id: PgColumn };

/** The path's `:id` and the caller's client id. */
export const ownIdValues = (c: Context<AppEnv>) => ({ id: idParam(c), clientId: ownerClientId(c.get('user')) });

/** The path's record of `table` if it is the caller's: a filter, so the query that reads it checks that too. */
export function ownFilter(c: Context<AppEnv>, table: OwnedTable): SQL {
  const { id, clientId } = ownIdValues(c);
  return sql`${eq(table.id, id)} and ${eq(table.client_id, clientId)}`;
}

/** The same for a prepared query (placeholders `id` and `clientId`, see ownIdValues): one row or none. */
export const ownById = <S extends PgSelect>(table: OwnedTable, select: S) =>
  select.where(and(eq(table.id, sql.placeholder('id')), eq(table.client_id, sql.placeholder('clientId')))).limit(1);

/** The path's `:id` record of `table` when it is the caller's, with the caller's client id. */
export async function ownRecord(c: Context<AppEnv>, table: OwnedTable): Promise<{ id: number; clientId: number }> {
  const [row] = await c.get('deps').db.select({ id: table.id }).from(table).where(ownFilter(c, table)).limit(1);
  if (!row) throw new ApiError('NOT_FOUND');
  return ownIdValues(c);
}
