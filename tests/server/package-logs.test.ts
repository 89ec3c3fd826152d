// GET api/packages/logs: the status history of the caller's packages, newest first, paged.
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { PackageLogPageSchema } from '../../src/api/contract/packages.ts';
import { packageEvents, packages } from '../../server/db/schema.ts';
import { clientIdOf } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const t = useTestApp();

async function logs(email: string, query = '', lang?: string) {
  const res = await t.request(`/api/packages/logs${query}`, { token: await t.tokenFor(email), lang });
  expect(res.status).toBe(200);
  return PackageLogPageSchema.parse(await res.json());
}

const ownEvents = async (email: string) =>
  t.db
    .select({ id: packageEvents.id, package_id: packageEvents.package_id, tracking: packages.tracking, key: packageEvents.key })
    .from(packageEvents)
    .innerJoin(packages, eq(packages.id, packageEvents.package_id))
    .where(eq(packages.client_id, await clientIdOf(t.db, email)))
    .orderBy(desc(packageEvents.created_at), desc(packageEvents.id));

describe('GET api/packages/logs', () => {
  it('pages the status events of the caller’s packages, newest first', async () => {
    const own = await ownEvents(DEMO);
    expect(own.length).toBeGreaterThan(20);
    const first = await logs(DEMO, '?page=1&page_size=10');
    expect(first.meta).toEqual({ total: own.length, last_page: Math.ceil(own.length / 10), current_page: 1, page_size: 10 });
    expect(first.data.map(({ id, package_id, tracking, key }) => ({ id, package_id, tracking, key }))).toEqual(own.slice(0, 10));
    const times = first.data.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const third = await logs(DEMO, '?page=3&page_size=10');
    expect(third.data.map((e) => e.id)).toEqual(own.slice(20, 30).map((e) => e.id));
    expect((await logs(DEMO, '?page=999&page_size=10')).data).toEqual([]);
  });

  it('translates the status', async () => {
    const es = await logs(DEMO, '?page_size=100', 'es');
    const en = await logs(DEMO, '?page_size=100', 'en');
    expect(es.data.find((e) => e.key === 'IN_WAREHOUSE')?.keyLabel).toBe('En almacén');
    expect(en.data.find((e) => e.key === 'IN_WAREHOUSE')?.keyLabel).toBe('In warehouse');
    expect(en.data.find((e) => e.key === 'RECEIVED')?.keyLabel).toBe('Received');
  });

  it('shows nobody else’s events; none to a user without a client; 401 without a token', async () => {
    const demo = new Set((await ownEvents(DEMO)).map((e) => e.id));
    const other = await logs(OTHER, '?page_size=100');
    expect(other.meta.total).toBe((await ownEvents(OTHER)).length);
    expect(other.data.some((e) => demo.has(e.id))).toBe(false);
    expect(await logs(NO_CLIENT)).toEqual({ data: [], meta: { total: 0, last_page: 1, current_page: 1, page_size: 20 } });
    expect((await t.request('/api/packages/logs')).status).toBe(401);
  });

  it('answers FAILED_VALIDATION for a bad page size', async () => {
    const res = await t.request('/api/packages/logs?page_size=101', { token: await t.tokenFor(DEMO) });
    expect(res.status).toBe(422);
  });
});
