import { Hono } from 'hono';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { DeparturesQuerySchema, type Departure } from '../../src/api/contract/site.ts';
import { preparedFor } from '../db/prepared.ts';
import { countries, departures } from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { publicJson } from '../http/public-data.ts';
import { fitsInt4, readQuery } from '../http/validate.ts';
import { serializeCountry } from '../serializers/geo.ts';

const UPCOMING_LIMIT = 20;

// Every signed-in page's banner asks for it: prepared. The time is given as ISO text, since a
// placeholder's value reaches the driver as it is, not through the column's encoding.
const upcomingDepartures = preparedFor((db) =>
  db
    .select({ departure: departures, country: countries })
    .from(departures)
    .innerJoin(countries, eq(countries.id, departures.country_id))
    .where(and(eq(departures.country_id, sql.placeholder('countryId')), gt(departures.departure_at, sql.placeholder('now'))))
    .orderBy(asc(departures.departure_at))
    .limit(UPCOMING_LIMIT)
    .prepare('upcoming_departures'),
);

export function departureRoutes() {
  const routes = new Hono<AppEnv>();

  // Which departures are still ahead changes with the clock: revalidated each time.
  routes.get('/departures/available', async (c) => {
    const { db, clock } = c.get('deps');
    const { country_id } = readQuery(c, DeparturesQuerySchema);
    if (!fitsInt4(country_id)) return publicJson(c, { data: [] }, { reuse: false });
    const rows = await upcomingDepartures(db).execute({ countryId: country_id, now: clock.now().toISOString() });
    const lang = c.get('lang');
    const data: Departure[] = rows.map(({ departure, country }) => ({
      id: departure.id,
      departure_at: departure.departure_at.toISOString(),
      shipment_type: departure.shipment_type === 'ocean' ? 'ocean' : 'air',
      country: serializeCountry(country, lang),
    }));
    return publicJson(c, { data }, { reuse: false });
  });

  return routes;
}
