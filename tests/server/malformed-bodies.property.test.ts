// Every write endpoint, fed malformed bodies (property-based, fast-check): the answer is never a
// server error, only a success or a contract error envelope {code, message} with its 4xx status.
// "Every" is checked: the last test reads the app's route table, so a new write route fails it
// until it is fed here (or named in NOT_FED with why).
import { beforeAll, expect, it } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { PROFILE_PICTURE_FIELD } from '../../src/api/contract/client.ts';
import { ERROR_STATUS, ErrorBodySchema } from '../../src/api/contract/envelope.ts';
import { PAYMENT_FILE_FIELD } from '../../src/api/contract/invoices.ts';
import { PRE_ALERT_FILE_FIELD } from '../../src/api/contract/pre-alerts.ts';
import { WAREHOUSE_PHOTO_FIELD } from '../../src/api/contract/warehouse.ts';
import { invoices, packages, paymentMethods, payments, recipients, shipments, usCouriers } from '../../server/db/schema.ts';
import { clientIdOf } from './support/ownership.ts';
import { placesIn, recipientAt, type Place } from './support/places.ts';
import { useTestApp } from './support/test-app.ts';
import { jpegFile, pdfFile, pngFile } from './support/uploads.ts';
import { DEMO } from './support/users.ts';

const WAREHOUSE_KEY = 'malformed-bodies-warehouse-key-000000000001';
// Room for every run's upload: past UPLOADS_PER_HOUR a body would be refused unread.
// Every switch on, so every write route is in the app's table (the last test checks them all).
const t = useTestApp({ rateLimits: { UPLOADS_PER_HOUR: 1000 }, shipmentCreation: true, warehouseApiKeys: [WAREHOUSE_KEY] });
const RUNS = 40;

type Auth = 'token' | 'none' | { header: string };
type Payload = { body: Uint8Array<ArrayBuffer> | FormData; contentType?: string; contentLength?: string };
/** Whose bearer a well-formed request carries: the demo customer's token, or the warehouse API's key. */
type Bearer = 'customer' | 'warehouse';
type Sent = Payload & { path: string; lang?: string; auth: Auth; bearer?: Bearer };
type Endpoint = { method: string; path: fc.Arbitrary<string>; bearer?: Bearer } & (
  | { kind: 'json'; valid: Record<string, unknown> }
  | { kind: 'multipart'; valid: Record<string, string>; fileField: string }
);
type Seeded = {
  place: Place;
  clientId: number;
  recipientId: number;
  invoiceId: number;
  courierId: number;
  methodId: number;
  shipmentId: number;
  packageId: number;
  paymentId: number;
};

let token: string;
let seeded: Seeded;

beforeAll(async () => {
  token = await t.tokenFor(DEMO);
  const clientId = await clientIdOf(t.db, DEMO);
  const first = async (rows: Promise<{ id: number }[]>) => (await rows)[0]?.id ?? 1;
  seeded = {
    place: (await placesIn(t.db)).place,
    clientId,
    recipientId: await first(t.db.select({ id: recipients.id }).from(recipients).where(eq(recipients.client_id, clientId)).limit(1)),
    invoiceId: await first(
      t.db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.client_id, clientId), ne(invoices.status, 'PAID'))).orderBy(asc(invoices.id)).limit(1),
    ),
    courierId: await first(t.db.select({ id: usCouriers.id }).from(usCouriers).limit(1)),
    methodId: await first(t.db.select({ id: paymentMethods.id }).from(paymentMethods).limit(1)),
    shipmentId: await first(t.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.client_id, clientId)).orderBy(asc(shipments.id)).limit(1)),
    packageId: await first(t.db.select({ id: packages.id }).from(packages).where(eq(packages.client_id, clientId)).orderBy(asc(packages.id)).limit(1)),
    paymentId: await first(t.db.select({ id: payments.id }).from(payments).orderBy(asc(payments.id)).limit(1)),
  };
});

const encoder = new TextEncoder();
/** About 300 KB of UTF-8: under the 1 MB JSON limit. */
const HUGE = 'ж'.repeat(150_000);
/** Over the JSON limit. */
const OVER_LIMIT = JSON.stringify({ text: 'x'.repeat(1_100_000) });

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('', ' ', '\u0000', '\ud800', 'a\udc00b', '\u202eabc', '\ufeff', '𝕏'.repeat(300), HUGE),
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  fc.jsonValue({ maxDepth: 2, stringUnit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, [], {}, [null], { '': null }, '1', '1e999'),
);

/** JSON text: any value, the valid body with fields of other types or left out, broken or cut-short JSON. */
function jsonTexts(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = [...Object.keys(valid), '__proto__', 'constructor', 'extra'];
  const whole = JSON.stringify(valid);
  // Object.fromEntries keeps `__proto__` as a plain key, as JSON.parse on the server does.
  const withFields = (over: [string, unknown][], drop?: string) =>
    JSON.stringify(Object.fromEntries([...Object.entries(valid).filter(([key]) => key !== drop), ...over]));
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }).map((value) => JSON.stringify(value)),
    fc.anything({ maxDepth: 2 }).map((value) => JSON.stringify(value) ?? ''),
    fc.tuple(fc.constantFrom(...keys), oddValue, fc.boolean()).map(([key, value, drop]) => withFields(drop ? [] : [[key, value]], key)),
    fc.array(fc.tuple(fc.constantFrom(...keys), oddValue), { maxLength: 5 }).map((over) => withFields(over)),
    fc.string({ unit: 'binary' }),
    fc.constantFrom('{', '{"email":', '[1,', 'undefined', 'NaN', "{'a':1}", '\u0000', '{"a":1} trailing', '\ufeff{}', OVER_LIMIT),
    fc.nat({ max: whole.length - 1 }).map((n) => whole.slice(0, n)),
  );
}

const jsonTypes = fc.oneof(
  { weight: 4, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    undefined,
    '',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'multipart/form-data',
    'application/xml',
    '*/*',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
);

/** JSON texts, or any bytes (not even UTF-8), under any content type. */
const jsonPayloads = (valid: Record<string, unknown>): fc.Arbitrary<Payload> =>
  fc.record({
    body: fc.oneof({ weight: 6, arbitrary: jsonTexts(valid).map((text) => encoder.encode(text)) }, fc.uint8Array({ maxLength: 512 })),
    contentType: jsonTypes,
  });

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** No content, or the first bytes of a PDF, a PNG or a JPEG, so some files pass the type check. */
const FILE_HEADS = [new Uint8Array(), pdfFile().data.slice(0, 64), pngFile().data.slice(0, 64), jpegFile().data];
const fileContent = fc.tuple(fc.constantFrom(...FILE_HEADS), fc.uint8Array({ maxLength: 2048 })).map(([head, tail]) => concat(head, tail));
const BOUNDARY = 'property-boundary-5c1e';

/** Forms with random fields and files (names, types, bytes), hand-made broken multipart, and JSON. */
function multipartPayloads(valid: Record<string, string>, fileField: string): fc.Arbitrary<Payload> {
  const names = [...Object.keys(valid), fileField];
  const name = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, fc.string({ unit: 'binary', maxLength: 20 }));
  const value = fc.oneof(fc.constantFrom('1', ...Object.values(valid)), oddText, fc.integer().map(String), fc.double().map(String));
  const file = fc.record({
    field: fc.oneof({ weight: 3, arbitrary: fc.constant(fileField) }, name),
    content: fileContent,
    name: fc.string({ unit: 'binary', maxLength: 60 }),
    type: fc.oneof(
      fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'text/plain', '', 'application/octet-stream'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
    ),
  });
  const form = fc
    .record({ fields: fc.array(fc.tuple(name, value), { maxLength: 10 }), keepValid: fc.boolean(), files: fc.array(file, { maxLength: 3 }) })
    .map(({ fields, keepValid, files }): Payload => {
      const body = new FormData();
      // The server keeps the first of a repeated name: the random values come first.
      for (const [key, text] of [...fields, ...(keepValid ? Object.entries(valid) : [])]) body.append(key, text);
      for (const f of files) body.append(f.field, new Blob([f.content], { type: f.type }), f.name);
      return { body };
    });
  const boundary = fc.oneof({ weight: 3, arbitrary: fc.constant(BOUNDARY) }, fc.string({ unit: 'grapheme-ascii', maxLength: 80 }));
  const raw = fc
    .record({
      declared: boundary,
      used: boundary,
      type: fc.constantFrom('multipart/form-data; boundary=%', 'multipart/form-data; boundary="%"', 'multipart/form-data', 'multipart/mixed; boundary=%'),
      withFields: fc.boolean(),
      disposition: fc.oneof(fc.constant(`form-data; name="${fileField}"; filename="a.pdf"`), fc.string({ unit: 'binary', maxLength: 80 })),
      headers: fc.string({ unit: 'binary', maxLength: 80 }),
      content: fileContent,
      closed: fc.boolean(),
      cut: fc.option(fc.nat(), { nil: undefined }),
      contentLength: fc.option(fc.constantFrom('0', '-1', 'abc', '1e9', '99999999999999999999', ''), { nil: undefined }),
    })
    .map((r): Payload => {
      const fields = r.withFields
        ? Object.entries(valid).map(([key, text]) => `--${r.used}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${text}\r\n`)
        : [];
      const whole = concat(
        encoder.encode(`${fields.join('')}--${r.used}\r\nContent-Disposition: ${r.disposition}\r\n${r.headers}\r\n\r\n`),
        r.content,
        encoder.encode(r.closed ? `\r\n--${r.used}--\r\n` : ''),
      );
      const body = r.cut === undefined ? whole : whole.slice(0, r.cut % (whole.length + 1));
      return { body, contentType: r.type.replace('%', () => r.declared), contentLength: r.contentLength };
    });
  return fc.oneof(form, raw, jsonPayloads(valid));
}

const langs = fc.constantFrom(undefined, 'es', 'en', 'en-US,en;q=0.9', '*', 'zz', 'en;q=oops', '');
const auths: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Auth>('token') },
  fc.constant<Auth>('none'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s): Auth => ({ header: `Bearer ${s}` })),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s): Auth => ({ header: s })),
);

function requests(endpoint: Endpoint): fc.Arbitrary<Sent> {
  const payload = endpoint.kind === 'json' ? jsonPayloads(endpoint.valid) : multipartPayloads(endpoint.valid, endpoint.fileField);
  return fc.record({ path: endpoint.path, lang: langs, auth: auths, payload }).map(({ payload: p, ...rest }) => ({ ...rest, ...p, bearer: endpoint.bearer }));
}

function send(method: string, sent: Sent): Promise<Response> {
  const headers: Record<string, string> = {};
  if (sent.auth === 'token') headers.Authorization = `Bearer ${sent.bearer === 'warehouse' ? WAREHOUSE_KEY : token}`;
  else if (sent.auth !== 'none') headers.Authorization = sent.auth.header;
  if (sent.contentType !== undefined) headers['Content-Type'] = sent.contentType;
  if (sent.contentLength !== undefined) headers['Content-Length'] = sent.contentLength;
  if (sent.lang !== undefined) headers['Accept-Language'] = sent.lang;
  return t.request(sent.path, { method, body: sent.body, headers });
}

/** A success, or a 4xx whose body is the contract's error envelope with the code of that status. */
async function expectHandled(res: Response): Promise<void> {
  const text = await res.text();
  if (res.status >= 200 && res.status < 300) return;
  expect(res.status, text).toBeGreaterThanOrEqual(400);
  expect(res.status, text).toBeLessThan(500);
  const body = ErrorBodySchema.parse(JSON.parse(text));
  expect(ERROR_STATUS[body.code]).toBe(res.status);
}

/** The real id most of the time, otherwise any digits (the routes only match digits). */
const idPath = (id: number, path: (id: string) => string) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(String(id)) }, fc.nat().map(String), fc.stringMatching(/^[0-9]{1,30}$/)).map(path);

const ADDRESS = 'propiedad@casillero.test';
const newPassword = { email: ADDRESS, password: 'una-clave-nueva', password_confirmation: 'una-clave-nueva' };
const profileBody = (place: Place) => ({
  ...recipientAt(place),
  email: DEMO,
  birth_date: '1990-05-17',
  gender: null,
  referral_source: 'Instagram',
  terms_accepted: true,
});

/** Write routes the run above does not feed, and why: each is fed elsewhere or reads no body. */
const NOT_FED: Record<string, string> = {};

const ENDPOINTS: { name: string; make: (s: Seeded) => Endpoint }[] = [
  {
    name: 'POST api/auth/token',
    make: () => ({ kind: 'json', method: 'POST', path: fc.constant('/api/auth/token'), valid: { email: ADDRESS, password: 'wrong-password' } }),
  },
  {
    name: 'POST api/auth/reset-password',
    make: () => ({ kind: 'json', method: 'POST', path: fc.constant('/api/auth/reset-password'), valid: newPassword }),
  },
  {
    name: 'POST api/auth/{email}/pin/grant',
    make: () => ({
      kind: 'json',
      method: 'POST',
      path: fc
        .record({
          email: fc.oneof({ weight: 3, arbitrary: fc.constant(ADDRESS) }, fc.emailAddress(), fc.string({ unit: 'binary', maxLength: 40 })),
          purpose: fc.oneof(fc.constantFrom('signup', 'recovery', '', 'SIGNUP'), fc.string({ unit: 'binary', maxLength: 20 })),
        })
        .map(({ email, purpose }) => `/api/auth/${encodeURIComponent(email)}/pin/grant?purpose=${encodeURIComponent(purpose)}`),
      valid: { email: ADDRESS, pin: '123456' },
    }),
  },
  { name: 'POST api/users', make: () => ({ kind: 'json', method: 'POST', path: fc.constant('/api/users'), valid: newPassword }) },
  {
    name: 'POST api/users/me/change-password',
    make: () => ({
      kind: 'json',
      method: 'POST',
      path: fc.constant('/api/users/me/change-password'),
      valid: { current_password: 'not-the-password', password: 'una-clave-nueva' },
    }),
  },
  { name: 'POST api/notices/read', make: () => ({ kind: 'json', method: 'POST', path: fc.constant('/api/notices/read'), valid: { ids: [1, 2] } }) },
  { name: 'POST api/recipients', make: (s) => ({ kind: 'json', method: 'POST', path: fc.constant('/api/recipients'), valid: recipientAt(s.place) }) },
  {
    name: 'DELETE api/recipients/{id}',
    make: (s) => ({ kind: 'json', method: 'DELETE', path: idPath(s.recipientId, (id) => `/api/recipients/${id}`), valid: {} }),
  },
  { name: 'POST api/clients', make: (s) => ({ kind: 'json', method: 'POST', path: fc.constant('/api/clients'), valid: profileBody(s.place) }) },
  {
    name: 'PATCH api/clients/{id}',
    make: (s) => {
      const { referral_source: _r, terms_accepted: _t, ...valid } = profileBody(s.place);
      return { kind: 'json', method: 'PATCH', path: idPath(s.clientId, (id) => `/api/clients/${id}`), valid };
    },
  },
  {
    name: 'PATCH api/clients/me/profile-picture (multipart)',
    make: () => ({ kind: 'multipart', method: 'PATCH', path: fc.constant('/api/clients/me/profile-picture'), valid: {}, fileField: PROFILE_PICTURE_FIELD }),
  },
  {
    name: 'POST api/pre-alerts (multipart)',
    make: (s) => ({
      kind: 'multipart',
      method: 'POST',
      path: fc.constant('/api/pre-alerts'),
      valid: {
        us_courier_id: String(s.courierId),
        provider: 'Amazon',
        tracking: '1ZPROP0000000001',
        cost: '12.50',
        content: 'Libros',
        arriving_at: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        recipient: 'María Pérez',
      },
      fileField: PRE_ALERT_FILE_FIELD,
    }),
  },
  {
    // Demo mode only; an address without an account, so a valid body writes nothing.
    name: 'POST api/dev/hostile-content',
    make: () => ({ kind: 'json', method: 'POST', path: fc.constant('/api/dev/hostile-content'), valid: { email: ADDRESS, text: 'x', html: '<p>x</p>' } }),
  },
  {
    name: 'POST api/invoices/{id}/payments (multipart)',
    make: (s) => ({
      kind: 'multipart',
      method: 'POST',
      path: idPath(s.invoiceId, (id) => `/api/invoices/${id}/payments`),
      valid: { payment_method_id: String(s.methodId), amount: '1.00', reference: 'Zelle 4KQ9' },
      fileField: PAYMENT_FILE_FIELD,
    }),
  },
  { name: 'PATCH api/recipients/{id}', make: (s) => ({ kind: 'json', method: 'PATCH', path: idPath(s.recipientId, (id) => `/api/recipients/${id}`), valid: recipientAt(s.place) }) },
  { name: 'PATCH api/notice-settings', make: () => ({ kind: 'json', method: 'PATCH', path: fc.constant('/api/notice-settings'), valid: { email: { SHIPMENT_STATUS: false } } }) },
  {
    name: 'POST api/quotes',
    make: (s) => ({
      kind: 'json',
      method: 'POST',
      path: fc.constant('/api/quotes'),
      valid: { country_id: s.place.country_id, service: 'AIR', package_ids: [s.packageId], declared_value: 100, insurance: true },
    }),
  },
  {
    name: 'POST api/shipments',
    make: (s) => ({ kind: 'json', method: 'POST', path: fc.constant('/api/shipments'), valid: { service: 'AIR', package_ids: [s.packageId], recipient_id: s.recipientId } }),
  },
  { name: 'DELETE api/shipments/{id}', make: (s) => ({ kind: 'json', method: 'DELETE', path: idPath(s.shipmentId, (id) => `/api/shipments/${id}`), valid: {} }) },
  { name: 'POST api/shipments/{id}/share', make: (s) => ({ kind: 'json', method: 'POST', path: idPath(s.shipmentId, (id) => `/api/shipments/${id}/share`), valid: {} }) },
  { name: 'DELETE api/shipments/{id}/share', make: (s) => ({ kind: 'json', method: 'DELETE', path: idPath(s.shipmentId, (id) => `/api/shipments/${id}/share`), valid: {} }) },
  { name: 'POST api/dev/clock', make: () => ({ kind: 'json', method: 'POST', path: fc.constant('/api/dev/clock'), valid: { advance_minutes: 1 } }) },
  { name: 'DELETE api/dev/hostile-content', make: () => ({ kind: 'json', method: 'DELETE', path: fc.constant('/api/dev/hostile-content'), valid: {} }) },
  ...warehouseEndpoints(),
  // npm run new:flow adds its endpoints above this line.
];

/** The warehouse API's writes (docs/product.md#the-warehouse-api), with its key as the bearer. */
function warehouseEndpoints(): { name: string; make: (s: Seeded) => Endpoint }[] {
  const json = (path: (s: Seeded) => fc.Arbitrary<string>, valid: (s: Seeded) => Record<string, unknown>) => (s: Seeded): Endpoint => ({
    kind: 'json',
    method: 'POST',
    bearer: 'warehouse',
    path: path(s),
    valid: valid(s),
  });
  const shipment = (tail: string) => (s: Seeded) => idPath(s.shipmentId, (id) => `/api/warehouse/shipments/${id}/${tail}`);
  return [
    {
      name: 'POST api/warehouse/packages',
      make: json(
        () => fc.constant('/api/warehouse/packages'),
        (s) => ({ locker: 'CAS-10001', tracking: 'MALFORMED-0001', us_courier_id: s.courierId, provider: 'Amazon', content: 'Audífonos', weight_kg: 2.5, length_cm: 30, width_cm: 20, height_cm: 10 }),
      ),
    },
    {
      name: 'POST api/warehouse/packages/{id}/photos (multipart)',
      make: (s) => ({ kind: 'multipart', method: 'POST', bearer: 'warehouse', path: idPath(s.packageId, (id) => `/api/warehouse/packages/${id}/photos`), valid: {}, fileField: WAREHOUSE_PHOTO_FIELD }),
    },
    { name: 'POST api/warehouse/invoices', make: json(() => fc.constant('/api/warehouse/invoices'), (s) => ({ shipment_id: s.shipmentId, lines: [{ description: 'Flete', amount: 10 }] })) },
    { name: 'POST api/warehouse/payments/{id}/review', make: json((s) => idPath(s.paymentId, (id) => `/api/warehouse/payments/${id}/review`), () => ({ approved: false, note: 'No coincide' })) },
    { name: 'POST api/warehouse/shipments/{id}/events', make: json(shipment('events'), () => ({ status: 'IN_CUSTOMS', note: 'Retenido' })) },
    { name: 'POST api/warehouse/shipments/{id}/corrections', make: json(shipment('corrections'), () => ({ status: 'RECEIVED', reason: 'Escaneo equivocado' })) },
    { name: 'POST api/warehouse/webhook-deliveries/{id}/retry', make: json(() => idPath(1, (id) => `/api/warehouse/webhook-deliveries/${id}/retry`), () => ({})) },
  ];
}

it.each(ENDPOINTS)('$name never answers a server error to a malformed body', async ({ make }) => {
  const endpoint = make(seeded);
  await fc.assert(
    fc.asyncProperty(requests(endpoint), async (sent) => {
      await expectHandled(await send(endpoint.method, sent));
    }),
    { numRuns: RUNS },
  );
});

/** The app's write routes, as the endpoints above name them (`POST api/recipients/{id}`). */
function appWriteRoutes(): string[] {
  const writes = t.app.routes
    .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path.slice(1).replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
  return [...new Set(writes)].sort();
}

it('feeds every write route of the app (read from its route table), or says why not', () => {
  const fed = ENDPOINTS.map(({ name }) => name.replace(/ \(multipart\)$/, ''));
  const writes = appWriteRoutes();
  expect(writes.filter((route) => !fed.includes(route) && !(route in NOT_FED))).toEqual([]);
  expect([...fed, ...Object.keys(NOT_FED)].filter((route) => !writes.includes(route))).toEqual([]);
});
