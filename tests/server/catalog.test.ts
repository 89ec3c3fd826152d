// Countries, site content, warehouses, departures and couriers.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CitiesResponseSchema, CountriesResponseSchema, StatesResponseSchema } from '../../src/api/contract/geo.ts';
import {
  AppSettingsResponseSchema, CouriersResponseSchema, DeparturesResponseSchema, SiteContentResponseSchema, WarehousesResponseSchema,
} from '../../src/api/contract/site.ts';
import { agents, clients, countries, departures, states, users } from '../../server/db/schema.ts';
import { DEMO_LOCKER_PHONE } from '../../server/seed/data/app-settings.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO } from './support/users.ts';

const t = useTestApp();

const get = async (path: string, lang = 'es', token?: string) => {
  const res = await t.request(path, { lang, token });
  expect(res.status, path).toBe(200);
  return res.json();
};

async function demoCountryId() {
  const [row] = await t.db
    .select({ country_id: clients.country_id })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .where(eq(users.email, DEMO));
  return row!.country_id;
}

describe('countries, states and cities', () => {
  it('lists countries with names in the request language, sorted by name', async () => {
    const rows = await t.db.select().from(countries);
    const es = CountriesResponseSchema.parse(await get('/api/countries', 'es')).data;
    const en = CountriesResponseSchema.parse(await get('/api/countries', 'en')).data;
    expect(es).toHaveLength(rows.length);
    for (const row of rows) {
      expect(es.find((c) => c.id === row.id)?.name).toBe(row.name_es);
      expect(en.find((c) => c.id === row.id)?.name).toBe(row.name_en);
    }
    const names = es.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
  });

  it('lists the states of a country and the cities of a state', async () => {
    const [state] = await t.db.select().from(states).limit(1);
    const stateList = StatesResponseSchema.parse(await get(`/api/countries/${state!.country_id}/states`)).data;
    expect(stateList.map((s) => s.id)).toContain(state!.id);
    const cities = CitiesResponseSchema.parse(await get(`/api/countries/${state!.country_id}/states/${state!.id}/cities`)).data;
    expect(cities.length).toBeGreaterThan(0);
  });

  it('answers NOT_FOUND for an unknown country or a state of another country', async () => {
    expect((await t.request('/api/countries/999999/states')).status).toBe(404);
    const [state] = await t.db.select().from(states).limit(1);
    const [other] = (await t.db.select().from(countries)).filter((c) => c.id !== state!.country_id);
    expect((await t.request(`/api/countries/${other!.id}/states/${state!.id}/cities`)).status).toBe(404);
  });
});

describe('site content and settings', () => {
  it('answers the client app settings with every key', async () => {
    const settings = AppSettingsResponseSchema.parse(await get('/api/client-app-settings')).data;
    expect(settings.dashboardImageUrlWeb).not.toBe('');
    // Demo mode's warehouse phone (docs/product.md#locker-address).
    expect(settings.lockerPhone).toBe(DEMO_LOCKER_PHONE);
  });

  it('answers FAQ and terms in the request language, and every agent when signed out', async () => {
    const es = SiteContentResponseSchema.parse(await get('/api/site-content', 'es')).data;
    const en = SiteContentResponseSchema.parse(await get('/api/site-content', 'en')).data;
    expect(es.faq.length).toBeGreaterThan(0);
    expect(en.faq.length).toBeGreaterThan(0);
    expect(es.faq[0]!.question).not.toBe(en.faq[0]!.question);
    expect(es.termsAndConditions).not.toBe('');
    expect(es.termsAndConditions).not.toBe(en.termsAndConditions);
    expect(es.agents).toHaveLength((await t.db.select().from(agents)).length);
  });

  it("answers only the agents of the signed-in customer's country", async () => {
    const token = await t.tokenFor(DEMO);
    const countryId = await demoCountryId();
    const content = SiteContentResponseSchema.parse(await get('/api/site-content', 'es', token)).data;
    const expected = await t.db.select().from(agents).where(eq(agents.country_id, countryId));
    expect(content.agents.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
    expect(content.agents.every((a) => a.country_id === countryId)).toBe(true);
  });

  it('answers 401 for a revoked token, as any signed-in call', async () => {
    const token = await t.login(DEMO);
    await t.request('/api/auth/logout', { token });
    expect((await t.request('/api/site-content', { token })).status).toBe(401);
  });

  it('answers the warehouses with the schedule in the request language', async () => {
    const es = WarehousesResponseSchema.parse(await get('/api/warehouses', 'es')).data;
    const en = WarehousesResponseSchema.parse(await get('/api/warehouses', 'en')).data;
    expect(es.length).toBeGreaterThan(0);
    expect(es[0]!.address.split('\n').length).toBeGreaterThan(1);
    expect(es[0]!.schedule).not.toBe(en[0]!.schedule);
  });

  it('answers the US couriers sorted by name', async () => {
    const couriers = CouriersResponseSchema.parse(await get('/api/us-couriers')).data;
    expect(couriers.length).toBeGreaterThan(0);
    const names = couriers.map((c) => c.name);
    expect(names).toEqual([...names].sort());
  });
});

describe('GET api/departures/available', () => {
  it('answers the upcoming departures of a country, soonest first', async () => {
    const countryId = await demoCountryId();
    const all = await t.db.select().from(departures).where(eq(departures.country_id, countryId));
    const now = t.clock.now().getTime();
    const upcoming = all.filter((d) => d.departure_at.getTime() > now);
    const data = DeparturesResponseSchema.parse(await get(`/api/departures/available?country_id=${countryId}`, 'en')).data;
    expect(data.length).toBe(Math.min(upcoming.length, 20));
    expect(data.length).toBeGreaterThan(0);
    const times = data.map((d) => Date.parse(d.departure_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((ms) => ms > now)).toBe(true);
    expect(data.every((d) => d.country.id === countryId)).toBe(true);
  });

  it('leaves out departures that have gone, as the clock moves', async () => {
    const countryId = await demoCountryId();
    const before = DeparturesResponseSchema.parse(await get(`/api/departures/available?country_id=${countryId}`)).data;
    const first = Date.parse(before[0]!.departure_at);
    t.clock.advance((first - t.clock.now().getTime()) / 60_000 + 1);
    const after = DeparturesResponseSchema.parse(await get(`/api/departures/available?country_id=${countryId}`)).data;
    expect(after.map((d) => d.id)).not.toContain(before[0]!.id);
  });

  it('validates country_id', async () => {
    expect((await t.request('/api/departures/available')).status).toBe(422);
    expect((await t.request('/api/departures/available?country_id=abc')).status).toBe(422);
    // A plain decimal only (docs/product.md#input-rules): Number() would read 0x1 as 1.
    for (const id of ['0x1', '1e0', '1.', ' 1 ']) {
      expect((await t.request(`/api/departures/available?country_id=${encodeURIComponent(id)}`)).status, id).toBe(422);
    }
    const huge = await t.request('/api/departures/available?country_id=99999999999');
    expect(huge.status).toBe(200);
    expect(await huge.json()).toEqual({ data: [] });
  });
});
