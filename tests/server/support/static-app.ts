// The server with no database, hosting a build folder: for the tests of static hosting.
import { createApp } from '../../../server/app.ts';
import { createClock } from '../../../server/clock.ts';
import type { Db } from '../../../server/db/open.ts';
import type { FileStore } from '../../../server/storage/store.ts';
import { silentLog } from './log-capture.ts';

// Static hosting never needs the database nor the stored files (a page that asks for the company's
// sign-in picture gets the build's when the database fails).
const noDb = new Proxy({}, { get: () => () => { throw new Error('no database in this test'); } }) as unknown as Db;
const noStore = new Proxy({}, { get: () => () => { throw new Error('no file store in this test'); } }) as unknown as FileStore;

export function staticApp(dir: string, cspConnectSrc: string[] = []) {
  return createApp({
    db: noDb,
    store: noStore,
    clock: createClock(),
    mail: { kind: 'smtp', send: async () => {} },
    staticDir: dir,
    mediaSecret: 'x',
    publicUrl: 'http://localhost',
    cspConnectSrc,
    log: silentLog(),
  });
}
