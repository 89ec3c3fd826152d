// `npm run demo:remove`: removes the demo accounts and everything that is theirs (rows in one
// transaction, then their files) from the database and the store the server's settings name, so a
// deployment that started in demo mode can run outside it (docs/product.md#production). With the
// embedded database (no DATABASE_URL), stop the server first: one process at a time opens its folder.
import { ConfigError, readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { removeDemoData, removeDemoFiles } from '../server/seed/demo-accounts.ts';
import { openStore } from '../server/storage/open-store.ts';

const say = (line: string) => console.log(`[demo:remove] ${line}`);

function settings() {
  try {
    return readConfig();
  } catch (error) {
    // The server's own settings, refused as the server would refuse them: one line.
    if (!(error instanceof ConfigError)) throw error;
    console.error(`[demo:remove] cannot start: ${error.message}`);
    process.exit(1);
  }
}

const config = settings();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const { accounts, files } = await removeDemoData(database.db);
  if (accounts.length === 0) {
    say(`no demo account in the ${database.kind} database: nothing to remove`);
  } else {
    say(`removed ${accounts.join(', ')} and everything that was theirs from the ${database.kind} database`);
    const failed = await removeDemoFiles(openStore(config.storage), files);
    say(`deleted ${files.length - failed.length} of their ${files.length} files from the store`);
    if (failed.length > 0) {
      say(`could not delete (no row names them any more; delete them by hand): ${failed.join(' ')}`);
      process.exitCode = 1;
    }
  }
} finally {
  await database.close();
}
