// In a select from one table, drizzle writes the columns at the top of each selected expression
// unqualified; inside a subquery an unqualified name means the subquery's own column.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A column of the outer query's row, for a correlated subquery: written out in full. */
export const outerColumn = (table: PgTable, column: PgColumn): SQL => sql`${table}.${sql.identifier(column.name)}`;

/** `expr` nested, so drizzle leaves its columns qualified wherever it is selected. */
export const qualified = (expr: SQLWrapper): SQL => sql`${expr}`;
