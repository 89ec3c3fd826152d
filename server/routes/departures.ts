import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { DeparturesQuerySchema, DeparturesResponseSchema, type Departure } from '../../src/api/contract/site.ts';
import { preparedFor } from '../db/prepared.ts';
import { countries, departures } from '../db/schema.ts';
import { describedRoutes, json, on, refusals } from '../http/described.ts';
import { CONDITIONAL, NOT_MODIFIED, publicJson } from '../http/public-data.ts';
import { fitsInt4, readQuery } from '../foundation/validate.ts';
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

const listDepartures = createRoute({
  method: 'get',
  path: '/departures/available',
  tags: ['Departures'],
  operationId: 'listDepartures',
  summary: "A country's next departures, soonest first",
  description: `At most ${UPCOMING_LIMIT}. Revalidated each time (with its \`ETag\`): which departures are still ahead changes with the clock.`,
  request: { query: DeparturesQuerySchema, headers: CONDITIONAL },
  responses: { 200: json(DeparturesResponseSchema, 'The departures still ahead'), ...NOT_MODIFIED, ...refusals('FAILED_VALIDATION') },
});

export function departureRoutes() {
  const routes = describedRoutes();

  // Which departures are still ahead changes with the clock: revalidated each time.
  on(routes, listDepartures, async (c) => {
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
