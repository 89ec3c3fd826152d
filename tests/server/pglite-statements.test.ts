// server/db/pglite-statements.ts: PGlite's queries through named statements answer exactly as
// PGlite's own query() (rows, types, counts, errors), keep its locks around transactions, and
// prepare a text again once it was closed.
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from '../../server/db/pglite-statements.ts';

let plain: PGlite;
let named: PGlite;
const CACHE_SIZE = 3;

beforeAll(async () => {
  plain = new PGlite();
  named = withNamedStatements(plain, { cacheSize: CACHE_SIZE });
  await plain.exec(`
    create table things (
      id serial primary key, name text not null unique, price numeric(10, 2), at timestamptz, day date,
      tags jsonb, flag boolean, note text, big bigint
    );
    insert into things (name, price, at, day, tags, flag, note, big) values
      ('one', 12.5, '2024-05-01T10:00:00Z', '2024-05-01', '{"a":[1,2]}', true, null, 9007199254740993),
      ('two', null, null, null, null, false, E'\\uFEFFwith a byte-order mark', null);
  `);
});
afterAll(() => plain.close());

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

describe('named statements on PGlite', () => {
  it('answer as query() does, once prepared and again from the cache', async () => {
    for (const [text, params, options] of cases) {
      const expected = await plain.query(text, params, options);
      expect(await named.query(text, params, options), text).toEqual(expected);
      expect(await named.query(text, params, options), text).toEqual(expected);
    }
  });

  it('count changed rows as query() does', async () => {
    const insert = "insert into things (name) values ($1), ($2)";
    const expected = await plain.query(insert, ['a1', 'a2']);
    expect(await named.query(insert, ['b1', 'b2'])).toEqual(expected);
    const update = "update things set note = 'x' where name like $1";
    expect(await named.query(update, ['a%'])).toEqual(await plain.query(update, ['b%']));
    const returning = 'delete from things where name in ($1, $2) returning name';
    expect((await named.query(returning, ['a1', 'b1'])).rows).toEqual([{ name: 'a1' }, { name: 'b1' }]);
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
    const prepared = await plain.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
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
});
