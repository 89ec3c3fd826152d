// The catalogue's rates (in demo mode or not), added when the table has none: on a fresh database, and on one seeded
// before rates existed (the migration adds the table empty).
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { countries, shippingRates } from '../db/schema.ts';
import { AIR_TRANSIT_DAYS, OCEAN_TRANSIT_DAYS, SHIPPING_RATES } from './data/shipping-rates.ts';

export async function seedShippingRates(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(shippingRates);
  if ((existing?.n ?? 0) > 0) return;
  const rows = await db
    .select({ id: countries.id, iso_code: countries.iso_code })
    .from(countries)
    .where(inArray(countries.iso_code, SHIPPING_RATES.map((r) => r.iso_code)));
  const idOf = new Map(rows.map((r) => [r.iso_code, r.id]));
  const values = SHIPPING_RATES.flatMap((r) => {
    const country_id = idOf.get(r.iso_code);
    if (country_id === undefined) return [];
    return [
      { country_id, service: 'AIR', rate: r.air, transit_days_min: AIR_TRANSIT_DAYS.min, transit_days_max: AIR_TRANSIT_DAYS.max },
      { country_id, service: 'OCEAN', rate: r.ocean, transit_days_min: OCEAN_TRANSIT_DAYS.min, transit_days_max: OCEAN_TRANSIT_DAYS.max },
    ];
  });
  if (values.length) await db.insert(shippingRates).values(values).onConflictDoNothing();
}
