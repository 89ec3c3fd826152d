// The postgres.js client of a server on PostgreSQL, with the limits that make an outage answer fast
// (docs/product.md#production): a connect timeout, a statement timeout, a bounded pool.
import postgres, { type Sql } from 'postgres';
import { boundedWait, type DatabaseLimits } from './outage.ts';
import { SESSION_SETTINGS } from './session-settings.ts';

/** `sql` is the client itself (the start-up lock reserves a connection of it); `forDrizzle` bounds each query's wait for a connection. */
export function postgresClient(databaseUrl: string, limits: DatabaseLimits): { sql: Sql; forDrizzle: Sql } {
  const sql = postgres(databaseUrl, {
    max: limits.poolMax,
    // postgres.js counts in seconds.
    connect_timeout: limits.connectTimeoutMs / 1000,
    // Its default waits up to 20 s before it tries a lost connection again: a database back up
    // would wait that long for its first query. Nothing is kept of a failure but this wait.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    onnotice: () => {},
    connection: { ...SESSION_SETTINGS, statement_timeout: limits.statementTimeoutMs },
  });
  return { sql, forDrizzle: boundedWait(sql, limits) };
}
