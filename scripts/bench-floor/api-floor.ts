// The API's floor: a bare Hono + PGlite route on the same machine, measured in the same run as the
// portal's API (scripts/bench/api.ts), so the API's figures can be read against what this machine
// does with nothing of ours. One query of 20 short rows, answered as JSON; no token, no checks.
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';

const ROWS = 20;
const db = new PGlite();
await db.exec(`create table items (id integer primary key, name text not null)`);
await db.exec(`insert into items select n, 'item ' || n from generate_series(1, ${ROWS}) as n`);

const app = new Hono();
app.get('/', (c) => c.text('ok'));
app.get('/floor', async (c) => c.json((await db.query('select id, name from items order by id limit $1', [ROWS])).rows));

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
