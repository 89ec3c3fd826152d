import type { Db } from './open.ts';

/**
 * A query prepared once per database (drizzle's `.prepare()`, values as `sql.placeholder`): its
 * SQL is not built again on each request, and PostgreSQL keeps it as a named statement with its
 * plan (PGlite has no named statements: only the building is saved there).
 */
export function preparedFor<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = prepare(db);
      byDb.set(db, query);
    }
    return query;
  };
}
