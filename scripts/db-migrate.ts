// `npm run db:migrate`: the database's migrations and nothing else, under the servers' start-up lock,
// then exit: an upgrade runs it before the new release's servers, which then find nothing to do
// (docs/operations.md#upgrades). It reads the servers' settings (DATABASE_URL, or DATA_DIR with the
// embedded database: stop the server first, one process opens its folder). One JSON line says
// the latest migration before and after.
import { ConfigError, readConfig } from '../server/config.ts';
import { openDatabase, type Db, type StartupLockEvent } from '../server/db/open.ts';
import { createLogger } from '../server/foundation/log.ts';
import { migrationVersion, type MigrationVersion } from '../server/http/log-start.ts';

const log = createLogger();
let config;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  log.fatal(`cannot migrate: ${error.message}`);
  process.exit(1);
}

const onStartupLock = (event: StartupLockEvent) =>
  event.state === 'waiting' ? log.info('waiting for the start-up lock: a server is migrating or seeding the database') : undefined;

try {
  let before: MigrationVersion = null;
  // A database never migrated has no record yet: nothing before.
  const beforeMigrations = async (db: Db) => void (before = await migrationVersion(db).catch(() => null));
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, limits: config.database, onStartupLock, beforeMigrations });
  const after = await migrationVersion(database.db);
  await database.close();
  const found = before as MigrationVersion;
  log.info({ before: found, migration: after, changed: found?.hash !== after?.hash, kind: database.kind }, 'migrated');
} catch (error) {
  log.fatal({ err: error }, 'migration failed');
  process.exit(1);
}
