// Where PGlite's PostgreSQL runs. It is WebAssembly: a query holds the thread that runs it until it
// ends. On the server's own thread (tests' throw-away databases) nothing else moves meanwhile; on
// a worker thread (pglite-thread.ts) the server goes on with HTTP and JSON while a query runs.
import { types, type PGlite } from '@electric-sql/pglite';

type Parsers = PGlite['parsers'];
type Serializers = PGlite['serializers'];

export type PgliteEngine = {
  /** Runs frontend protocol messages, written to disk after; the backend's answer as it came (errors are in it). */
  exec(message: Uint8Array): Promise<Uint8Array>;
  /** The client's type parsers and serializers, array types included, as PGlite's query() has them. */
  parsers: Parsers;
  serializers: Serializers;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
};

/** The element type and array type pairs PGlite reads to parse and serialize arrays (its _initArrayTypes). */
export const ARRAY_TYPES_SQL = `
  select b.oid, b.typarray from pg_catalog.pg_type a
  left join pg_catalog.pg_type b on b.oid = a.typelem
  where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`;

export type ArrayType = { oid: number; typarray: number };

/** PGlite's default parsers and serializers with its array types, as a PGlite instance builds them. */
export function typeHandlers(arrayTypes: readonly ArrayType[]): { parsers: Parsers; serializers: Serializers } {
  const parsers: Parsers = { ...types.parsers };
  const serializers: Serializers = { ...types.serializers };
  for (const { oid, typarray } of arrayTypes) {
    parsers[typarray] = (value: string) => types.arrayParser(value, parsers[oid]!, typarray);
    serializers[typarray] = (value: unknown) => types.arraySerializer(value, serializers[oid], typarray);
  }
  return { parsers, serializers };
}

/** Runs `message` on `client`: the answer's bytes, unread (execProtocolRaw would parse them too). */
export async function execRaw(client: PGlite, message: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  // Each chunk is a view of PGlite's memory, reused by the next one: copied.
  await client.execProtocolRawStream(message, { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) });
  await client.syncToFs();
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/** `run`, each call started once the one before has ended, in the order they came. */
export function oneAtATime<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const next = last.then(() => run(...args));
    last = next.catch(() => undefined);
    return next;
  };
}

/** PGlite on the calling thread. */
export const inProcessEngine = (client: PGlite): PgliteEngine => ({
  exec: oneAtATime((message: Uint8Array) => execRaw(client, message)),
  parsers: client.parsers,
  serializers: client.serializers,
  dumpDataDir: () => client.dumpDataDir('none'),
  close: () => client.close(),
});
