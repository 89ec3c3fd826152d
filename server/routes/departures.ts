import { Hono } from 'hono';
import { and, asc, eq, gt } from 'drizzle-orm';
import { DeparturesQuerySchema, type Departure } from '../../src/api/contract/site.ts';
import { countries, departures } from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { publicData } from '../http/public-data.ts';
import { fitsInt4, readQuery } from '../http/validate.ts';
import { serializeCountry } from '../serializers/geo.ts';

const UPCOMING_LIMIT = 20;

export function departureRoutes() {
  const routes = new Hono<AppEnv>();

  // Which departures are still ahead changes with the clock: revalidated each time.
  routes.get('/departures/available', publicData({ reuse: false }), async (c) => {
    const { db, clock } = c.get('deps');
    const { country_id } = readQuery(c, DeparturesQuerySchema);
    if (!fitsInt4(country_id)) return c.json({ data: [] });
    const rows = await db
      .select({ departure: departures, country: countries })
      .from(departures)
      .innerJoin(countries, eq(countries.id, departures.country_id))
      .where(and(eq(departures.country_id, country_id), gt(departures.departure_at, clock.now())))
      .orderBy(asc(departures.departure_at))
      .limit(UPCOMING_LIMIT);
    const lang = c.get('lang');
    const data: Departure[] = rows.map(({ departure, country }) => ({
      id: departure.id,
      departure_at: departure.departure_at.toISOString(),
      shipment_type: departure.shipment_type === 'ocean' ? 'ocean' : 'air',
      country: serializeCountry(country, lang),
    }));
    return c.json({ data });
  });

  return routes;
}
