// Related rows in a column of the main query (a correlated subquery building JSON), so a list and
// what each of its rows shows come in one round trip. Only text, numbers and dates go in: JSON has
// no timestamp type, and numbers come back as the same doubles drizzle would make of them.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { qualified } from './subquery-columns.ts';

export type JsonFields = Record<string, SQLWrapper>;

/** `json_build_object('key', value, ...)`; the keys are names written in code. */
export function jsonObject(fields: JsonFields): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^[a-z_][a-z0-9_]*$/i.test(key)) throw new Error(`Not a JSON key for SQL: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The rows of `table` that `where` picks, as a JSON array in `orderBy`'s order; `[]` when none. */
export const jsonRows = <T>(fields: JsonFields, table: PgTable, where: SQL, orderBy: SQLWrapper): SQL<T[]> =>
  sql<T[]>`coalesce((select json_agg(${jsonObject(fields)} order by ${qualified(orderBy)}) from ${table} where ${where}), '[]'::json)`;

/** The first row of `table` that `where` picks in `orderBy`'s order, as a JSON object; null when none. */
export const jsonFirst = <T>(fields: JsonFields, table: PgTable, where: SQL, orderBy: SQLWrapper): SQL<T | null> =>
  sql<T | null>`(select ${jsonObject(fields)} from ${table} where ${where} order by ${qualified(orderBy)} limit 1)`;
