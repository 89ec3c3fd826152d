// The warehouse API's keys, its packages and their photos, and retries with an Idempotency-Key
// (docs/product.md#the-warehouse-api); each event's notice (docs/product.md#notices).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { PackageResponseSchema } from '../../src/api/contract/packages.ts';
import { WarehousePackageReadResponseSchema } from '../../src/api/contract/warehouse-reads.ts';
import { createApp } from '../../server/app.ts';
import { idempotencyKeys, media, notices, packageEvents, packages, preAlerts, usCouriers } from '../../server/db/schema.ts';
import { forgetOldAnswers, IDEMPOTENCY_KEEP_DAYS } from '../../server/http/idempotency.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf } from './support/ownership.ts';
import { useTestApp, type RequestOptions } from './support/test-app.ts';
import { form, jpegFile, pdfFile } from './support/uploads.ts';
import { DEMO, OTHER } from './support/users.ts';

const KEY = 'warehouse-key-1';
const t = useTestApp({ warehouseApiKeys: ['another-key', KEY] });

const asWarehouse = (path: string, options: RequestOptions = {}) => t.request(path, { token: KEY, lang: 'en', ...options });

let demoClient: number;
let courier: number;
let trackingSeq = 0;
const newTracking = () => `1ZWH${Date.now()}${trackingSeq++}`;
const reception = (fields: Record<string, unknown> = {}) => ({
  locker: 'CAS-10001',
  tracking: newTracking(),
  us_courier_id: courier,
  provider: 'Amazon',
  content: 'Audífonos',
  weight_kg: 2.5,
  length_cm: 30,
  width_cm: 20,
  height_cm: 10,
  ...fields,
});
const noticesOf = (where: { package_id: number }) => t.db.select().from(notices).where(eq(notices.package_id, where.package_id));

beforeAll(async () => {
  demoClient = await clientIdOf(t.db, DEMO);
  const [row] = await t.db.select({ id: usCouriers.id }).from(usCouriers).orderBy(asc(usCouriers.id)).limit(1);
  courier = row!.id;
});

describe('the keys', () => {
  it('does not exist without keys: every path is an unknown one', async () => {
    const bare = createApp({ ...t.deps, warehouseApiKeys: [] });
    const res = await bare.request('/api/warehouse/packages', {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(reception()),
    });
    await expectError(res, 'NOT_FOUND');
  });

  it('refuses a missing or wrong key, and a customer token, as a bad token is refused', async () => {
    await expectError(await t.request('/api/warehouse/packages', { json: reception() }), 'AUTHENTICATION_EXCEPTION');
    await expectError(await asWarehouse('/api/warehouse/packages', { token: `${KEY}x`, json: reception() }), 'AUTHENTICATION_EXCEPTION');
    const customer = await t.tokenFor(DEMO);
    await expectError(await asWarehouse('/api/warehouse/packages', { token: customer, json: reception() }), 'AUTHENTICATION_EXCEPTION');
  });

  it('opens no customer route with a key', async () => {
    await expectError(await asWarehouse('/api/packages'), 'AUTHENTICATION_EXCEPTION');
    await expectError(await asWarehouse('/api/users/me'), 'AUTHENTICATION_EXCEPTION');
  });

  it('counts the calls per key before any work', async () => {
    const limited = createApp({ ...t.deps, warehouseApiKeys: ['limited-key'], rateLimits: { WAREHOUSE_CALLS_PER_MINUTE: 1 } });
    const send = () => limited.request('/api/warehouse/packages', { method: 'POST', headers: { Authorization: 'Bearer limited-key' } });
    await expectError(await send(), 'FAILED_VALIDATION');
    const refused = await send();
    await expectError(refused, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('takes any of the keys', async () => {
    expect((await asWarehouse('/api/warehouse/packages', { token: 'another-key', json: reception() })).status).toBe(201);
  });
});

describe('POST api/warehouse/packages', () => {
  it('receives a package in the locker\u2019s account today, in pounds, with its event and its notice', async () => {
    const body = reception();
    const res = await asWarehouse('/api/warehouse/packages', { json: { ...body, tracking: ` ${body.tracking.slice(0, 4)} ${body.tracking.slice(4)} ` } });
    expect(res.status).toBe(201);
    const { data } = WarehousePackageReadResponseSchema.parse(await res.json());
    // Answered as the warehouse's reads show it (GET api/warehouse/packages/{id}): one shape per record.
    expect(data).toMatchObject({ tracking: body.tracking, status: 'IN_WAREHOUSE', customer: { locker: 'CAS-10001' }, content: 'Audífonos', weight_kg: 2.5 });
    expect(data.received_on).toBe(t.clock.now().toISOString().slice(0, 10));
    const read = await asWarehouse(`/api/warehouse/packages/${data.id}`, { method: 'GET' });
    expect(WarehousePackageReadResponseSchema.parse(await read.json()).data).toEqual(data);
    const [row] = await t.db.select().from(packages).where(eq(packages.id, data.id));
    expect(row).toMatchObject({ client_id: demoClient, weight_lb: 5.51 });
    expect(await t.db.select({ key: packageEvents.key }).from(packageEvents).where(eq(packageEvents.package_id, data.id))).toEqual([{ key: 'IN_WAREHOUSE' }]);
    expect(await noticesOf({ package_id: data.id })).toMatchObject([{ client_id: demoClient, kind: 'PACKAGE_RECEIVED', read_at: null }]);
    // The customer sees it as any other package of theirs.
    expect((await t.request(`/api/packages/${data.id}`, { token: await t.tokenFor(DEMO) })).status).toBe(200);
  });

  it('refuses each wrong field at once, and writes nothing', async () => {
    const before = await t.db.$count(notices);
    const res = await asWarehouse('/api/warehouse/packages', {
      json: { locker: '', tracking: 'x'.repeat(101), us_courier_id: '1', weight_kg: 0, length_cm: 301, width_cm: -1, height_cm: 1.234, pieces: 0, extra: 1 },
    });
    const { errors } = await expectError(res, 'FAILED_VALIDATION');
    expect(Object.keys(errors ?? {}).sort()).toEqual(
      ['extra', 'height_cm', 'length_cm', 'locker', 'pieces', 'tracking', 'us_courier_id', 'weight_kg', 'width_cm'].sort(),
    );
    expect(await t.db.$count(notices)).toBe(before);
  });

  it('refuses an unknown locker or courier, and a tracking received in any account, without a notice', async () => {
    const [received] = await t.db
      .select({ tracking: packages.tracking })
      .from(packages)
      .where(and(ne(packages.client_id, demoClient), eq(packages.status, 'IN_WAREHOUSE')))
      .limit(1);
    const before = await t.db.$count(notices);
    const res = await asWarehouse('/api/warehouse/packages', { json: reception({ locker: 'CAS-99999', us_courier_id: 2_147_483_647, tracking: received!.tracking }) });
    const { errors } = await expectError(res, 'FAILED_VALIDATION');
    expect(errors).toEqual({
      locker: ['The selected value is not valid.'],
      us_courier_id: ['The selected value is not valid.'],
      tracking: ['This tracking number was received already.'],
    });
    expect(await t.db.$count(notices)).toBe(before);
  });

  it('makes the announced package of that tracking the received one, and its pre-alert RECEIVED', async () => {
    const [announced] = await t.db
      .select({ id: packages.id, tracking: packages.tracking, content: packages.content })
      .from(packages)
      .where(and(eq(packages.client_id, demoClient), eq(packages.status, 'PRE_ALERTED')))
      .limit(1);
    const res = await asWarehouse('/api/warehouse/packages', { json: reception({ tracking: announced!.tracking, content: undefined, provider: undefined }) });
    expect(res.status).toBe(201);
    const { data } = WarehousePackageReadResponseSchema.parse(await res.json());
    expect(data).toMatchObject({ id: announced!.id, status: 'IN_WAREHOUSE', content: announced!.content });
    const linked = await t.db.select({ status: preAlerts.status }).from(preAlerts).where(eq(preAlerts.tracking, announced!.tracking));
    expect(linked).toEqual([{ status: 'RECEIVED' }]);
    expect(await t.db.$count(packages, eq(packages.tracking, announced!.tracking))).toBe(1);
  });

  it('turns a pending pre-alert without a package into a received package with its details', async () => {
    const [pending] = await t.db
      .select({ tracking: preAlerts.tracking, content: preAlerts.content, cost: preAlerts.cost })
      .from(preAlerts)
      .leftJoin(packages, and(eq(packages.client_id, preAlerts.client_id), eq(packages.tracking, preAlerts.tracking)))
      .where(and(eq(preAlerts.client_id, demoClient), eq(preAlerts.status, 'PENDING'), isNull(packages.id)))
      .orderBy(asc(preAlerts.id));
    expect(pending).toBeDefined();
    const res = await asWarehouse('/api/warehouse/packages', { json: reception({ tracking: pending!.tracking, content: null }) });
    const { data } = WarehousePackageReadResponseSchema.parse(await res.json());
    expect(data).toMatchObject({ content: pending!.content });
    const [stored] = await t.db.select({ cost: packages.cost }).from(packages).where(eq(packages.id, data.id));
    expect(stored?.cost).toBe(pending!.cost);
    expect(await t.db.select({ status: preAlerts.status }).from(preAlerts).where(eq(preAlerts.tracking, pending!.tracking))).toEqual([{ status: 'RECEIVED' }]);
  });
});

describe('POST api/warehouse/packages/{id}/photos', () => {
  let packageId: number;
  beforeAll(async () => {
    const res = await asWarehouse('/api/warehouse/packages', { json: reception() });
    packageId = WarehousePackageReadResponseSchema.parse(await res.json()).data.id;
  });

  it('adds a photo to the package', async () => {
    const res = await asWarehouse(`/api/warehouse/packages/${packageId}/photos`, { body: form({}, jpegFile(), 'photo') });
    expect(res.status).toBe(201);
    const { data } = WarehousePackageReadResponseSchema.parse(await res.json());
    expect(data.photos).toHaveLength(1);
    expect(await t.db.$count(media, and(eq(media.owner_type, 'package'), eq(media.owner_id, packageId), eq(media.client_id, demoClient)))).toBe(1);
  });

  it('refuses a file that is not a photo, a missing one, and an unknown package', async () => {
    await expectError(await asWarehouse(`/api/warehouse/packages/${packageId}/photos`, { body: form({}, pdfFile(), 'photo') }), 'UNSUPPORTED_MEDIA');
    await expectError(await asWarehouse(`/api/warehouse/packages/${packageId}/photos`, { body: form({ other: 'x' }) }), 'FAILED_VALIDATION');
    await expectError(await asWarehouse('/api/warehouse/packages/2147483647/photos', { body: form({}, jpegFile(), 'photo') }), 'NOT_FOUND');
  });
});

describe('Idempotency-Key', () => {
  const post = (key: string, body: unknown) => asWarehouse('/api/warehouse/packages', { json: body, headers: { 'Idempotency-Key': key } });

  it('answers a retry as the first try, and receives the package once', async () => {
    const body = reception();
    const first = await post('retry-1', body);
    const again = await post('retry-1', body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await t.db.$count(packages, eq(packages.tracking, body.tracking))).toBe(1);
  });

  it('does the work once for parallel retries', async () => {
    const body = reception();
    const answers = await Promise.all([post('parallel-1', body), post('parallel-1', body), post('parallel-1', body)]);
    // A retry that comes while the first try runs is told to come back, not held.
    const done = answers.filter((res) => res.status === 201);
    expect(done.length).toBeGreaterThan(0);
    for (const res of answers.filter((r) => r.status !== 201)) {
      await expectError(res, 'IDEMPOTENCY_IN_PROGRESS');
      expect(res.headers.get('Retry-After')).toBe('1');
    }
    const ids = await Promise.all([...done, await post('parallel-1', body)].map(async (res) => WarehousePackageReadResponseSchema.parse(await res.json()).data.id));
    expect(new Set(ids).size).toBe(1);
    expect(await noticesOf({ package_id: ids[0]! })).toHaveLength(1);
  });

  it('refuses a key sent again with another request, and keeps the first answer', async () => {
    const body = reception();
    expect((await post('reused-1', body)).status).toBe(201);
    const reused = await expectError(await post('reused-1', { ...body, weight_kg: body.weight_kg + 1 }), 'FAILED_VALIDATION');
    expect(Object.keys(reused.errors ?? {})).toEqual(['Idempotency-Key']);
    expect((await post('reused-1', body)).status).toBe(201);
  });

  it('forgets an answer after IDEMPOTENCY_KEEP_DAYS, and not before', async () => {
    expect((await post('old-1', reception())).status).toBe(201);
    const kept = () => t.db.$count(idempotencyKeys, eq(idempotencyKeys.key, 'old-1'));
    const daysOn = (days: number) => new Date(Date.now() + days * 86_400_000);
    await forgetOldAnswers(t.db, daysOn(IDEMPOTENCY_KEEP_DAYS - 1));
    expect(await kept()).toBe(1);
    await forgetOldAnswers(t.db, daysOn(IDEMPOTENCY_KEEP_DAYS + 1));
    expect(await kept()).toBe(0);
  });

  it('keeps no refusal: a retry is checked again', async () => {
    const refused = await post('refused-1', reception({ locker: 'CAS-99999' }));
    await expectError(refused, 'FAILED_VALIDATION');
    expect((await post('refused-1', reception())).status).toBe(201);
  });

  it('refuses a key that is too long or not printable', async () => {
    await expectError(await post('k'.repeat(201), reception()), 'FAILED_VALIDATION');
    await expectError(await post('with space', reception()), 'FAILED_VALIDATION');
  });

  it('keeps the photo of a retried upload once', async () => {
    const [row] = await t.db.select({ id: packages.id }).from(packages).where(eq(packages.client_id, await clientIdOf(t.db, OTHER))).limit(1);
    const send = () =>
      asWarehouse(`/api/warehouse/packages/${row!.id}/photos`, { body: form({}, jpegFile(), 'photo'), headers: { 'Idempotency-Key': 'photo-1' } });
    const before = await t.db.$count(media);
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toContain(201);
    expect([201, 409]).toContain(a.status);
    expect([201, 409]).toContain(b.status);
    expect((await send()).status).toBe(201);
    expect(await t.db.$count(media)).toBe(before + 1);
  });
});

describe("a package's bill, photos and value, as its customer sees them (docs/product.md#details)", () => {
  const customerPackage = async (id: number) => PackageResponseSchema.parse(await (await t.request(`/api/packages/${id}`, { token: await t.tokenFor(DEMO) })).json()).data;

  it('received unannounced: its photo is a photo, never a bill, and it has no value', async () => {
    const received = await asWarehouse('/api/warehouse/packages', { json: reception() });
    const { id } = WarehousePackageReadResponseSchema.parse(await received.json()).data;
    expect((await asWarehouse(`/api/warehouse/packages/${id}/photos`, { body: form({}, jpegFile(), 'photo') })).status).toBe(201);
    const pkg = await customerPackage(id);
    expect(pkg).toMatchObject({ cost: null, bill: null });
    expect(pkg.photos).toHaveLength(1);
    expect(pkg.photos![0]!.mime_type).toBe('image/jpeg');
    // The company's backend's field, kept: the same photos.
    expect(pkg.media).toEqual(pkg.photos);
  });

  it('announced by a pre-alert with a file: that file is its bill, the pre-alert\u2019s value its value', async () => {
    const tracking = newTracking();
    const announced = await t.request('/api/pre-alerts', {
      method: 'POST',
      token: await t.tokenFor(DEMO),
      body: form(
        { us_courier_id: String(courier), provider: 'Amazon', tracking, cost: '129.99', content: 'Auriculares', arriving_at: new Date().toISOString().slice(0, 10), recipient: 'María' },
        pdfFile('factura-amazon.pdf'),
      ),
    });
    expect(announced.status).toBe(201);
    const received = await asWarehouse('/api/warehouse/packages', { json: reception({ tracking }) });
    const { id } = WarehousePackageReadResponseSchema.parse(await received.json()).data;
    const pkg = await customerPackage(id);
    expect(pkg.cost).toBe(129.99);
    expect(pkg.bill).toMatchObject({ mime_type: 'application/pdf' });
    expect((await t.request(pkg.bill!.url)).status).toBe(200);
    expect(pkg.photos).toEqual([]);
  });
});

