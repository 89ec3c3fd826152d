// A paged list of the caller's own records: the page query read, an empty page until the
// customer has a client (a new account owns nothing yet).
import type { Context } from 'hono';
import { PageQuerySchema, type Page } from '../../src/api/contract/envelope.ts';
import type { AppEnv } from '../http/env.ts';
import { emptyPage, loadPage } from '../http/paging.ts';
import { readQuery } from '../http/validate.ts';
import { findClientId } from './current-client.ts';

export type OwnList<T> = {
  /** How many records the client has. */
  count: (clientId: number) => Promise<number>;
  /** One page of them, in the list's order. */
  load: (clientId: number, limit: number, offset: number) => Promise<T[]>;
};

export async function ownPage<T>(c: Context<AppEnv>, { count, load }: OwnList<T>): Promise<Page<T>> {
  const query = readQuery(c, PageQuerySchema);
  const clientId = await findClientId(c.get('deps').db, c.get('user').id);
  if (clientId === null) return emptyPage(query);
  return loadPage(await count(clientId), query, (limit, offset) => load(clientId, limit, offset));
}
