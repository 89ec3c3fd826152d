import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { cities, countries, states } from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { idParam } from '../http/validate.ts';
import { byName, serializeCountry } from '../serializers/geo.ts';

export function geoRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/countries', async (c) => {
    const lang = c.get('lang');
    const rows = await c.get('deps').db.select().from(countries);
    return c.json({ data: rows.map((r) => serializeCountry(r, lang)).sort(byName(lang)) });
  });

  routes.get('/countries/:countryId/states', async (c) => {
    const { db } = c.get('deps');
    const countryId = idParam(c, 'countryId');
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
    if (!country) throw new ApiError('NOT_FOUND');
    const rows = await db.select({ id: states.id, name: states.name }).from(states).where(eq(states.country_id, countryId));
    return c.json({ data: rows.sort(byName(c.get('lang'))) });
  });

  routes.get('/countries/:countryId/states/:stateId/cities', async (c) => {
    const { db } = c.get('deps');
    const countryId = idParam(c, 'countryId');
    const stateId = idParam(c, 'stateId');
    const [state] = await db
      .select({ id: states.id })
      .from(states)
      .where(and(eq(states.id, stateId), eq(states.country_id, countryId)));
    if (!state) throw new ApiError('NOT_FOUND');
    const rows = await db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.state_id, stateId));
    return c.json({ data: rows.sort(byName(c.get('lang'))) });
  });

  return routes;
}
