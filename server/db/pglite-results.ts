// PGlite's protocol parser copies every field of every row into a new ArrayBuffer before decoding
// it, and merges its type parsers into a new object on each query: on a list of 20 rows that was a
// fifth of the server's time. This reads a statement's answer (bind, rows, command, ready) from the
// bytes as they came, into the very Results PGlite's parseResults makes of them.
import { types, type QueryOptions, type Results } from '@electric-sql/pglite';

export type Field = { name: string; dataTypeID: number };
type Parser = (value: string, typeId: number) => unknown;
type Parsers = Record<number | string, Parser>;

const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
/** Messages that carry nothing a query's result shows. */
const SILENT = new Set([0x31, 0x32, 0x33, 0x6e, 0x73, 0x5a, 0x49]); // parse, bind, close complete, no data, suspended, ready, empty
/** Command tags whose count is of rows changed (as parseResults counts them). */
const CHANGES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);
const HEADER = 5;

/** An answer with anything else in it (an error, a notice): PGlite's own parser reads it. */
export class NotPlain extends Error {}

/** The client's parsers with the query's on top, merged once per options object (drizzle keeps one per query). */
const merged = new WeakMap<object, Parsers>();
function parsersFor(defaults: Parsers, options: QueryOptions | undefined): Parsers {
  if (!options?.parsers) return defaults;
  let parsers = merged.get(options);
  if (!parsers) {
    parsers = { ...defaults, ...(options.parsers as unknown as Parsers) };
    merged.set(options, parsers);
  }
  return parsers;
}

/** TextDecoder, which PGlite decodes with, drops a leading byte-order mark; so does this. */
function text(buf: Buffer, start: number, end: number): string {
  if (end - start >= 3 && buf[start] === 0xef && buf[start + 1] === 0xbb && buf[start + 2] === 0xbf) start += 3;
  return buf.toString('utf8', start, end);
}

function parseValue(value: string | null, typeId: number, parsers: Parsers): unknown {
  if (value === null) return null;
  const handler = parsers[typeId] ?? (types.parsers as Parsers)[typeId];
  return handler ? handler(value, typeId) : value;
}

/**
 * The result of one statement's answer `bytes`, whose rows have `fields` (null for a statement
 * without rows). Throws NotPlain for an answer with any other message.
 */
export function readResults<T>(bytes: Uint8Array, fields: readonly Field[] | null, defaults: Parsers, options: QueryOptions | undefined): Results<T> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parsers = parsersFor(defaults, options);
  const asArray = options?.rowMode === 'array';
  const rows: unknown[] = [];
  let result: Results<T> | undefined;
  let offset = 0;
  while (offset + HEADER <= buf.length) {
    const code = buf[offset]!;
    const end = offset + 1 + buf.readInt32BE(offset + 1);
    let at = offset + HEADER;
    if (code === DATA_ROW) {
      const count = buf.readInt16BE(at);
      at += 2;
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const length = buf.readInt32BE(at);
        at += 4;
        const value = length === -1 ? null : text(buf, at, at + length);
        if (length > 0) at += length;
        values[i] = parseValue(value, fields![i]!.dataTypeID, parsers);
      }
      rows.push(asArray ? values : Object.fromEntries(values.map((value, i) => [fields![i]!.name, value])));
    } else if (code === COMMAND_COMPLETE) {
      if (result === undefined) {
        const parts = text(buf, at, end - 1).split(' ');
        const command = parts[0]!;
        const rowCount = parseInt(parts[parts.length - 1]!, 10);
        result = { rows: rows as T[], fields: fields ? [...fields] : [], command, affectedRows: CHANGES.has(command) ? rowCount : 0 } as Results<T>;
        if (!Number.isNaN(rowCount)) (result as Results<T> & { rowCount?: number }).rowCount = rowCount;
      }
    } else if (!SILENT.has(code)) {
      throw new NotPlain();
    }
    offset = end;
  }
  return result ?? ({ affectedRows: 0, rows: [], fields: [] } as Results<T>);
}
