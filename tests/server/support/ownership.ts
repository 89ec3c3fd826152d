// What every customer resource must answer to a caller who does not own it.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/open.ts';
import { clients, users } from '../../../server/db/schema.ts';
import { expectError } from './errors.ts';
import type { RequestOptions, TestApp } from './test-app.ts';

export async function clientIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: clients.id }).from(clients).innerJoin(users, eq(users.id, clients.user_id)).where(eq(users.email, email));
  if (!row) throw new Error(`no client for ${email}`);
  return row.id;
}

/**
 * NOT_FOUND for `path`, with the very body a missing id gets: nothing tells that the resource exists.
 * A GET unless `request` gives a method (and a JSON or form body) for a change to the resource.
 */
export async function expectSameNotFound(
  t: TestApp,
  path: string,
  token: string,
  request: Pick<RequestOptions, 'method' | 'json' | 'body'> = {},
): Promise<void> {
  const missing = path.replace(/\/\d+(?=\/|$|\?)/, '/2147483647');
  expect(missing).not.toBe(path);
  const send = (to: string) => t.request(to, { ...request, token, lang: 'en' });
  const [res, control] = await Promise.all([send(path), send(missing)]);
  const body = await expectError(res, 'NOT_FOUND');
  expect(body).toEqual(await expectError(control, 'NOT_FOUND'));
}
