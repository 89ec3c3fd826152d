// server/db/pglite-statements.ts: PGlite's queries through named statements answer exactly as
// PGlite's own query() (rows, types, counts, errors), keep its locks around transactions, and
// prepare a text again once it was closed; on the server's thread and on a worker thread alike.
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessEngine, type PgliteEngine } from '../../server/db/pglite-engine.ts';
import { pgliteClient, type PgliteClient } from '../../server/db/pglite-client.ts';
import { threadEngine } from '../../server/db/pglite-thread.ts';

const CACHE_SIZE = 3;
const SETUP = `
  create table things (
    id serial primary key, name text not null unique, price numeric(10, 2), at timestamptz, day date,
    tags jsonb, flag boolean, note text, big bigint
  );
  insert into things (name, price, at, day, tags, flag, note, big) values
    ('one', 12.5, '2024-05-01T10:00:00Z', '2024-05-01', '{"a":[1,2]}', true, null, 9007199254740993),
    ('two', null, null, null, null, false, E'\\uFEFFwith a byte-order mark', null);
`;

// As drizzle asks: rows as arrays with its own parsers, or as objects.
const ARRAYS: QueryOptions = { rowMode: 'array', parsers: { 1184: (v: string) => v, 1082: (v: string) => v } };
const cases: [string, unknown[], QueryOptions | undefined][] = [
  ['select * from things order by id', [], undefined],
  ['select * from things order by id', [], ARRAYS],
  ['select id, name from things where id = $1 and name = $2', [1, 'one'], ARRAYS],
  ['select $1::jsonb as j, $2::timestamptz as t, $3::int[] as a', [{ x: 'é' }, new Date('2024-01-02T03:04:05Z'), [1, 2]], undefined],
  ["select json_build_object('n', count(*)) as o, json_agg(name order by id) as names from things", [], undefined],
  ['select id from things where false', [], ARRAYS],
  ['select note from things where id = $1', [null], undefined],
  ['select 1 as a, 2 as a', [], undefined],
  // An answer PGlite hands over in several pieces, characters of two bytes across their edges.
  ["select n, repeat('é', 20000 + n) as long from generate_series(1, 40) as n", [], ARRAYS],
];

const errorOf = (query: Promise<unknown>) =>
  query.then(
    () => ({}) as Record<string, unknown>,
    (error: unknown) => error as Record<string, unknown>,
  );

const engines: [string, () => Promise<PgliteEngine>][] = [
  [
    "on the server's thread",
    async () => {
      const client = new PGlite();
      await client.exec(SETUP);
      return inProcessEngine(client);
    },
  ],
  ['on a worker thread', () => threadEngine('memory://', { setupSql: SETUP })],
];

describe.each(engines)('named statements on PGlite %s', (_, open) => {
  // `plain` is PGlite's own query() on a database made alike.
  let plain: PGlite;
  let engine: PgliteEngine;
  let named: PgliteClient;
  beforeAll(async () => {
    plain = new PGlite();
    await plain.exec(SETUP);
    engine = await open();
    named = pgliteClient(engine, { cacheSize: CACHE_SIZE });
  });
  afterAll(async () => {
    await plain.close();
    await engine.close();
  });

  it('answer as query() does, once prepared and again from the cache', async () => {
    for (const [text, params, options] of cases) {
      const expected = await plain.query(text, params, options);
      expect(await named.query(text, params, options), text).toEqual(expected);
      expect(await named.query(text, params, options), text).toEqual(expected);
    }
  });

  it('count changed rows as query() does', async () => {
    const insert = "insert into things (name) values ($1), ($2)";
    expect(await named.query(insert, ['a1', 'a2'])).toEqual(await plain.query(insert, ['a1', 'a2']));
    const update = "update things set note = 'x' where name like $1";
    expect(await named.query(update, ['a%'])).toEqual(await plain.query(update, ['a%']));
    const returning = 'delete from things where name in ($1, $2) returning name';
    expect(await named.query(returning, ['a1', 'b1'])).toEqual(await plain.query(returning, ['a1', 'b1']));
    expect((await named.query(returning, ['a2', 'b2'])).rows).toEqual([{ name: 'a2' }]);
  });

  it('throw the error query() throws, and work on afterwards', async () => {
    const insert = 'insert into things (name) values ($1)';
    const expected = await errorOf(plain.query(insert, ['one']));
    const error = await errorOf(named.query(insert, ['one']));
    expect(error).toBeInstanceOf(Error);
    expect(error.constructor).toBe(expected.constructor);
    for (const key of ['message', 'code', 'severity', 'detail', 'constraint', 'table', 'query', 'params']) expect(error[key], key).toEqual(expected[key]);
    await expect(named.query('select nonsense from things')).rejects.toThrow(/nonsense/);
    expect((await named.query(insert, ['fresh'])).affectedRows).toBe(1);
  });

  it('read a notice-raising statement as query() does, telling its notice', async () => {
    const text = "do $$ begin raise notice 'hello'; end $$";
    const told: string[] = [];
    const expected = await plain.query(text, [], { onNotice: (notice) => told.push(`plain ${notice.message}`) });
    expect(await named.query(text, [], { onNotice: (notice) => told.push(`named ${notice.message}`) })).toEqual(expected);
    expect(told).toEqual(['plain hello', 'named hello']);
  });

  it('keep at most the cache size of statements, preparing an evicted text again', async () => {
    const texts = Array.from({ length: CACHE_SIZE + 3 }, (_, i) => `select ${i}::int as n, $1::text as s`);
    for (const text of texts) await named.query(text, ['x']);
    const prepared = await named.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(prepared.rows[0]!.n).toBeLessThanOrEqual(CACHE_SIZE);
    expect((await named.query(texts[0]!, ['again'])).rows).toEqual([{ n: 0, s: 'again' }]);
  });

  it('wait for a transaction to end, and never run inside it', async () => {
    let inserted!: () => void;
    let release!: () => void;
    const insertedYet = new Promise<void>((done) => (inserted = done));
    const held = new Promise<void>((done) => (release = done));
    const transaction = named.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('in tx')");
      inserted();
      await held;
      await tx.query("update things set name = 'committed' where name = 'in tx'");
    });
    await insertedYet;
    // Inside the transaction it would read 'in tx'; before it, nothing.
    const outside = named.query<{ name: string }>("select name from things where name in ('in tx', 'committed')");
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ name: 'committed' }]);
  });

  it('commit a transaction that ends well, and roll back one that throws, a failed statement included', async () => {
    const names = async () => (await named.query<{ name: string }>("select name from things where name like 'tx-%' order by name")).rows.map((r) => r.name);
    await named.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('tx-kept')");
    });
    await expect(
      named.transaction(async (tx) => {
        await tx.query("insert into things (name) values ('tx-lost')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const duplicate = named.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('tx-lost-too')");
      await tx.query("insert into things (name) values ('tx-kept')");
    });
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    expect(await names()).toEqual(['tx-kept']);
  });

  it('answer many statements sent at once, each as if alone, past the cache size, and keep a transaction apart from them', async () => {
    const texts = Array.from({ length: CACHE_SIZE * 4 }, (_, i) => `select ${i}::int as n, $1::text as s`);
    const answers = await Promise.all(texts.flatMap((text, i) => [named.query(text, [`a${i}`]), named.query(text, [`b${i}`])]));
    expect(answers.map((answer) => answer.rows[0])).toEqual(texts.flatMap((_, i) => [{ n: i, s: `a${i}` }, { n: i, s: `b${i}` }]));

    const count = "select count(*)::int as n from things where name = 'tx-apart'";
    const before = named.query<{ n: number }>(count);
    const transaction = named.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('tx-apart')");
      await new Promise((done) => setTimeout(done, 20));
    });
    const after = named.query<{ n: number }>(count);
    await transaction;
    expect([(await before).rows[0]!.n, (await after).rows[0]!.n]).toEqual([0, 1]);
  });
});
