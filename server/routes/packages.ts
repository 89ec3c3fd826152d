import { createRoute } from '@hono/zod-openapi';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PageQuerySchema } from '../../src/api/contract/envelope.ts';
import { PackageListQuerySchema, PackageListSchema, PackageLogPageSchema, PackageResponseSchema } from '../../src/api/contract/packages.ts';
import type { Db } from '../db/open.ts';
import { preparedFor } from '../db/prepared.ts';
import { packageEvents, packages } from '../db/schema.ts';
import { shippableSql } from '../domain/consolidation.ts';
import { callersNewestFirstPage, callersPage, ownPage, type CallersPageValues } from '../domain/own-page.ts';
import { ownById, ownIdValues } from '../domain/own-record.ts';
import { freeStorageDaysOf } from '../rules/free-storage.ts';
import { callerOfToken } from '../auth/tokens.ts';
import { requireAuth, requireAuthInQuery } from '../http/auth-middleware.ts';
import { describedRoutes, idParams, json, on, refusals, SIGNED_IN } from '../http/described.ts';
import { ApiError } from '../foundation/errors.ts';
import { pageMeta, totalOver } from '../foundation/paging.ts';
import { labelOf } from '../i18n/format.ts';
import { selectPackages, serializePackages } from '../serializers/package.ts';

const inWarehouse = eq(packages.status, 'IN_WAREHOUSE');
const NO_PACKAGES = { total: 0, in_warehouse: 0 };

/** The page query of a client's packages, newest first, with the list's counts; `filter` narrows the list. */
const packagePage = (db: Db, name: string, filter?: SQL) =>
  callersNewestFirstPage(
    packages,
    selectPackages(db, {
      total: totalOver(),
      in_warehouse: sql<number>`(count(*) filter (where ${inWarehouse}) over ())::int`,
      ...callerOfToken.columns(),
    }).$dynamic(),
    filter,
  ).prepare(name);
const listPackages = preparedFor((db) => packagePage(db, 'list_packages'));
const listShippablePackages = preparedFor((db) => packagePage(db, 'list_shippable_packages', shippableSql));
const ownPackage = preparedFor((db) => ownById(packages, selectPackages(db).$dynamic()).prepare('package'));
const listEvents = preparedFor((db) =>
  db
    .select({
      id: packageEvents.id,
      package_id: packageEvents.package_id,
      tracking: packages.tracking,
      key: packageEvents.key,
      created_at: packageEvents.created_at,
      total: totalOver(),
    })
    .from(packageEvents)
    .innerJoin(packages, eq(packages.id, packageEvents.package_id))
    .where(eq(packages.client_id, sql.placeholder('clientId')))
    .orderBy(desc(packageEvents.created_at), desc(packageEvents.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('list_package_events'),
);

const signedIn = { tags: ['Packages'], security: SIGNED_IN };

const listPackagesRoute = createRoute({
  ...signedIn,
  middleware: requireAuthInQuery,
  method: 'get',
  path: '/packages',
  operationId: 'listPackages',
  summary: "The customer's packages, newest first",
  description: '`shippable=1` keeps only the packages a consolidation request can take; `meta.in_warehouse` counts those in the warehouse now, in the list as asked.',
  request: { query: PackageListQuerySchema },
  responses: {
    200: json(PackageListSchema, 'A page of the packages'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION'),
  },
});

const listPackageLogsRoute = createRoute({
  ...signedIn,
  middleware: requireAuth,
  method: 'get',
  path: '/packages/logs',
  operationId: 'listPackageLogs',
  summary: "The status history of all the customer's packages, newest first",
  request: { query: PageQuerySchema },
  responses: {
    200: json(PackageLogPageSchema, 'A page of the status changes'),
    ...refusals('AUTHENTICATION_EXCEPTION', 'FAILED_VALIDATION'),
  },
});

// Digits only (idParams), so fixed paths such as /packages/logs never reach its handler.
const getPackageRoute = createRoute({
  ...signedIn,
  middleware: requireAuth,
  method: 'get',
  path: '/packages/{id}',
  operationId: 'getPackage',
  summary: "One of the customer's packages",
  request: { params: idParams('id') },
  responses: { 200: json(PackageResponseSchema, 'The package'), ...refusals('AUTHENTICATION_EXCEPTION', 'NOT_FOUND') },
});

export function packageRoutes() {
  const routes = describedRoutes();

  // `shippable=1`: only the packages a consolidation request can take (docs/product.md#consolidation-requests).
  on(routes, listPackagesRoute, async (c) => {
    const { db } = c.get('deps');
    const load = ({ shippable }: { shippable?: '1' }) => {
      const filter = shippable ? shippableSql : undefined;
      return {
        rows: (values: CallersPageValues) => (shippable ? listShippablePackages : listPackages)(db).execute(values),
        totalsOf: ({ total, in_warehouse }: { total: number; in_warehouse: number }) => ({ total, in_warehouse }),
        count: async (clientId: number) => {
          const [counts] = await db
            .select({ total: sql<number>`count(*)::int`, in_warehouse: sql<number>`(count(*) filter (where ${inWarehouse}))::int` })
            .from(packages)
            .where(and(eq(packages.client_id, clientId), filter));
          return counts ?? NO_PACKAGES;
        },
      };
    };
    const { query, rows, totals } = await callersPage(c, NO_PACKAGES, load, PackageListQuerySchema);
    const data = serializePackages(c.get('signer'), rows, freeStorageDaysOf(c.get('deps')));
    return c.json({ data, meta: { ...pageMeta(totals.total, query), in_warehouse: totals.in_warehouse } }, 200);
  });

  on(routes, listPackageLogsRoute, async (c) => {
    const { db } = c.get('deps');
    const labels = c.get('t').labels.packageStatus;
    const { query, rows, totals } = await ownPage(c, 0, (clientId) => ({
      rows: (limit, offset) => listEvents(db).execute({ clientId, limit, offset }),
      totalsOf: (row) => row.total,
      count: async () =>
        db.$count(packageEvents, inArray(packageEvents.package_id, db.select({ id: packages.id }).from(packages).where(eq(packages.client_id, clientId)))),
    }));
    const data = rows.map(({ total: _total, ...e }) => ({ ...e, keyLabel: labelOf(labels, e.key), created_at: e.created_at.toISOString() }));
    return c.json({ data, meta: pageMeta(totals, query) }, 200);
  });

  on(routes, getPackageRoute, async (c) => {
    const { db } = c.get('deps');
    const rows = await ownPackage(db).execute(ownIdValues(c));
    const [data] = serializePackages(c.get('signer'), rows, freeStorageDaysOf(c.get('deps')));
    if (!data) throw new ApiError('NOT_FOUND');
    return c.json({ data }, 200);
  });

  return routes;
}
