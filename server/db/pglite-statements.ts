// PGlite's query() makes six calls into its WebAssembly (parse, describe, bind, describe, execute,
// sync), and PostgreSQL parses and plans the text every time: on a list with JSON subqueries that
// was two thirds of the database's time. This client keeps each text it is sent as a named
// statement, parsed and planned once as PostgreSQL's own drivers do, and runs it in one call.
import { messages as backend, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { NotPlain, readResults, type Field } from './pglite-results.ts';

/** Named statements kept (the least recently used is closed): the server's queries are a few dozen texts. */
export const STATEMENT_CACHE_SIZE = 256;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Statement = { name: string; paramTypes: number[]; fields: Field[] | null; rowDescription: BackendMessage | undefined };
type DatabaseError = Error & { query?: string; params?: unknown[]; queryOptions?: QueryOptions };

const wire = protocol.serialize;

/**
 * `client` with a query() that answers as PGlite's own (same parsers, serializers, errors and
 * locks) through named statements. Transactions keep PGlite's path: they are writes, and rare.
 */
export function withNamedStatements(client: PGlite, { cacheSize = STATEMENT_CACHE_SIZE } = {}): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;

  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  /** The answer's bytes, unread: execProtocolRaw would parse them too, and keep what it parsed. */
  async function sendRaw(message: Uint8Array): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    // Each chunk is a view of PGlite's memory, reused by the next one: copied.
    await client.execProtocolRawStream(message, { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) });
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  }

  async function prepare(text: string): Promise<Statement> {
    const name = `s${++counter}`;
    const messages = await send(Buffer.concat([wire.parse({ name, text }), wire.describe({ type: 'S', name }), wire.sync()]));
    const rowDescription = messages.find((m) => m.name === 'rowDescription');
    const fields = rowDescription ? (rowDescription as unknown as { fields: Field[] }).fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) : null;
    return { name, paramTypes: parse.parseDescribeStatementResults(messages), fields, rowDescription };
  }

  async function forget(text: string): Promise<void> {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await send(Buffer.concat([wire.close({ type: 'S', name: statement.name }), wire.sync()])).catch(() => undefined);
  }

  /** The text's statement, prepared on first use; a Map keeps insertion order, so the first key is the least recently used. */
  async function statementFor(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const statement = await prepare(text);
    statements.set(text, statement);
    if (statements.size > cacheSize) await forget(statements.keys().next().value!);
    return statement;
  }

  function serialize(params: unknown[], types: number[], options: QueryOptions | undefined): (string | null)[] {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = types[i]!;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
  }

  /** An answer with an error or a notice in it, read by PGlite's parser: its notices told and its first error thrown, as query() does. */
  function slowResults<T>(bytes: Uint8Array, statement: Statement, options: QueryOptions | undefined): Results<T> {
    const messages: BackendMessage[] = statement.rowDescription ? [statement.rowDescription] : [];
    new protocol.Parser().parse(bytes, (message) => messages.push(message));
    const error = messages.find((m) => m instanceof backend.DatabaseError);
    if (error) throw error;
    for (const m of messages) if (m instanceof backend.NoticeMessage) options?.onNotice?.(m);
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    try {
      const statement = await statementFor(text);
      const values = serialize(params, statement.paramTypes, options);
      const bytes = await sendRaw(Buffer.concat([wire.bind({ statement: statement.name, values }), wire.execute({}), wire.sync()]));
      await client.syncToFs();
      try {
        return readResults<T>(bytes, statement.fields, client.parsers, options);
      } catch (error) {
        if (!(error instanceof NotPlain)) throw error;
        return slowResults<T>(bytes, statement, options);
      }
    } catch (error) {
      // Whatever went wrong, the next use prepares the text again; the error says what PGlite's would.
      await forget(text);
      if (error instanceof backend.DatabaseError) Object.assign(error as DatabaseError, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    // A file to copy from or to (COPY ... 'blob') is PGlite's own business.
    if (options?.blob) return client.query<T>(text, params, options);
    await client._checkReady();
    // The locks PGlite's query() takes: after any transaction, one statement at a time.
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, params, options)));
  };

  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
