// Ownership, route by route: every API route of the app (read from `app.routes`, so a route added
// later without an entry here fails) is classified, and every customer route is tried with
// customer B's token against customer A's records. B gets the very NOT_FOUND of a missing id, B's
// lists never hold A's rows, B's own writes stay B's, and nothing of A's changes meanwhile.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { UserResponseSchema } from '../../src/api/contract/auth.ts';
import { PROFILE_PICTURE_FIELD } from '../../src/api/contract/client.ts';
import { PAYMENT_FILE_FIELD } from '../../src/api/contract/invoices.ts';
import { NoticeSettingsResponseSchema } from '../../src/api/contract/notice-settings.ts';
import { NoticesReadResponseSchema } from '../../src/api/contract/notices.ts';
import { PRE_ALERT_FILE_FIELD } from '../../src/api/contract/pre-alerts.ts';
import {
  clients, invoices, media, notices, packages, paymentMethods, payments, preAlerts, recipients, shipments, shipmentShares, tokens, usCouriers, users,
} from '../../server/db/schema.ts';
import { addNotice } from '../../server/domain/notices.ts';
import type { OwnedTable } from '../../server/domain/own-record.ts';
import { optionalAuth, requireAuth, requireAuthInQuery } from '../../server/http/auth-middleware.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf, expectSameNotFound } from './support/ownership.ts';
import { placesIn, recipientAt, type Place } from './support/places.ts';
import { useTestApp, type RequestOptions } from './support/test-app.ts';
import { form, pdfFile, pngFile } from './support/uploads.ts';
import { DEMO, NO_CLIENT, OTHER, PASSWORD } from './support/users.ts';

// With consolidation requests on, so their routes are in the table.
const t = useTestApp({ shipmentCreation: true });
/** A owns the records; B tries them. Both are seeded customers with packages, shipments and invoices. */
const A = OTHER;
const B = DEMO;

type Ids = {
  client: number;
  package: number;
  preAlert: number;
  shipment: number;
  invoice: number;
  recipient: number;
  method: number;
  courier: number;
  trackings: string[];
  place: Place;
};

/**
 * How a route stands to a customer's records:
 * - record: its path names one of A's records (`path`), which B must not read, change or delete;
 * - list: it lists the caller's rows (`rows` names them as `kind:id`), and B's never hold A's (`owned`);
 * - own: it reads or writes the caller's own account; `run` does it as B and checks the result is B's;
 * - shared: the same for every customer (no customer record);
 * - public: no token needed.
 */
type Check =
  | { kind: 'record'; path: (a: Ids) => string; request?: (a: Ids) => Pick<RequestOptions, 'method' | 'json' | 'body'> }
  | { kind: 'list'; paths: (a: Ids) => string[]; rows: (data: unknown) => string[]; owned: (clientId: number) => Promise<string[]> }
  | { kind: 'own'; run: (a: Ids) => Promise<void> }
  | { kind: 'shared'; why: string }
  | { kind: 'public'; why: string };

const ids = (rows: { id: unknown }[], kind: string) => rows.map((row) => `${kind}:${row.id}`);
const dataIds = (kind: string) => (data: unknown) => ids(data as { id: number }[], kind);

let a: Ids;
let aClient: number;
let bClient: number;
let aToken: string;
let bToken: string;

async function asB(path: string, options: RequestOptions = {}): Promise<Response> {
  return t.request(path, { token: bToken, lang: 'en', ...options });
}

/** A 2xx answer's `data`, as text too, so a test can look for A's details in anything B reads. */
async function dataOf(res: Response): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBeLessThan(300);
  expectNothingOfA(text);
  return (JSON.parse(text) as { data: unknown }).data;
}

/** A's e-mail, locker, document and address never show in an answer to B. */
function expectNothingOfA(text: string): void {
  for (const mark of [A, 'CAS-10002', '1020734512', 'Chicó Norte']) expect(text).not.toContain(mark);
}

const ownedBy = (table: OwnedTable, kind: string) => async (clientId: number) =>
  ids(await t.db.select({ id: table.id }).from(table).where(eq(table.client_id, clientId)), kind);

/** Everything A has: a change anywhere shows as a difference. */
async function stateOfA() {
  const { db } = t;
  const [client] = await db.select().from(clients).where(eq(clients.id, aClient));
  const invoiceIds = (await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.client_id, aClient))).map((r) => r.id);
  return {
    user: await db.select().from(users).where(eq(users.id, client!.user_id)),
    // Without last_used_at: A's own requests in a check record their use.
    tokens: (await db.select().from(tokens).where(eq(tokens.user_id, client!.user_id)).orderBy(asc(tokens.id))).map(
      ({ last_used_at: _used, ...token }) => token,
    ),
    client,
    recipients: await db.select().from(recipients).where(eq(recipients.client_id, aClient)).orderBy(asc(recipients.id)),
    packages: await db.select().from(packages).where(eq(packages.client_id, aClient)).orderBy(asc(packages.id)),
    preAlerts: await db.select().from(preAlerts).where(eq(preAlerts.client_id, aClient)).orderBy(asc(preAlerts.id)),
    shipments: await db.select().from(shipments).where(eq(shipments.client_id, aClient)).orderBy(asc(shipments.id)),
    shares: await db
      .select({ share: shipmentShares })
      .from(shipmentShares)
      .innerJoin(shipments, eq(shipments.id, shipmentShares.shipment_id))
      .where(eq(shipments.client_id, aClient))
      .orderBy(asc(shipmentShares.id)),
    invoices: await db.select().from(invoices).where(eq(invoices.client_id, aClient)).orderBy(asc(invoices.id)),
    payments: await db.select().from(payments).where(inArray(payments.invoice_id, invoiceIds)).orderBy(asc(payments.id)),
    media: await db.select().from(media).where(eq(media.client_id, aClient)).orderBy(asc(media.id)),
    notices: await db.select().from(notices).where(eq(notices.client_id, aClient)).orderBy(asc(notices.id)),
  };
}

/** The search's packages, pre-alerts and shipments. */
const searchRows = (data: unknown) => {
  const found = data as Record<'packages' | 'pre_alerts' | 'shipments', { id: number }[]>;
  return [...ids(found.packages, 'package'), ...ids(found.pre_alerts, 'pre-alert'), ...ids(found.shipments, 'shipment')];
};

const ROUTES: Record<string, Check> = {
  'GET /api/users/me': {
    kind: 'own',
    run: async () => {
      const { data } = UserResponseSchema.parse({ data: await dataOf(await asB('/api/users/me')) });
      expect(data.email).toBe(B);
      expect(data.client?.id).toBe(bClient);
    },
  },
  'GET /api/auth/logout': {
    kind: 'own',
    run: async () => {
      const session = await t.login(B);
      expect((await asB('/api/auth/logout', { token: session })).status).toBe(204);
      expect((await t.request('/api/users/me', { token: aToken })).status).toBe(200);
      expect((await asB('/api/users/me')).status).toBe(200);
    },
  },
  'POST /api/users/me/change-password': {
    kind: 'own',
    run: async () => {
      const change = (from: string, to: string) => asB('/api/users/me/change-password', { json: { current_password: from, password: to } });
      expect((await change(PASSWORD, 'otra-clave-de-b')).status).toBe(200);
      // B's old password no longer works (A's password hash and sessions are compared after every check).
      await expectError(await t.request('/api/auth/token', { json: { email: B, password: PASSWORD } }), 'AUTHENTICATION_EXCEPTION');
      expect((await change('otra-clave-de-b', PASSWORD)).status).toBe(200);
    },
  },
  'POST /api/clients': {
    kind: 'own',
    // A user without a client profile sends A's e-mail: the new profile is the caller's, with the caller's e-mail.
    run: async (ids) => {
      const body = { ...recipientAt(ids.place), email: A, birth_date: '1990-05-17', gender: null, referral_source: 'Instagram', terms_accepted: true };
      const res = await t.request('/api/clients', { token: await t.tokenFor(NO_CLIENT), json: body, lang: 'en' });
      if (res.status === 201) {
        const data = (await res.json()) as { data: { email: string; id: number } };
        expect(data.data.email).toBe(NO_CLIENT);
        expect(data.data.id).not.toBe(aClient);
      } else {
        await expectError(res, 'FAILED_VALIDATION');
      }
      await expectError(await asB('/api/clients', { json: body }), 'FAILED_VALIDATION');
    },
  },
  'PATCH /api/clients/:id{[0-9]+}': {
    kind: 'record',
    path: (ids) => `/api/clients/${ids.client}`,
    request: (ids) => ({ method: 'PATCH', json: { ...recipientAt(ids.place), address: 'Calle de B', birth_date: '1990-05-17', gender: null } }),
  },
  'PATCH /api/clients/me/profile-picture': {
    kind: 'own',
    run: async () => {
      const res = await asB('/api/clients/me/profile-picture', { method: 'PATCH', body: form({}, pngFile(), PROFILE_PICTURE_FIELD) });
      expect(res.status).toBe(200);
      const [row] = await t.db.select({ picture: clients.profile_image_media_id }).from(clients).where(eq(clients.id, bClient));
      const [picture] = await t.db.select().from(media).where(eq(media.id, row!.picture!));
      expect(picture?.client_id).toBe(bClient);
    },
  },
  'GET /api/recipients': {
    kind: 'list',
    paths: () => ['/api/recipients'],
    rows: dataIds('recipient'),
    owned: async (clientId) => ids(await t.db.select({ id: recipients.id }).from(recipients).where(eq(recipients.client_id, clientId)), 'recipient'),
  },
  'POST /api/recipients': {
    kind: 'own',
    run: async (ids) => {
      const data = (await dataOf(await asB('/api/recipients', { json: recipientAt(ids.place, { name: 'Nueva de B' }) }))) as { id: number };
      const [row] = await t.db.select({ client: recipients.client_id }).from(recipients).where(eq(recipients.id, data.id));
      expect(row?.client).toBe(bClient);
    },
  },
  'PATCH /api/recipients/:id{[0-9]+}': {
    kind: 'record',
    path: (ids) => `/api/recipients/${ids.recipient}`,
    request: (ids) => ({ method: 'PATCH', json: recipientAt(ids.place, { name: 'Cambiada por B' }) }),
  },
  'DELETE /api/recipients/:id{[0-9]+}': { kind: 'record', path: (ids) => `/api/recipients/${ids.recipient}`, request: () => ({ method: 'DELETE' }) },
  'GET /api/quotes/countries': { kind: 'shared', why: 'the countries the company has rates for, the same for every customer' },
  'GET /api/site-content': { kind: 'shared', why: 'FAQ, terms and the agents of a country: company content, the same for every customer' },
  'GET /api/packages': { kind: 'list', paths: () => ['/api/packages?page_size=100'], rows: dataIds('package'), owned: ownedBy(packages, 'package') },
  'GET /api/packages/logs': {
    kind: 'list',
    paths: () => ['/api/packages/logs?page_size=100'],
    rows: (data) => (data as { package_id: number }[]).map((row) => `package:${row.package_id}`),
    owned: ownedBy(packages, 'package'),
  },
  'GET /api/packages/:id{[0-9]+}': { kind: 'record', path: (ids) => `/api/packages/${ids.package}` },
  'GET /api/pre-alerts': { kind: 'list', paths: () => ['/api/pre-alerts?page_size=100'], rows: dataIds('pre-alert'), owned: ownedBy(preAlerts, 'pre-alert') },
  'GET /api/pre-alerts/:id{[0-9]+}': { kind: 'record', path: (ids) => `/api/pre-alerts/${ids.preAlert}` },
  'POST /api/pre-alerts': {
    kind: 'own',
    run: async (ids) => {
      const fields = {
        us_courier_id: String(ids.courier),
        provider: 'Amazon',
        tracking: ids.trackings[0]!,
        cost: '12.50',
        content: 'Libros de B',
        arriving_at: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        recipient: 'María Pérez',
      };
      const data = (await dataOf(await asB('/api/pre-alerts', { method: 'POST', body: form(fields, pdfFile(), PRE_ALERT_FILE_FIELD) }))) as { id: number };
      const [row] = await t.db.select({ client: preAlerts.client_id }).from(preAlerts).where(eq(preAlerts.id, data.id));
      expect(row?.client).toBe(bClient);
    },
  },
  'GET /api/shipments': { kind: 'list', paths: () => ['/api/shipments?page_size=100'], rows: dataIds('shipment'), owned: ownedBy(shipments, 'shipment') },
  'GET /api/shipments/:id{[0-9]+}': { kind: 'record', path: (ids) => `/api/shipments/${ids.shipment}` },
  'GET /api/shipments/:id{[0-9]+}/items': { kind: 'record', path: (ids) => `/api/shipments/${ids.shipment}/items` },
  'GET /api/shipments/:id{[0-9]+}/logs': { kind: 'record', path: (ids) => `/api/shipments/${ids.shipment}/logs` },
  'POST /api/shipments': {
    kind: 'own',
    // A's packages and A's recipient are not B's to ship: refused as unknown, A's records untouched.
    run: async (ids) => {
      const [recipientOfB] = await t.db.select({ id: recipients.id }).from(recipients).where(eq(recipients.client_id, bClient));
      const withAsPackage = await asB('/api/shipments', { json: { service: 'AIR', package_ids: [ids.package], recipient_id: recipientOfB!.id } });
      expect((await expectError(withAsPackage, 'FAILED_VALIDATION')).errors).toEqual({ package_ids: [`Package ${ids.package} is not in your account.`] });
      const withAsRecipient = await asB('/api/shipments', { json: { service: 'AIR', package_ids: [ids.package], recipient_id: ids.recipient } });
      expect((await expectError(withAsRecipient, 'FAILED_VALIDATION')).errors).toEqual({ recipient_id: ['The selected value is not valid.'] });
    },
  },
  'DELETE /api/shipments/:id{[0-9]+}': { kind: 'record', path: (ids) => `/api/shipments/${ids.shipment}`, request: () => ({ method: 'DELETE' }) },
  'POST /api/shipments/:id{[0-9]+}/share': { kind: 'record', path: (ids) => `/api/shipments/${ids.shipment}/share`, request: () => ({ method: 'POST' }) },
  'DELETE /api/shipments/:id{[0-9]+}/share': { kind: 'record', path: (ids) => `/api/shipments/${ids.shipment}/share`, request: () => ({ method: 'DELETE' }) },
  'POST /api/quotes': {
    kind: 'own',
    run: async (ids) => {
      const res = await asB('/api/quotes', { json: { country_id: 1, service: 'AIR', package_ids: [ids.package] } });
      expect((await expectError(res, 'FAILED_VALIDATION')).errors).toEqual({ package_ids: [`Package ${ids.package} is not in your account.`] });
    },
  },
  'GET /api/invoices': { kind: 'list', paths: () => ['/api/invoices?page_size=100'], rows: dataIds('invoice'), owned: ownedBy(invoices, 'invoice') },
  'GET /api/invoices/:id{[0-9]+}': { kind: 'record', path: (ids) => `/api/invoices/${ids.invoice}` },
  'GET /api/invoices/:id{[0-9]+}/items': { kind: 'record', path: (ids) => `/api/invoices/${ids.invoice}/items` },
  'GET /api/invoices/:id{[0-9]+}/payments': { kind: 'record', path: (ids) => `/api/invoices/${ids.invoice}/payments` },
  'GET /api/invoices/:id{[0-9]+}/checkout-summary/:methodId{[0-9]+}': {
    kind: 'record',
    path: (ids) => `/api/invoices/${ids.invoice}/checkout-summary/${ids.method}`,
  },
  'POST /api/invoices/:id{[0-9]+}/payments': {
    kind: 'record',
    path: (ids) => `/api/invoices/${ids.invoice}/payments`,
    request: (ids) => ({ method: 'POST', body: form({ payment_method_id: String(ids.method), amount: '1.00', reference: 'B' }, pdfFile(), PAYMENT_FILE_FIELD) }),
  },
  'GET /api/notices': { kind: 'list', paths: () => ['/api/notices?page_size=100'], rows: dataIds('notice'), owned: ownedBy(notices, 'notice') },
  'POST /api/notices/read': {
    kind: 'own',
    // A's unread notices, named by B: A's stay unread (compared after every check), B is told B's own count.
    run: async () => {
      const ofA = await t.db.select({ id: notices.id }).from(notices).where(and(eq(notices.client_id, aClient), isNull(notices.read_at)));
      expect(ofA.length).toBeGreaterThan(0);
      const { data } = NoticesReadResponseSchema.parse({ data: await dataOf(await asB('/api/notices/read', { json: { ids: ofA.map((n) => n.id) } })) });
      expect(data.unread).toBe(await t.db.$count(notices, and(eq(notices.client_id, bClient), isNull(notices.read_at))));
      expect(data.unread).toBeGreaterThan(0);
    },
  },
  'GET /api/notice-settings': {
    kind: 'own',
    // B's switches, whatever A turned off.
    run: async () => {
      await t.db.update(clients).set({ email_off: ['PACKAGE_RECEIVED'] }).where(eq(clients.id, aClient));
      const { data } = NoticeSettingsResponseSchema.parse({ data: await dataOf(await asB('/api/notice-settings')) });
      expect(data.email.PACKAGE_RECEIVED).toBe(true);
      await t.db.update(clients).set({ email_off: [] }).where(eq(clients.id, aClient));
    },
  },
  'PATCH /api/notice-settings': {
    kind: 'own',
    // B's change is B's: A's switches stay as they were (compared after every check).
    run: async () => {
      const { data } = NoticeSettingsResponseSchema.parse({ data: await dataOf(await asB('/api/notice-settings', { method: 'PATCH', json: { email: { INVOICE_ISSUED: false } } })) });
      expect(data.email.INVOICE_ISSUED).toBe(false);
      const [row] = await t.db.select({ off: clients.email_off }).from(clients).where(eq(clients.id, bClient));
      expect(row?.off).toEqual(['INVOICE_ISSUED']);
      await asB('/api/notice-settings', { method: 'PATCH', json: { email: { INVOICE_ISSUED: true } } });
    },
  },
  'GET /api/payment-methods': { kind: 'shared', why: 'the ways to pay: company content, the same for every customer' },
  'GET /api/search': {
    kind: 'list',
    // A's own tracking numbers, searched by B.
    paths: (ids) => ids.trackings.map((q) => `/api/search?q=${encodeURIComponent(q)}`),
    rows: searchRows,
    owned: async (clientId) => [
      ...(await ownedBy(packages, 'package')(clientId)),
      ...(await ownedBy(preAlerts, 'pre-alert')(clientId)),
      ...(await ownedBy(shipments, 'shipment')(clientId)),
    ],
  },
  'POST /api/auth/token': { kind: 'public', why: 'signing in' },
  'POST /api/auth/reset-password': { kind: 'public', why: 'needs a granted recovery code' },
  'GET /api/auth/:email/pin/valid': { kind: 'public', why: 'the code flows before an account exists' },
  'GET /api/auth/:email/pin/request': { kind: 'public', why: 'the code flows before an account exists' },
  'POST /api/auth/:email/pin/grant': { kind: 'public', why: 'the code flows before an account exists' },
  'POST /api/users': { kind: 'public', why: 'sign-up, with a granted code' },
  'GET /api/countries': { kind: 'public', why: 'geography' },
  'GET /api/countries/:countryId{[0-9]+}/states': { kind: 'public', why: 'geography' },
  'GET /api/countries/:countryId{[0-9]+}/states/:stateId{[0-9]+}/cities': { kind: 'public', why: 'geography' },
  'GET /api/client-app-settings': { kind: 'public', why: 'the portal\u2019s images and links' },
  // npm run new:flow adds its routes above this line.
  'GET /api/warehouses': { kind: 'public', why: 'the company\u2019s warehouse' },
  'GET /api/departures/available': { kind: 'public', why: 'the company\u2019s departures' },
  'GET /api/us-couriers': { kind: 'public', why: 'the couriers' },
  'GET /api/track/:token': { kind: 'public', why: 'a shared tracking link: its unguessable token is the permission (tests/server/shared-tracking.test.ts)' },
  'GET /api/media/:id{[0-9]+}': { kind: 'public', why: 'a signed address is the proof of ownership (tests/server/media.test.ts)' },
  'GET /api/dev/status': { kind: 'public', why: 'demo mode only' },
  'GET /api/dev/mailbox': { kind: 'public', why: 'demo mode only: the outbox' },
  'POST /api/dev/clock': { kind: 'public', why: 'CASILLERO_TEST_ROUTES=1 only: the clock' },
  'POST /api/dev/hostile-content': { kind: 'public', why: 'CASILLERO_TEST_ROUTES=1 only: hostile content for the XSS tests' },
  'DELETE /api/dev/hostile-content': { kind: 'public', why: 'CASILLERO_TEST_ROUTES=1 only: the company content put back' },
};

/** Every API route of the app, as `METHOD path`, and whether a token is asked for. */
function appRoutes(): Map<string, 'token' | 'optional' | 'none'> {
  const found = new Map<string, 'token' | 'optional' | 'none'>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    const auth = route.handler === requireAuth || route.handler === requireAuthInQuery ? 'token' : route.handler === optionalAuth ? 'optional' : undefined;
    if (auth) found.set(key, auth);
    else if (!found.has(key)) found.set(key, 'none');
  }
  return found;
}

beforeAll(async () => {
  aClient = await clientIdOf(t.db, A);
  bClient = await clientIdOf(t.db, B);
  aToken = await t.tokenFor(A);
  bToken = await t.tokenFor(B);
  const first = async (rows: PromiseLike<{ id: unknown }[]>) => {
    const [row] = await rows;
    if (!row) throw new Error('A has no such record');
    return Number(row.id);
  };
  const ofA = (table: OwnedTable) =>
    first(t.db.select({ id: table.id }).from(table).where(eq(table.client_id, aClient)).orderBy(asc(table.id)).limit(1));
  const trackingsOf = async () => {
    const rows = await Promise.all([
      t.db.select({ tracking: packages.tracking }).from(packages).where(eq(packages.client_id, aClient)).limit(1),
      t.db.select({ tracking: preAlerts.tracking }).from(preAlerts).where(eq(preAlerts.client_id, aClient)).limit(1),
      t.db.select({ tracking: shipments.tracking }).from(shipments).where(eq(shipments.client_id, aClient)).limit(1),
    ]);
    return rows.map(([row]) => row!.tracking);
  };
  a = {
    client: aClient,
    package: await ofA(packages),
    preAlert: await ofA(preAlerts),
    shipment: await ofA(shipments),
    invoice: await first(
      t.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.client_id, aClient)).orderBy(asc(invoices.id)).limit(1),
    ),
    recipient: await ofA(recipients),
    method: await first(t.db.select({ id: paymentMethods.id }).from(paymentMethods).orderBy(asc(paymentMethods.id)).limit(1)),
    courier: await first(t.db.select({ id: usCouriers.id }).from(usCouriers).orderBy(asc(usCouriers.id)).limit(1)),
    trackings: await trackingsOf(),
    place: (await placesIn(t.db)).place,
  };
  // The seed gives A no notice: one of A's package, for B to try.
  await addNotice(t.db, { client_id: aClient, kind: 'PACKAGE_RECEIVED', package_id: a.package, created_at: new Date() });
});

describe('the route table', () => {
  it('classifies every API route of the app, and lists no route the app does not have', () => {
    const routes = appRoutes();
    expect([...routes.keys()].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('marks as public exactly the routes that ask for no token', () => {
    for (const [key, auth] of appRoutes()) {
      expect({ key, public: ROUTES[key]?.kind === 'public' }).toEqual({ key, public: auth === 'none' });
    }
  });

  it.each(Object.entries(ROUTES).filter(([, check]) => check.kind !== 'public'))('%s answers 401 to a bad token', async (key) => {
    const [method, path] = key.split(' ') as [string, string];
    const concrete = path.replace(/:[a-zA-Z]+(\{[^}]*\})?/g, '1');
    await expectError(await t.request(concrete, { method, token: 'not-a-token' }), 'AUTHENTICATION_EXCEPTION');
  });
});

describe('customer B against customer A', () => {
  const customerRoutes = Object.entries(ROUTES).filter(([, check]) => check.kind !== 'public' && check.kind !== 'shared');

  it.each(customerRoutes)('%s', async (_key, check) => {
    const before = await stateOfA();
    if (check.kind === 'record') {
      const path = check.path(a);
      // A reaches its record: the NOT_FOUND that B gets is about ownership, not a wrong path.
      if (!check.request) expect((await t.request(path, { token: aToken })).status).toBe(200);
      await expectSameNotFound(t, path, bToken, check.request?.(a));
    } else if (check.kind === 'list') {
      const owned = await check.owned(aClient);
      expect(owned.length).toBeGreaterThan(0);
      for (const path of check.paths(a)) {
        // A's own list shows A's rows, so an empty answer to B proves something.
        const seenByA = check.rows(((await (await t.request(path, { token: aToken })).json()) as { data: unknown }).data);
        expect(seenByA.some((row) => owned.includes(row)), path).toBe(true);
        const seenByB = check.rows(await dataOf(await asB(path)));
        expect(seenByB.filter((row) => owned.includes(row)), path).toEqual([]);
      }
    } else if (check.kind === 'own') {
      await check.run(a);
    }
    expect(await stateOfA()).toEqual(before);
  });
});
