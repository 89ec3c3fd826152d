// The server with no database, hosting a build folder: for the tests of static hosting.
import { createApp } from '../../../server/app.ts';
import { createClock } from '../../../server/clock.ts';
import type { Db } from '../../../server/db/open.ts';

// Static hosting never touches the database.
const noDb = new Proxy({}, { get: () => () => { throw new Error('no database in this test'); } }) as unknown as Db;

export function staticApp(dir: string, cspConnectSrc: string[] = []) {
  return createApp({
    db: noDb,
    uploadsDir: dir,
    clock: createClock(),
    mail: { kind: 'smtp', send: async () => {} },
    staticDir: dir,
    mediaSecret: 'x',
    cspConnectSrc,
    logError: () => {},
  });
}
