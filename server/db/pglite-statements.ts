// PGlite's query() makes six calls into its WebAssembly (parse, describe, bind, describe, execute,
// sync), and PostgreSQL parses and plans the text every time: on a list with JSON subqueries that
// was two thirds of the database's time. This client keeps each text it is sent as a named
// statement, parsed and planned once as PostgreSQL's own drivers do, and runs it in one call to
// its engine (pglite-engine.ts), on whichever thread that runs.
import { messages as backend, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import type { PgliteEngine } from './pglite-engine.ts';
import { NotPlain, readResults, type Field } from './pglite-results.ts';

/** Named statements kept (the least recently used is closed): the server's queries are a few dozen texts. */
const STATEMENT_CACHE_SIZE = 256;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Statement = { name: string; paramTypes: number[]; fields: Field[] | null; rowDescription: BackendMessage | undefined };
type DatabaseError = Error & { query?: string; params?: unknown[]; queryOptions?: QueryOptions };

/** A statement to run (`run`: as PGlite's query() answers) or a command of the session's own (`command`: BEGIN, COMMIT...: its tag). */
export type NamedStatements = {
  run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>>;
  command(text: string): Promise<string | undefined>;
};

const wire = protocol.serialize;
/** PostgreSQL's error for a statement name it does not know. */
const INVALID_STATEMENT_NAME = '26000';

/** The backend's messages in `bytes`, read by PGlite's parser. */
function messagesOf(bytes: Uint8Array): BackendMessage[] {
  const messages: BackendMessage[] = [];
  new protocol.Parser().parse(bytes, (message) => messages.push(message));
  return messages;
}

/**
 * The statements of `engine`, answered as PGlite's query() answers (same parsers, serializers,
 * errors and notices). Several may run at once: the engine runs them in the order they are sent.
 */
export function namedStatements(engine: PgliteEngine, { cacheSize = STATEMENT_CACHE_SIZE } = {}): NamedStatements {
  // Each text's statement, as a promise: a text sent twice at once is prepared once.
  const statements = new Map<string, Promise<Statement>>();
  let counter = 0;

  /** The answer's messages; its first error thrown, as PGlite's execProtocol() does. */
  async function send(message: Uint8Array): Promise<BackendMessage[]> {
    const messages = messagesOf(await engine.exec(message));
    const error = messages.find((m) => m instanceof backend.DatabaseError);
    if (error) throw error;
    return messages;
  }

  async function prepare(text: string): Promise<Statement> {
    const name = `s${++counter}`;
    const messages = await send(Buffer.concat([wire.parse({ name, text }), wire.describe({ type: 'S', name }), wire.sync()]));
    const rowDescription = messages.find((m) => m.name === 'rowDescription');
    const fields = rowDescription ? (rowDescription as unknown as { fields: Field[] }).fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) : null;
    return { name, paramTypes: parse.parseDescribeStatementResults(messages), fields, rowDescription };
  }

  /** Closes the text's statement, unless the cache holds another one for it by now. */
  async function forget(text: string, statement: Promise<Statement> | undefined): Promise<void> {
    if (!statement || statements.get(text) !== statement) return;
    statements.delete(text);
    const { name } = await statement.catch(() => ({ name: null }));
    if (name) await send(Buffer.concat([wire.close({ type: 'S', name }), wire.sync()])).catch(() => undefined);
  }

  /** The text's statement, prepared on first use; a Map keeps insertion order, so the first key is the least recently used. */
  function statementFor(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const statement = prepare(text);
    statements.set(text, statement);
    if (statements.size > cacheSize) {
      const [oldest, old] = statements.entries().next().value!;
      void forget(oldest, old);
    }
    return statement;
  }

  function serialize(params: unknown[], types: number[], options: QueryOptions | undefined): (string | null)[] {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = types[i]!;
      const serializer = options?.serializers?.[oid] ?? engine.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
  }

  /** An answer with an error or a notice in it, read by PGlite's parser: its notices told and its first error thrown, as query() does. */
  function slowResults<T>(bytes: Uint8Array, statement: Statement, options: QueryOptions | undefined): Results<T> {
    const messages = [...(statement.rowDescription ? [statement.rowDescription] : []), ...messagesOf(bytes)];
    const error = messages.find((m) => m instanceof backend.DatabaseError);
    if (error) throw error;
    for (const m of messages) if (m instanceof backend.NoticeMessage) options?.onNotice?.(m);
    return parse.parseResults(messages, engine.parsers, options)[0] as Results<T>;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, retried = false): Promise<Results<T>> {
    const statement = statementFor(text);
    try {
      const { name, paramTypes, fields } = await statement;
      const values = serialize(params, paramTypes, options);
      const bytes = await engine.exec(Buffer.concat([wire.bind({ statement: name, values }), wire.execute({}), wire.sync()]));
      try {
        return readResults<T>(bytes, fields, engine.parsers, options);
      } catch (error) {
        if (!(error instanceof NotPlain)) throw error;
        return slowResults<T>(bytes, await statement, options);
      }
    } catch (error) {
      // Whatever went wrong, the next use prepares the text again; the error says what PGlite's would.
      await forget(text, statement);
      // A statement the cache closed while this one was on its way (it was the least recently used): once more.
      if (error instanceof backend.DatabaseError && error.code === INVALID_STATEMENT_NAME && !retried) return run<T>(text, params, options, true);
      if (error instanceof backend.DatabaseError) Object.assign(error as DatabaseError, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  /** A statement of the session itself (BEGIN, COMMIT, ROLLBACK): its command tag. */
  async function command(text: string): Promise<string | undefined> {
    const messages = await send(wire.query(text));
    return (messages.find((m) => m instanceof backend.CommandCompleteMessage) as backend.CommandCompleteMessage | undefined)?.text;
  }

  return {
    run: (text, params, options) =>
      // A file to copy from or to (COPY ... 'blob') would need PGlite's own query().
      options?.blob ? Promise.reject(new Error('COPY with a blob is not supported here')) : run(text, params, options),
    command,
  };
}
