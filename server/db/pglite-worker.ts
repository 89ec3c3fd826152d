// The worker thread PGlite runs on (pglite-thread.ts starts it): opens the database, then runs
// what the server sends, one message at a time, and answers with the backend's bytes.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { ARRAY_TYPES_SQL, execRaw, oneAtATime, type ArrayType } from './pglite-engine.ts';
import type { WorkerReply, WorkerRequest, WorkerSetup } from './pglite-thread.ts';

const port = parentPort!;
const { dataDir, loadDataDir, setupSql } = workerData as WorkerSetup;
const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

try {
  const client = new PGlite(dataDir, loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {});
  await client.exec(setupSql);
  const arrayTypes = (await client.query<ArrayType>(ARRAY_TYPES_SQL)).rows;
  const answer = oneAtATime(async ({ id, op, message }: WorkerRequest) => {
    try {
      if (op === 'exec') {
        const bytes = await execRaw(client, message!);
        // Only bytes that own their whole memory are moved; a view (of Buffer's shared pool) is
        // copied first (new Uint8Array copies, where a Buffer's slice() would be a view again).
        const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
        reply({ id, bytes: own }, [own.buffer as ArrayBuffer]);
      } else if (op === 'dump') {
        const dump = await (await client.dumpDataDir('none')).arrayBuffer();
        reply({ id, bytes: new Uint8Array(dump) }, [dump]);
      } else {
        await client.close();
        reply({ id });
        port.close();
      }
    } catch (error) {
      reply({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  port.on('message', answer);
  reply({ id: 0, arrayTypes });
} catch (error) {
  reply({ id: 0, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  port.close();
}
