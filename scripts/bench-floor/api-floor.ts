// The API's floor: a bare Hono route on the same machine, measured in the same run as the portal's
// API (scripts/bench/api.ts), so the API's figures can be read against what this machine does with
// nothing of ours. One query of 20 short rows, answered as JSON; no token, no checks. On PGlite by
// default; with DATABASE_URL, on that PostgreSQL through the portal's driver and pool size
// (server/db/open.ts), rows made by the query itself, so the floor creates nothing in the database.
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import postgres from 'postgres';

const ROWS = 20;

async function floorQuery(): Promise<() => Promise<readonly unknown[]>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const sql = postgres(url, { max: 10 });
    return async () => await sql`select n as id, 'item ' || n as name from generate_series(1, ${ROWS}::int) as n`;
  }
  const db = new PGlite();
  await db.exec(`create table items (id integer primary key, name text not null)`);
  await db.exec(`insert into items select n, 'item ' || n from generate_series(1, ${ROWS}) as n`);
  return async () => (await db.query('select id, name from items order by id limit $1', [ROWS])).rows;
}

const query = await floorQuery();
const app = new Hono();
app.get('/', (c) => c.text('ok'));
app.get('/floor', async (c) => c.json(await query()));

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
