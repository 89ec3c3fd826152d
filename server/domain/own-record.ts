// The record a path names, for routes under it (its lines, its payments): the caller's, or
// NOT_FOUND with the very answer of a missing id, so nothing tells that another customer's exists.
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { idParam } from '../http/validate.ts';
import { ownerClientId } from './current-client.ts';

/** A table of customer records: an id and the owning client. */
export type OwnedTable = PgTable & { id: PgColumn; client_id: PgColumn };

/** The path's `:id` record of `table` when it is the caller's, with the caller's client id. */
export async function ownRecord(c: Context<AppEnv>, table: OwnedTable): Promise<{ id: number; clientId: number }> {
  const { db } = c.get('deps');
  const id = idParam(c);
  const clientId = ownerClientId(c.get('user'));
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.client_id, clientId)))
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND');
  return { id, clientId };
}
