// The lists' ceilings on PostgreSQL: what a bare Hono route does with a list's own query and
// nothing else of ours (no token check, no serializer), measured after the portal's API in the
// same run (scripts/bench/api.ts), on the database the portal has seeded; each list's goal is a
// ratio to its ceiling. The demo customer's first page, `?page_size=` rows as the list asks:
// - `/rows/packages`, `/rows/shipments`, `/rows/invoices`: the portal's query as drizzle prepares it
//   (as server/routes/ does), its rows sent as JSON (the portal's work minus the token, the
//   serializer and the media URLs' signatures);
// - `/rows-token/packages`, …: the same, but the portal's own page query, which checks the bearer
//   token in the same statement as the rows (callersNewestFirstPage, server/domain/own-page.ts) and
//   touches the token as the portal does: the ceiling of a list that must check its caller
//   (docs/performance.md#where-the-ratios-miss-and-why);
// - `/json`: the packages page with its JSON built by PostgreSQL, sent as the text it comes as: the
//   least a Node process can do for the page. It models the serializer's fields; it is not served.
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import postgres from 'postgres';
import { openDatabase } from '../../server/db/open.ts';
import { clients, invoices, packages, shipments, users } from '../../server/db/schema.ts';
import { callerOfToken, tokenCheck, touchToken } from '../../server/auth/tokens.ts';
import { callersNewestFirstPage, newestFirstPage } from '../../server/domain/own-page.ts';
import { totalOver } from '../../server/foundation/paging.ts';
import { selectInvoices } from '../../server/serializers/invoice.ts';
import { selectPackages } from '../../server/serializers/package.ts';
import { selectShipments } from '../../server/serializers/shipment.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('list-ceiling: DATABASE_URL is required');
const { db } = await openDatabase({ databaseUrl });

const page = { limit: 20, offset: 0 };
const [demo] = await db.select({ id: clients.id }).from(clients).innerJoin(users, eq(users.id, clients.user_id)).where(eq(users.email, 'demo@casillero.test'));
if (!demo) throw new Error('list-ceiling: the database has no demo customer (run the portal on it first)');
const clientId = demo.id;

const inWarehouse = sql`${packages.status} = 'IN_WAREHOUSE'`;
const lists = {
  packages: newestFirstPage(
    packages,
    selectPackages(db, { total: totalOver(), in_warehouse: sql<number>`(count(*) filter (where ${inWarehouse}) over ())::int` }).$dynamic(),
  ).prepare('ceiling_packages'),
  shipments: newestFirstPage(shipments, selectShipments(db, { total: totalOver() }).$dynamic()).prepare('ceiling_shipments'),
  invoices: newestFirstPage(invoices, selectInvoices(db, { total: totalOver() }).$dynamic()).prepare('ceiling_invoices'),
};

const callers = {
  packages: callersNewestFirstPage(
    packages,
    selectPackages(db, { total: totalOver(), in_warehouse: sql<number>`(count(*) filter (where ${inWarehouse}) over ())::int`, ...callerOfToken.columns() }).$dynamic(),
  ).prepare('ceiling_token_packages'),
  shipments: callersNewestFirstPage(shipments, selectShipments(db, { total: totalOver(), ...callerOfToken.columns() }).$dynamic()).prepare('ceiling_token_shipments'),
  invoices: callersNewestFirstPage(invoices, selectInvoices(db, { total: totalOver(), ...callerOfToken.columns() }).$dynamic()).prepare('ceiling_token_invoices'),
};

// The portal's driver and pool size (server/db/open.ts); a tagged query is prepared once.
const pg = postgres(databaseUrl, { max: 10 });
const jsonPage = () => pg<{ data: string }[]>`select coalesce(json_agg(json_build_object(
    'id', p.id, 'content', p.content, 'us_courier', json_build_object('name', uc.name), 'locker', c.locker,
    'provider', p.provider, 'tracking', p.tracking, 'warehouse', json_build_object('name', w.name),
    'status', p.status, 'destination', p.destination, 'cost', p.cost,
    'dimensions', json_build_object('length', p.length_cm, 'width', p.width_cm, 'height', p.height_cm,
      'description', p.description, 'cubic_feet', round((p.length_cm * p.width_cm * p.height_cm / 28316.846592)::numeric, 2),
      'dimensional_weight', round((p.length_cm * p.width_cm * p.height_cm / 5000.0 / 0.45359237)::numeric, 2),
      'weight', round(p.weight_lb::numeric, 2)),
    'date', p.received_on, 'weight_kg', round((p.weight_lb * 0.45359237)::numeric, 2),
    'volume_kg', round((p.length_cm * p.width_cm * p.height_cm / 5000.0)::numeric, 2),
    'shipment', case when s.id is null then null else json_build_object('id', s.id, 'tracking', s.tracking, 'invoice',
      (select json_build_object('id', i.id, 'status', i.status,
        'total', (select coalesce(sum(ii.quantity * ii.unit_price), 0) from invoice_items ii where ii.invoice_id = i.id),
        'paid', (select coalesce(sum(pm.amount), 0) from payments pm where pm.invoice_id = i.id and pm.payment_status = 'APPROVED'))
       from invoices i where i.shipment_id = s.id order by i.id limit 1)) end,
    'media', coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name, 'mime_type', m.mime_type) order by m.id)
      from media m where m.owner_type = 'package' and m.owner_id = p.id), '[]'::json),
    'created_at', p.created_at) order by p.created_at desc, p.id desc), '[]')::text as data
  from (select * from packages where client_id = ${clientId} order by created_at desc, id desc limit ${page.limit} offset ${page.offset}) p
  join us_couriers uc on uc.id = p.us_courier_id join warehouses w on w.id = p.warehouse_id
  join clients c on c.id = p.client_id left join shipments s on s.id = p.shipment_id`;

const app = new Hono();
app.get('/', (c) => c.text('ok'));
app.get('/rows/:list{packages|shipments|invoices}', async (c) => {
  const list = lists[c.req.param('list') as keyof typeof lists];
  const limit = Number(c.req.query('page_size') ?? page.limit);
  return c.json({ data: await list.execute({ clientId, limit, offset: 0 }) });
});
app.get('/rows-token/:list{packages|shipments|invoices}', async (c) => {
  const list = callers[c.req.param('list') as keyof typeof callers];
  const limit = Number(c.req.query('page_size') ?? page.limit);
  const now = new Date();
  const check = tokenCheck(c.req.header('Authorization')?.replace(/^Bearer\s+/i, '') ?? '', now);
  if (!check) return c.json({ code: 'AUTHENTICATION_EXCEPTION' }, 401);
  const rows = await list.execute({ ...check, limit, offset: 0 });
  const first = rows[0];
  if (!first) return c.json({ code: 'AUTHENTICATION_EXCEPTION' }, 401);
  if (first.token_to_touch !== null) await touchToken(db, first.token_to_touch, now);
  return c.json({ data: rows });
});
app.get('/json', async (c) => {
  const [row] = await jsonPage();
  return c.body(`{"data":${row?.data ?? '[]'}}`, 200, { 'content-type': 'application/json' });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
