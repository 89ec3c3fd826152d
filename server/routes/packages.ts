import { Hono } from 'hono';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PageQuerySchema } from '../../src/api/contract/envelope.ts';
import { packages } from '../db/schema.ts';
import { findClientId } from '../domain/current-client.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { pageMeta, pageOffset } from '../http/paging.ts';
import { idParam, readQuery } from '../http/validate.ts';
import { selectPackages, serializePackages } from '../serializers/package.ts';

export function packageRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/packages', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const query = readQuery(c, PageQuerySchema);
    const clientId = await findClientId(db, c.get('user').id);
    if (clientId === null) return c.json({ data: [], meta: { ...pageMeta(0, query), in_warehouse: 0 } });

    const [counts] = await db
      .select({
        total: sql<number>`count(*)::int`,
        in_warehouse: sql<number>`(count(*) filter (where ${packages.status} = 'IN_WAREHOUSE'))::int`,
      })
      .from(packages)
      .where(eq(packages.client_id, clientId));
    const total = Number(counts?.total ?? 0);
    const offset = pageOffset(total, query);
    const rows =
      offset === null
        ? []
        : await selectPackages(db)
            .where(eq(packages.client_id, clientId))
            .orderBy(desc(packages.created_at), desc(packages.id))
            .limit(query.page_size)
            .offset(offset);
    const data = await serializePackages(db, c.get('signer'), rows);
    return c.json({ data, meta: { ...pageMeta(total, query), in_warehouse: Number(counts?.in_warehouse ?? 0) } });
  });

  // Digits only, so fixed paths such as /packages/logs never reach this handler.
  routes.get('/packages/:id{[0-9]+}', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const id = idParam(c);
    const clientId = await findClientId(db, c.get('user').id);
    if (clientId === null) throw new ApiError('NOT_FOUND');
    const rows = await selectPackages(db).where(and(eq(packages.id, id), eq(packages.client_id, clientId))).limit(1);
    if (rows.length === 0) throw new ApiError('NOT_FOUND');
    const [data] = await serializePackages(db, c.get('signer'), rows);
    return c.json({ data });
  });

  return routes;
}
