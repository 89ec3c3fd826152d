import { Hono } from 'hono';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PageQuerySchema } from '../../src/api/contract/envelope.ts';
import { packageEvents, packages } from '../db/schema.ts';
import { ownerClientId } from '../domain/current-client.ts';
import { ownPage } from '../domain/own-page.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { pageMeta, pageOffset } from '../http/paging.ts';
import { idParam, readQuery } from '../http/validate.ts';
import { labelOf } from '../i18n/format.ts';
import { selectPackages, serializePackages } from '../serializers/package.ts';

const logColumns = {
  id: packageEvents.id,
  package_id: packageEvents.package_id,
  tracking: packages.tracking,
  key: packageEvents.key,
  created_at: packageEvents.created_at,
};

export function packageRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/packages', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const query = readQuery(c, PageQuerySchema);
    const { clientId } = c.get('user');
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

  // The status history of all the caller's packages, newest first.
  routes.get('/packages/logs', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const labels = c.get('t').labels.packageStatus;
    const own = (clientId: number) => eq(packages.client_id, clientId);
    const page = await ownPage(c, {
      count: (clientId) =>
        db.$count(packageEvents, inArray(packageEvents.package_id, db.select({ id: packages.id }).from(packages).where(own(clientId)))),
      load: async (clientId, limit, offset) => {
        const rows = await db
          .select(logColumns)
          .from(packageEvents)
          .innerJoin(packages, eq(packages.id, packageEvents.package_id))
          .where(own(clientId))
          .orderBy(desc(packageEvents.created_at), desc(packageEvents.id))
          .limit(limit)
          .offset(offset);
        return rows.map((e) => ({ ...e, keyLabel: labelOf(labels, e.key), created_at: e.created_at.toISOString() }));
      },
    });
    return c.json(page);
  });

  // Digits only, so fixed paths such as /packages/logs never reach this handler.
  routes.get('/packages/:id{[0-9]+}', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const id = idParam(c);
    const clientId = ownerClientId(c.get('user'));
    const rows = await selectPackages(db).where(and(eq(packages.id, id), eq(packages.client_id, clientId))).limit(1);
    if (rows.length === 0) throw new ApiError('NOT_FOUND');
    const [data] = await serializePackages(db, c.get('signer'), rows);
    return c.json({ data });
  });

  return routes;
}
