// PGlite on a worker thread of its own (pglite-worker.ts), so a query no longer stops the
// server's event loop: on a list of 20 packages, PostgreSQL's WebAssembly was half the server's time.
import { Worker } from 'node:worker_threads';
import { typeHandlers, type ArrayType, type PgliteEngine } from './pglite-engine.ts';

export type WorkerSetup = { dataDir: string; loadDataDir?: ArrayBuffer; setupSql: string };
export type WorkerRequest = { id: number; op: 'exec' | 'dump' | 'close'; message?: Uint8Array };
export type WorkerReply = { id: number; bytes?: Uint8Array; arrayTypes?: ArrayType[]; error?: string };

type Pending = { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void };

/** Opens PGlite in `dataDir` on a worker thread, runs `setupSql` there, and resolves once it answers. */
export async function threadEngine(dataDir: string, { loadDataDir, setupSql }: { loadDataDir?: Blob; setupSql: string }): Promise<PgliteEngine> {
  const setup: WorkerSetup = { dataDir, setupSql, ...(loadDataDir ? { loadDataDir: await loadDataDir.arrayBuffer() } : {}) };
  const worker = new Worker(new URL('./pglite-worker-boot.mjs', import.meta.url), { workerData: setup });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let failure: Error | null = null;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error !== undefined) waiting?.reject(new Error(`PGlite: ${reply.error}`));
    else waiting?.resolve(reply);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite's worker thread ended (${code})`)));

  const ask = (id: number, request?: Omit<WorkerRequest, 'id'>) =>
    new Promise<WorkerReply>((resolve, reject) => {
      if (failure) return reject(failure);
      pending.set(id, { resolve, reject });
      if (request) worker.postMessage({ id, ...request });
    });

  const ready = await ask(0).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  const bytesOf = async (op: WorkerRequest['op'], message?: Uint8Array) => (await ask(++nextId, { op, message })).bytes!;
  return {
    exec: (message) => bytesOf('exec', message),
    ...typeHandlers(ready.arrayTypes ?? []),
    dumpDataDir: async () => new Blob([(await bytesOf('dump')) as Uint8Array<ArrayBuffer>]),
    close: async () => {
      // A worker that failed has nothing left to write: it is stopped all the same.
      try {
        await ask(++nextId, { op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}
