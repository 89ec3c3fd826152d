import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { CitiesResponseSchema, CountriesResponseSchema, StatesResponseSchema } from '../../src/api/contract/geo.ts';
import { cities, countries, states } from '../db/schema.ts';
import { describedRoutes, idParams, json, on, refusals } from '../http/described.ts';
import { ApiError } from '../foundation/errors.ts';
import { idParam } from '../foundation/validate.ts';
import { byName, serializeCountry } from '../serializers/geo.ts';

const listCountries = createRoute({
  method: 'get',
  path: '/countries',
  tags: ['Places'],
  operationId: 'listCountries',
  summary: "The countries, by name in the request's language",
  responses: { 200: json(CountriesResponseSchema, 'Every country'), ...refusals() },
});

const listStates = createRoute({
  method: 'get',
  path: '/countries/{countryId}/states',
  tags: ['Places'],
  operationId: 'listStates',
  summary: "A country's states, by name",
  request: { params: idParams('countryId') },
  responses: { 200: json(StatesResponseSchema, "The country's states"), ...refusals('NOT_FOUND') },
});

const listCities = createRoute({
  method: 'get',
  path: '/countries/{countryId}/states/{stateId}/cities',
  tags: ['Places'],
  operationId: 'listCities',
  summary: "A state's cities, by name",
  request: { params: idParams('countryId', 'stateId') },
  responses: { 200: json(CitiesResponseSchema, "The state's cities"), ...refusals('NOT_FOUND') },
});

export function geoRoutes() {
  const routes = describedRoutes();

  on(routes, listCountries, async (c) => {
    const lang = c.get('lang');
    const rows = await c.get('deps').db.select().from(countries);
    return c.json({ data: rows.map((r) => serializeCountry(r, lang)).sort(byName(lang)) }, 200);
  });

  on(routes, listStates, async (c) => {
    const { db } = c.get('deps');
    const countryId = idParam(c, 'countryId');
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
    if (!country) throw new ApiError('NOT_FOUND');
    const rows = await db.select({ id: states.id, name: states.name }).from(states).where(eq(states.country_id, countryId));
    return c.json({ data: rows.sort(byName(c.get('lang'))) }, 200);
  });

  on(routes, listCities, async (c) => {
    const { db } = c.get('deps');
    const countryId = idParam(c, 'countryId');
    const stateId = idParam(c, 'stateId');
    const [state] = await db
      .select({ id: states.id })
      .from(states)
      .where(and(eq(states.id, stateId), eq(states.country_id, countryId)));
    if (!state) throw new ApiError('NOT_FOUND');
    const rows = await db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.state_id, stateId));
    return c.json({ data: rows.sort(byName(c.get('lang'))) }, 200);
  });

  return routes;
}
