// GET api/pre-alerts and api/pre-alerts/{id}: the caller's own, the bill as a signed link.
import { describe, expect, it } from 'vitest';
import { and, desc, eq, ne } from 'drizzle-orm';
import { PreAlertPageSchema, PreAlertResponseSchema } from '../../src/api/contract/pre-alerts.ts';
import { media, preAlerts } from '../../server/db/schema.ts';
import { clientIdOf, expectSameNotFound } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const t = useTestApp();

async function page(email: string, query = '') {
  const res = await t.request(`/api/pre-alerts${query}`, { token: await t.tokenFor(email) });
  expect(res.status).toBe(200);
  return PreAlertPageSchema.parse(await res.json());
}

const ownPreAlerts = async (email: string) =>
  t.db
    .select()
    .from(preAlerts)
    .where(eq(preAlerts.client_id, await clientIdOf(t.db, email)))
    .orderBy(desc(preAlerts.created_at), desc(preAlerts.id));

describe('GET api/pre-alerts', () => {
  it('pages the caller’s pre-alerts, newest first', async () => {
    const own = await ownPreAlerts(DEMO);
    expect(own.length).toBeGreaterThan(5);
    const first = await page(DEMO, '?page=1&page_size=5');
    expect(first.meta).toEqual({ total: own.length, last_page: Math.ceil(own.length / 5), current_page: 1, page_size: 5 });
    expect(first.data.map((p) => p.id)).toEqual(own.slice(0, 5).map((p) => p.id));
    const second = await page(DEMO, '?page=2&page_size=5');
    expect(second.data.map((p) => p.id)).toEqual(own.slice(5, 10).map((p) => p.id));
    expect((await page(DEMO, '?page=99&page_size=5')).data).toEqual([]);
  });

  it('shows nobody else’s pre-alerts', async () => {
    const demo = new Set((await page(DEMO, '?page_size=100')).data.map((p) => p.id));
    const other = await page(OTHER, '?page_size=100');
    expect(other.meta.total).toBe((await ownPreAlerts(OTHER)).length);
    expect(other.data.some((p) => demo.has(p.id))).toBe(false);
  });

  it('answers an empty page to a user without a client, 401 without a token, 422 for a bad page', async () => {
    expect(await page(NO_CLIENT)).toEqual({ data: [], meta: { total: 0, last_page: 1, current_page: 1, page_size: 20 } });
    expect((await t.request('/api/pre-alerts')).status).toBe(401);
    expect((await t.request('/api/pre-alerts?page=0', { token: await t.tokenFor(DEMO) })).status).toBe(422);
  });
});

describe('GET api/pre-alerts/{id}', () => {
  it('answers one pre-alert with its bill first, as a working signed link', async () => {
    const [latest] = await ownPreAlerts(DEMO);
    const res = await t.request(`/api/pre-alerts/${latest!.id}`, { token: await t.tokenFor(DEMO) });
    expect(res.status).toBe(200);
    const { data } = PreAlertResponseSchema.parse(await res.json());
    expect(data).toMatchObject({ id: latest!.id, tracking: latest!.tracking, status: latest!.status, arriving_at: latest!.arriving_at });
    const [bill] = await t.db
      .select()
      .from(media)
      .where(and(eq(media.owner_type, 'pre_alert'), eq(media.owner_id, latest!.id)));
    expect(data.media[0]).toMatchObject({ id: bill!.id, mime_type: bill!.mime_type, name: bill!.name });
    expect(data.media[0]!.url).toMatch(/^\/api\/media\/\d+\?exp=\d+&sig=[\w-]+$/);
    const file = await t.request(data.media[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe(bill!.mime_type);
  });

  it('answers NOT_FOUND for another customer’s pre-alert, exactly as for a missing one', async () => {
    const [foreign] = await t.db
      .select({ id: preAlerts.id })
      .from(preAlerts)
      .where(ne(preAlerts.client_id, await clientIdOf(t.db, DEMO)))
      .limit(1);
    await expectSameNotFound(t, `/api/pre-alerts/${foreign!.id}`, await t.tokenFor(DEMO));
    const [own] = await ownPreAlerts(DEMO);
    await expectSameNotFound(t, `/api/pre-alerts/${own!.id}`, await t.tokenFor(OTHER));
    await expectSameNotFound(t, `/api/pre-alerts/${own!.id}`, await t.tokenFor(NO_CLIENT));
  });
});
